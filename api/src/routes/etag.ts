import { createHash } from 'node:crypto';

/** A strong validator of a JSON answer: equal answers, equal tags; any change, a new tag. */
export const etagOf = (answer: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 32)}"`;

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 §13.1.2: a list of tags or `*`, compared
 * weakly, so a `W/` prefix a proxy may add still matches).
 */
export function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

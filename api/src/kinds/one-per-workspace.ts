import type { ArtifactKind } from './kind';

/**
 * A create of a kind held once per workspace (a research brief) found the workspace's live
 * one: nothing was written. The create route answers 409 `<KIND>_EXISTS` with its id, so the
 * client can open it; an import or copy never meets it (their plan matches the live one).
 */
export class OneLiveRecordTaken extends Error {
  constructor(
    readonly kind: ArtifactKind,
    readonly existingId: string,
  ) {
    super(`${kind.label} exists`);
    this.name = 'OneLiveRecordTaken';
  }
}

/** The 409 body: `BRIEF_EXISTS`, the message for people, the live record's id. */
export const takenBody = (taken: OneLiveRecordTaken) => ({
  statusCode: 409 as const,
  code: `${taken.kind.kind.toUpperCase()}_EXISTS`,
  message:
    `This workspace already has ${taken.kind.withArticle}: open it and change it there ` +
    '(a workspace holds one).',
  existingId: taken.existingId,
});

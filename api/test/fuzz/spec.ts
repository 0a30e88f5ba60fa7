/**
 * A fuzzed request as plain data, so fast-check can print and shrink it. Ids are references
 * (`{ $ref: 'icp', pick: 3 }`) resolved when the request is sent, against what exists then:
 * a generated request can hit a real ICP of the right or the wrong tenant, a deleted one, or
 * junk.
 */
export type RefKind = 'tenant' | 'workspace' | 'icp' | 'usp' | 'prompt' | 'version' | 'testCase';
export interface Ref {
  $ref: RefKind;
  pick: number;
}

/** A path segment: fixed text, a reference, or junk already percent-encoded. */
export type PathPart = string | Ref | { raw: string };

/** Who signs the request: a seeded user, the fuzz user, a revoked token, nobody, or junk. */
export type Auth = 'staff' | 'admin' | 'fuzz' | 'revoked' | 'none' | { header: string };

export type Body =
  { json: Record<string, unknown> } | { raw: string; contentType: string | undefined } | undefined;

/** A query parameter: its name and a value that may be a reference, like a path part. */
export type QueryPart = [name: string, value: PathPart];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

export interface Spec {
  route: string;
  method: Method;
  path: PathPart[];
  auth: Auth;
  body: Body;
  /** Raw text after the path (`?…`), or parameters whose references are resolved when sent. */
  query: string | QueryPart[];
}

export const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && '$ref' in value && 'pick' in value;

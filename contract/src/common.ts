import { type Static, Type } from 'typebox';
import { CURSOR_MAX, ID_MAX, PAGE_LIMIT_MAX, REQUIRED_TEXT_PATTERN, REVISION_MAX } from './limits';

/** The one error shape every non-2xx answer of the API carries. */
export const ApiErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    /** Stable, machine-readable code, e.g. `VALIDATION_FAILED`, `NOT_FOUND`, `UNAUTHORIZED`. */
    code: Type.String(),
    /** Human-readable; the browser shows it as is. */
    message: Type.String(),
  },
  { description: 'The one error shape of every non-2xx answer' },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** Path and body ids are opaque strings: any unknown value is simply not found. */
export const Id = Type.String({ minLength: 1, maxLength: ID_MAX });

/**
 * Required and not blank: at least one visible character (REQUIRED_TEXT_PATTERN). The API's
 * error formatter reads a miss of that pattern as a missing field.
 */
export const RequiredText = (maxLength: number) =>
  Type.String({ pattern: REQUIRED_TEXT_PATTERN, maxLength });

/** Routes addressed by `/:tenantId/workspace/:workspaceId`. */
export const TenantWorkspaceParams = Type.Object(
  { tenantId: Id, workspaceId: Id },
  { additionalProperties: false },
);

export const TenantParams = Type.Object({ tenantId: Id }, { additionalProperties: false });

/**
 * An ICP's or USP's revision: 1 when created, +1 on every update. A PUT that names a revision
 * other than the stored one answers 409 `STALE_REVISION` and writes nothing; one past
 * REVISION_MAX (the 32-bit column) is a 400.
 */
export const Revision = Type.Integer({ minimum: 1, maximum: REVISION_MAX });

/**
 * When an ICP or USP was last created or changed (its revision's time) and by whom: the
 * signed-in account's email, null when nobody signed in did (the records the portal came with).
 * The list view's "Updated" and "Updated by" columns (issue 37 §2); after `revision`.
 */
export const lastUpdateFields = {
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
};

/**
 * `?limit=&cursor=` of the lists. Without `limit` a list answers in full (the spec's shape);
 * with it, at most `limit` items, and the NEXT_CURSOR_HEADER response header carries the cursor
 * of the next page (absent on the last page). Cursors are opaque.
 */
export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: CURSOR_MAX })),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

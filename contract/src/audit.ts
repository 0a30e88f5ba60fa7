import { type Static, Type } from 'typebox';
import { Id } from './common';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, CURSOR_MAX, PAGE_LIMIT_MAX } from './limits';
import { GeneratedBy } from './lineage';

export const AuditEntity = Type.Enum(AUDIT_ENTITIES);
export type AuditEntity = Static<typeof AuditEntity>;

export const AuditAction = Type.Enum(AUDIT_ACTIONS);
export type AuditAction = Static<typeof AuditAction>;

/** A short field's value as it was / became; long ones (AUDIT_VALUE_MAX) carry only the name. */
const AuditValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/** One changed field: always its name; `before`/`after` only for short values, never secrets. */
export const AuditChange = Type.Object({
  field: Type.String(),
  before: Type.Optional(AuditValue),
  after: Type.Optional(AuditValue),
});
export type AuditChange = Static<typeof AuditChange>;

/**
 * One write, appended in the transaction of the write itself (a failed write leaves none).
 * Append-only: no route updates or deletes an entry.
 */
export const AuditEntry = Type.Object({
  id: Type.String(),
  /** ISO 8601 timestamp. */
  at: Type.String({ format: 'date-time' }),
  userId: Type.String(),
  username: Type.String(),
  action: AuditAction,
  entity: AuditEntity,
  entityId: Type.String(),
  /** Null for global entries (instructions) and a user's own password change. */
  tenantId: Type.Union([Type.String(), Type.Null()]),
  workspaceId: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Array(AuditChange),
  /**
   * On the create (or update) of an ICP or USP saved from a draft: the instruction version
   * and model that drafted it, and whether the saved content differed from the draft.
   */
  generation: Type.Optional(GeneratedBy),
});
export type AuditEntry = Static<typeof AuditEntry>;

/**
 * GET /api/audit: newest first, paged (AUDIT_PAGE_DEFAULT when no `limit`). With `tenantId`,
 * that tenant's entries, 404 unless the caller may reach the tenant; without it, the global
 * ones (instructions) and the caller's own password changes. `entity`/`entityId` narrow it.
 */
export const AuditQuery = Type.Object(
  {
    tenantId: Type.Optional(Id),
    entity: Type.Optional(AuditEntity),
    entityId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: CURSOR_MAX })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type AuditPage = Static<typeof AuditPage>;

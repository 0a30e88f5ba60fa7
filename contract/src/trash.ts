import { type Static, Type } from 'typebox';
import { Id } from './common';
import { COPY_LIMITS } from './limits';
import { Icp } from './icp';
import { Usp } from './usp';
import { ResearchBrief } from './research';

/*
 * The trash (issue 24 §4): a deleted ICP or USP stays in its workspace's trash for
 * TRASH_RETENTION_DAYS, then the purge removes it for good.
 */

export const TrashKind = Type.Union([
  Type.Literal('icp'),
  Type.Literal('usp'),
  Type.Literal('brief'),
]);
export type TrashKind = Static<typeof TrashKind>;

/** …/trash/{kind}/{id}: one record in the workspace's trash. */
export const TrashItemParams = Type.Object(
  { tenantId: Id, workspaceId: Id, kind: TrashKind, id: Id },
  { additionalProperties: false },
);
export type TrashItemParams = Static<typeof TrashItemParams>;

/** A record in the trash: what it was, who deleted it and when, and when it goes for good. */
export const TrashItem = Type.Object({
  kind: TrashKind,
  id: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  /** The revision it had when deleted; a restore makes it one more. */
  revision: Type.Integer({ minimum: 1 }),
  /** ISO 8601 timestamps. */
  deletedAt: Type.String({ format: 'date-time' }),
  purgeAt: Type.String({ format: 'date-time' }),
  /** The username of who deleted it; null when the server itself did. */
  deletedBy: Type.Union([Type.String(), Type.Null()]),
});
export type TrashItem = Static<typeof TrashItem>;

/** GET …/trash: every record in the workspace's trash, newest deletion first (not paged). */
export const TrashList = Type.Object({ items: Type.Array(TrashItem) });
export type TrashList = Static<typeof TrashList>;

/**
 * POST …/trash/{kind}/{id}/restore answers the record as it is live again: an ICP or a USP as
 * their own reads answer them. (`type` says up front that either is an object.)
 */
export const RestoredRecord = Type.Union([Icp, Usp, ResearchBrief], { type: 'object' });
export type RestoredRecord = Static<typeof RestoredRecord>;

/**
 * POST …/trash/{kind} (move to the trash) and POST …/trash/{kind}/restore: records of one kind
 * at once, in one transaction, each with its own audit entry (issue 36 §5). As many ids as a
 * copy takes, none twice.
 */
export const TrashKindParams = Type.Object(
  { tenantId: Id, workspaceId: Id, kind: TrashKind },
  { additionalProperties: false },
);
export type TrashKindParams = Static<typeof TrashKindParams>;

export const RecordIds = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: COPY_LIMITS.ids, uniqueItems: true }) },
  { additionalProperties: false },
);
export type RecordIds = Static<typeof RecordIds>;

/** An id a bulk call could not take, and why, in the words its one-record call would use. */
export const RecordFailure = Type.Object({
  id: Type.String(),
  code: Type.String(),
  message: Type.String(),
});
export type RecordFailure = Static<typeof RecordFailure>;

/** What a bulk delete moved to the trash (in the order asked), and what it found no live record for. */
export const BulkDeleteResult = Type.Object({
  deleted: Type.Array(Type.String()),
  failed: Type.Array(RecordFailure),
});
export type BulkDeleteResult = Static<typeof BulkDeleteResult>;

/** What a bulk restore brought back (as their reads answer them), and what it could not. */
export const BulkRestoreResult = Type.Object({
  restored: Type.Array(RestoredRecord),
  failed: Type.Array(RecordFailure),
});
export type BulkRestoreResult = Static<typeof BulkRestoreResult>;

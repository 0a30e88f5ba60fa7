import { type Static, Type } from 'typebox';
import { Id, Revision } from './common';
import { ConflictChoice, ImportConflict, ImportRow, RecordKind } from './exchange';
import { COPY_LIMITS } from './limits';

/*
 * Copy between workspaces (issue 24 §3): ICPs and USPs of one workspace (the source, named in
 * the body) copied into another (the target, named in the path), the copies remembering where
 * they came from (`copiedFrom` on the record).
 */

const Ids = Type.Array(Id, { maxItems: COPY_LIMITS.ids, uniqueItems: true });

/** A target record as the preview answered it: a replace checks it is still at `revision`. */
export const SeenRevision = Type.Object(
  { kind: RecordKind, id: Id, revision: Revision },
  { additionalProperties: false },
);
export type SeenRevision = Static<typeof SeenRevision>;

/**
 * POST /api/tenants/{tenantId}/workspaces/{workspaceId}/copy. Copies the source workspace's
 * `icpIds` and `uspIds` (each at most COPY_LIMITS.ids, no id twice) into the path's workspace,
 * which must be another one. Names clash as an import's do (case and surrounding spaces
 * ignored) and `onConflict` resolves every clash the same way. With `replace`, a confirmed
 * copy (`dryRun: false`) replaces a target record only if `seen` names it at its stored
 * revision (send back the preview's `existingRevision`s): else 409 STALE_REVISION, nothing
 * written.
 */
export const CopyRequest = Type.Object(
  {
    fromTenantId: Id,
    fromWorkspaceId: Id,
    icpIds: Ids,
    uspIds: Ids,
    /** The source's research brief (issue 39 §3); left out: none. */
    briefIds: Type.Optional(Type.Array(Id, { maxItems: 1, uniqueItems: true })),
    onConflict: ConflictChoice,
    dryRun: Type.Boolean(),
    seen: Type.Optional(Type.Array(SeenRevision, { maxItems: 2 * COPY_LIMITS.ids })),
  },
  { additionalProperties: false },
);
export type CopyRequest = Static<typeof CopyRequest>;

const { row: _row, ...rowFields } = ImportRow.properties;
const { row: _conflictRow, ...conflictFields } = ImportConflict.properties;

/** A source record the copy creates under its own name; `id` is the source's. */
export const CopyRow = Type.Object({ id: Type.String(), ...rowFields });
export type CopyRow = Static<typeof CopyRow>;

/**
 * A source record whose name matches a target record (`existingId`, at `existingRevision`),
 * and what the copy does with it; `newName` with `copy`.
 */
export const CopyConflict = Type.Object({
  id: Type.String(),
  ...conflictFields,
  existingRevision: Revision,
});
export type CopyConflict = Static<typeof CopyConflict>;

/** The preview, or what was written: ICPs then USPs, each in the source's list order. */
export const CopyResult = Type.Object({
  create: Type.Array(CopyRow),
  conflicts: Type.Array(CopyConflict),
  written: Type.Boolean(),
});
export type CopyResult = Static<typeof CopyResult>;

import { sql } from 'kysely';
import type {
  AuditChange,
  RecordFailure,
  RestoredRecord,
  TrashItem,
  TrashKind,
} from '@portal/contract';
import { KINDS } from '../kinds';
import { recordRepository } from '../kinds/repositories';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import type { Db } from '../db/connection';
import { nameKey } from '../exchange/plan-import';
import { type Actor, appendAudit } from '../repositories/audit';
import { deletedChanges } from '../repositories/audit-changes';
import { lockWorkspaceNames } from '../repositories/name-lock';
import type { Caller } from '../repositories/tenants';
import { inTransaction } from '../repositories/transaction';
import { restoreRefusal } from './refusals';
import type { TrashTable } from './trash-rows';

export interface TrashScope {
  tenantId: string;
  workspaceId: string;
}

/** Each kind's root table: where its trashed rows are. */
const TABLES = Object.fromEntries(
  Object.values(KINDS).map((kind) => [kind.kind, kind.table]),
) as Record<TrashKind, TrashTable>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows deleted at or before this instant have been in the trash long enough: ISO text. */
export const purgeCutoff = (now: number) =>
  new Date(now - TRASH_RETENTION_DAYS * DAY_MS).toISOString();

interface Row {
  kind: TrashKind;
  id: string;
  name: string;
  revision: number | string;
  deleted_at: Date | string;
  username: string | null;
  seq: number | string;
}

/** One table's trashed rows of the workspace (one of them with `id`), with who deleted them. */
const trashedIn = (kind: TrashKind, scope: TrashScope, id?: string) => sql<Row>`
  select ${sql.lit(kind)} as kind, r.id, r.name, r.revision, r.deleted_at, u.username, r.seq
  from ${sql.table(TABLES[kind])} as r
  left join users as u on u.id = r.deleted_by
  where r.tenant_id = ${scope.tenantId} and r.workspace_id = ${scope.workspaceId}
    and r.deleted_at is not null ${id === undefined ? sql`` : sql`and r.id = ${id}`}`;

const toItem = (scope: TrashScope, row: Row): TrashItem => {
  const deletedAt = new Date(row.deleted_at);
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    tenantId: scope.tenantId,
    workspaceId: scope.workspaceId,
    revision: Number(row.revision),
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
    deletedBy: row.username,
  };
};

const find = async (db: Db, scope: TrashScope, kind: TrashKind, id: string) => {
  const { rows } = await trashedIn(kind, scope, id).execute(db);
  return rows[0] && toItem(scope, rows[0]);
};

/** A restore brought the record back, found none in the trash, or found its name taken. */
export type TrashRestore =
  | { outcome: 'restored'; record: RestoredRecord }
  | { outcome: 'not-found' }
  | { outcome: 'name-in-use'; name: string };

/**
 * Whether a live record of the workspace already has `name` (as imports match names), or, of
 * a kind held once per workspace (a research brief), whether the workspace has its one.
 */
async function nameInUse(trx: Db, kind: TrashKind, scope: TrashScope, name: string) {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(TABLES[kind])}
    where tenant_id = ${scope.tenantId} and workspace_id = ${scope.workspaceId}
      and deleted_at is null`.execute(trx);
  if (KINDS[kind].onePerWorkspace) return rows.length > 0;
  return rows.some((row) => nameKey(row.name) === nameKey(name));
}

/**
 * Brings one record back inside the caller's transaction, which holds the workspace's name
 * lock: the one-record restore and a bulk restore run this.
 */
export async function restoreOne(
  trx: Db,
  scope: TrashScope,
  kind: TrashKind,
  id: string,
  actor: Actor | null,
  reader?: Caller,
): Promise<TrashRestore> {
  const item = await find(trx, scope, kind, id);
  if (!item) return { outcome: 'not-found' };
  if (await nameInUse(trx, kind, scope, item.name)) {
    return { outcome: 'name-in-use', name: item.name };
  }
  const restored = await sql`
    update ${sql.table(TABLES[kind])}
    set deleted_at = null, deleted_by = null, revision = revision + 1,
      updated_at = CURRENT_TIMESTAMP, updated_by = ${actor?.id ?? null}
    where id = ${id} and tenant_id = ${scope.tenantId}
      and workspace_id = ${scope.workspaceId} and deleted_at is not null`.execute(trx);
  // A purge or another restore that came first.
  if (Number(restored.numAffectedRows ?? 0) === 0) return { outcome: 'not-found' };
  const target = { ...scope, id, reader };
  const record = await recordRepository(trx, kind).find(target);
  const changes: AuditChange[] = [
    { field: 'revision', before: item.revision, after: item.revision + 1 },
  ];
  await appendAudit(trx, actor, {
    action: 'restore',
    entity: kind,
    entityId: id,
    ...scope,
    changes,
  });
  return { outcome: 'restored', record: record! };
}

/*
 * Records of one kind moved to the trash or restored at once (issue 36 §5): one request, one
 * transaction, one audit entry per record, as the one-record calls write them. An id the call
 * cannot take is answered with the code and words its one-record call would use; the others
 * are done all the same (a card someone else deleted meanwhile does not stop the rest).
 */

/** A bulk call: records of one kind of a workspace, by whom, read back as whom. */
export interface BulkCall {
  scope: TrashScope;
  kind: TrashKind;
  ids: readonly string[];
  actor: Actor | null;
  reader: Caller;
}

/** What one id came to: done (with what it answers), or refused with the one-record call's words. */
type Each<T> = { done: T } | { refused: RecordFailure };

/** `each` for every id in one transaction, in the order asked: what was done, what was refused. */
async function forEachId<T>(
  db: Db,
  ids: readonly string[],
  each: (trx: Db, id: string) => Promise<Each<T>>,
  before?: (trx: Db) => Promise<void>,
) {
  return inTransaction(db, async (trx) => {
    await before?.(trx);
    const done: T[] = [];
    const failed: RecordFailure[] = [];
    for (const id of ids) {
      const outcome = await each(trx, id);
      if ('done' in outcome) done.push(outcome.done);
      else failed.push(outcome.refused);
    }
    return { done, failed };
  });
}

/** Moves the live records among `ids` to the trash, in the order asked. */
const deleteMany = async (db: Db, { scope, kind, ids, actor, reader }: BulkCall) => {
  const { done, failed } = await forEachId(db, ids, async (trx, id): Promise<Each<string>> =>
    (await recordRepository(trx, kind).delete({ ...scope, id, reader }, actor))
      ? { done: id }
      : { refused: { id, code: 'NOT_FOUND', message: KINDS[kind].notFound } },
  );
  return { deleted: done, failed };
};

/**
 * Restores the records among `ids` that are in the trash and whose names are free, in the
 * order asked (a second record of one name finds the first live again and stays), under the
 * workspace's name lock.
 */
const restoreMany = async (db: Db, { scope, kind, ids, actor, reader }: BulkCall) => {
  const { done, failed } = await forEachId(
    db,
    ids,
    async (trx, id): Promise<Each<RestoredRecord>> => {
      const outcome = await restoreOne(trx, scope, kind, id, actor, reader);
      if (outcome.outcome === 'restored') return { done: outcome.record };
      const { code, message } = restoreRefusal(kind, outcome);
      return { refused: { id, code, message } };
    },
    (trx) => lockWorkspaceNames(trx, scope.workspaceId),
  );
  return { restored: done, failed };
};

export function createTrashRepository(db: Db) {
  return {
    /** The workspace's trash, newest deletion first (ties: the later created first). */
    async list(scope: TrashScope): Promise<TrashItem[]> {
      const { rows } = await sql<Row>`
        ${sql.join(
          (Object.keys(TABLES) as TrashKind[]).map((kind) => trashedIn(kind, scope)),
          sql` union all `,
        )}
        order by deleted_at desc, seq desc`.execute(db);
      return rows.map((row) => toItem(scope, row));
    },

    find: (scope: TrashScope, kind: TrashKind, id: string): Promise<TrashItem | undefined> =>
      find(db, scope, kind, id),

    /**
     * Live again, one revision up (so an edit begun before the delete is stale), with its
     * audit entry, in one transaction. Refused while a live record has the same name. The
     * record is answered as `reader` reads it (a copy's `copiedFrom`: issue 33 §9).
     */
    restore: (
      scope: TrashScope,
      kind: TrashKind,
      id: string,
      actor: Actor | null,
      reader?: Caller,
    ) =>
      inTransaction(db, async (trx) => {
        await lockWorkspaceNames(trx, scope.workspaceId);
        return restoreOne(trx, scope, kind, id, actor, reader);
      }),

    /** Moves the live records of `kind` among `ids` to the trash: one transaction, an audit entry each. */
    deleteMany: (call: BulkCall) => deleteMany(db, call),

    /** Restores the records of `kind` among `ids` that can be: one transaction, an audit entry each. */
    restoreMany: (call: BulkCall) => restoreMany(db, call),

    /** Deletes it forever (its lists go with it, ON DELETE CASCADE) with its audit entry. */
    purge: (scope: TrashScope, kind: TrashKind, id: string, actor: Actor | null) =>
      inTransaction(db, async (trx): Promise<boolean> => {
        const { rows } = await sql<{ name: string }>`
          delete from ${sql.table(TABLES[kind])}
          where id = ${id} and tenant_id = ${scope.tenantId}
            and workspace_id = ${scope.workspaceId} and deleted_at is not null
          returning name`.execute(trx);
        if (rows.length === 0) return false;
        await appendAudit(trx, actor, {
          action: 'purge',
          entity: kind,
          entityId: id,
          ...scope,
          changes: deletedChanges({ name: rows[0]!.name }),
        });
        return true;
      }),

    /**
     * Removes for good what was deleted at or before `cutoff` (see purgeCutoff): in one
     * workspace, or everywhere. No audit entry: the rule did it, and the delete's entry stays.
     */
    async purgeExpired(cutoff: string, scope?: TrashScope): Promise<number> {
      let removed = 0;
      for (const table of Object.values(TABLES)) {
        const result = await sql`
          delete from ${sql.table(table)}
          where deleted_at is not null and deleted_at <= ${cutoff}
          ${scope ? sql`and tenant_id = ${scope.tenantId} and workspace_id = ${scope.workspaceId}` : sql``}`.execute(
          db,
        );
        removed += Number(result.numAffectedRows ?? 0);
      }
      return removed;
    },
  };
}

export type TrashRepository = ReturnType<typeof createTrashRepository>;

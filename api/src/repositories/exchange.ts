import { sql } from 'kysely';
import type { ConflictChoice, RecordKind } from '@portal/contract';
import type { Db } from '../db/connection';
import { eventLoopTurns } from '../exchange/event-loop-turns';
import type { Selection } from '../exchange/export-stream';
import type { ImportRecord } from '../exchange/import-record';
import { type ImportPlan, type ImportWrite, planImport } from '../exchange/plan-import';
import type { Actor } from './audit';
import { createIcpsRepository } from './icps';
import { lockWorkspaceNames } from './name-lock';
import { inTransaction } from './transaction';
import { createUspsRepository } from './usps';

type Scope = { tenantId: string; workspaceId: string };

const LISTS = {
  icp_segments: ['icps', 'icp_id'],
  icp_buyer_personas: ['icps', 'icp_id'],
  usp_products: ['usps', 'usp_id'],
  usp_capabilities: ['usps', 'usp_id'],
} as const;

/**
 * The longest list in `table` among one workspace's records: how many numbered columns a CSV
 * of them needs. Reads counts only, whatever the lists hold.
 */
async function longest(db: Db, table: keyof typeof LISTS, { tenantId, workspaceId }: Scope) {
  const [parent, key] = LISTS[table];
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count
    from ${sql.table(table)} as child
    join ${sql.table(parent)} as parent on parent.id = ${sql.ref(`child.${key}`)}
    where parent.tenant_id = ${tenantId} and parent.workspace_id = ${workspaceId}
      and parent.deleted_at is null
    group by ${sql.ref(`child.${key}`)}
    order by count desc
    limit 1`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Every live record's id and name, for matching an import's names: names only, whatever the
 * size. Records in the trash match nothing: an import beside them creates new records.
 */
const names = async (db: Db, { tenantId, workspaceId }: Scope) => ({
  icp: await db
    .selectFrom('icps')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .orderBy('seq')
    .execute(),
  usp: await db
    .selectFrom('usps')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .orderBy('seq')
    .execute(),
});

/** The plan, and whether it was written; or the record to replace that went meanwhile. */
export type ImportOutcome =
  | { outcome: 'done'; result: ImportPlan & { written: boolean } }
  | { outcome: 'stale'; kind: RecordKind; name: string };

/** Thrown inside the transaction to roll back what was written before a replace found its record gone. */
class StaleReplace extends Error {
  constructor(
    readonly kind: RecordKind,
    readonly recordName: string,
  ) {
    super(`the ${kind} to replace is gone`);
  }
}

/** Creates the record, or writes the file's content over the one it replaces. */
async function writeOne(trx: Db, scope: Scope, write: ImportWrite, actor: Actor | null) {
  if (write.id === undefined) {
    if (write.kind === 'icp')
      await createIcpsRepository(trx).create({ ...scope, ...write.content }, actor);
    else await createUspsRepository(trx).create({ ...scope, ...write.content }, actor);
    return;
  }
  const target = { ...scope, id: write.id };
  const update =
    write.kind === 'icp'
      ? await createIcpsRepository(trx).update(target, write.content, undefined, actor)
      : await createUspsRepository(trx).update(target, write.content, undefined, actor);
  // Deleted (or purged) after the names were read: its row lock let the delete commit first.
  if (update.outcome !== 'updated') throw new StaleReplace(write.kind, write.content.name.trim());
}

/**
 * Plans the import against the workspace's names as they are inside one transaction, then,
 * unless `dryRun` or the plan has errors, writes every record in it with its audit entry: all
 * or nothing.
 */
async function importRecords(
  db: Db,
  scope: Scope,
  records: ImportRecord[],
  options: { onConflict: ConflictChoice; dryRun: boolean; actor: Actor | null },
): Promise<ImportOutcome> {
  try {
    return await inTransaction(db, async (trx): Promise<ImportOutcome> => {
      // A preview writes nothing: it plans against the names as they are, without waiting.
      if (!options.dryRun) await lockWorkspaceNames(trx, scope.workspaceId);
      const plan = planImport(records, await names(trx, scope), options.onConflict);
      if (options.dryRun || plan.errors.length > 0)
        return { outcome: 'done', result: { ...plan, written: false } };
      // In one transaction, so all or nothing, with the event loop's turns between records.
      const turn = eventLoopTurns();
      for (const write of plan.writes) {
        await turn();
        await writeOne(trx, scope, write, options.actor);
      }
      return { outcome: 'done', result: { ...plan, written: true } };
    });
  } catch (error) {
    if (error instanceof StaleReplace)
      return { outcome: 'stale', kind: error.kind, name: error.recordName };
    throw error;
  }
}

/** What an export and an import need besides the records' own repositories. */
export function createExchangeRepository(db: Db) {
  return {
    import: (
      scope: Scope,
      records: ImportRecord[],
      options: { onConflict: ConflictChoice; dryRun: boolean; actor: Actor | null },
    ) => importRecords(db, scope, records, options),
    icpWidths: async (scope: Scope) => ({
      segments: await longest(db, 'icp_segments', scope),
      personas: await longest(db, 'icp_buyer_personas', scope),
    }),
    names: (scope: Scope) => names(db, scope),
    /**
     * The live records of `kind` among `ids` in the workspace, in list order; undefined when
     * one is missing, in the trash or elsewhere, which the caller answers as not found.
     */
    async selection(scope: Scope, kind: RecordKind, ids: string[]): Promise<Selection | undefined> {
      const records =
        kind === 'icp'
          ? { icps: await createIcpsRepository(db).findMany(scope, ids) }
          : { usps: await createUspsRepository(db).findMany(scope, ids) };
      const found = records.icps?.length ?? records.usps?.length ?? 0;
      return found === ids.length ? records : undefined;
    },
    uspWidths: async (scope: Scope) => ({
      products: await longest(db, 'usp_products', scope),
      capabilities: await longest(db, 'usp_capabilities', scope),
    }),
  };
}

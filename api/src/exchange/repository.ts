import { sql } from 'kysely';
import type { ConflictChoice, ImportMode, RecordKind } from '@portal/contract';
import type { Db } from '../db/connection';
import { eventLoopTurns } from './event-loop-turns';
import type { Selection } from '../kinds';
import type { ImportRecord } from './import-record';
import { type ImportPlan, type ImportWrite, planImport } from './plan-import';
import { KINDS } from '../kinds';
import { recordRepository } from '../kinds/repositories';
import type { Actor } from '../repositories/audit';
import { lockWorkspaceNames } from '../repositories/name-lock';
import { inTransaction } from '../repositories/transaction';

type Scope = { tenantId: string; workspaceId: string };

/**
 * The longest list in `table` (a child table of `parent`) among one workspace's records: how
 * many numbered columns a CSV of them needs. Reads counts only, whatever the lists hold.
 */
async function longest(
  db: Db,
  { table, parent, key }: { table: string; parent: string; key: string },
  { tenantId, workspaceId }: Scope,
) {
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

/** Each kind's list lengths in the workspace, by list key. */
const widths = async (db: Db, scope: Scope, kind: RecordKind) => {
  const { table: parent, parentColumn: key, lists } = KINDS[kind];
  const counts: Record<string, number> = {};
  for (const list of lists)
    counts[list.key] = await longest(db, { table: list.table, parent, key }, scope);
  return counts;
};

/**
 * Every live record's id and name by kind, for matching an import's names: names only,
 * whatever the size. Records in the trash match nothing: an import beside them creates new
 * records.
 */
async function names(db: Db, { tenantId, workspaceId }: Scope) {
  const found = {} as Record<RecordKind, { id: string; name: string }[]>;
  for (const { kind, table } of Object.values(KINDS)) {
    found[kind] = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('workspace_id', '=', workspaceId)
      .where('deleted_at', 'is', null)
      .orderBy('seq')
      .execute();
  }
  return found;
}

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
  const repo = recordRepository(trx, write.kind);
  if (write.id === undefined) {
    await repo.create({ ...scope, ...write.content }, actor);
    return;
  }
  const update = await repo.update({ ...scope, id: write.id }, write.content, undefined, actor);
  // Deleted (or purged) after the names were read: its row lock let the delete commit first.
  if (update.outcome !== 'updated') throw new StaleReplace(write.kind, write.content.name.trim());
}

/** How an import runs: its clash choice, preview or write, and what it does with errors. */
export interface ImportOptions {
  onConflict: ConflictChoice;
  dryRun: boolean;
  /** All or nothing unless said. */
  mode?: ImportMode;
  actor: Actor | null;
}

/**
 * Plans the import against the workspace's names as they are inside one transaction, then,
 * unless `dryRun`, writes the records of the plan with their audit entries in that one
 * transaction: all or nothing, or with `valid-rows` the rows without errors (the plan holds
 * no write for a row with one).
 */
async function importRecords(
  db: Db,
  scope: Scope,
  records: ImportRecord[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  try {
    return await inTransaction(db, async (trx): Promise<ImportOutcome> => {
      // A preview writes nothing: it plans against the names as they are, without waiting.
      if (!options.dryRun) await lockWorkspaceNames(trx, scope.workspaceId);
      const plan = planImport(records, await names(trx, scope), options.onConflict);
      const refused = options.mode !== 'valid-rows' && plan.errors.length > 0;
      if (options.dryRun || refused)
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
    import: (scope: Scope, records: ImportRecord[], options: ImportOptions) =>
      importRecords(db, scope, records, options),
    /** The CSV's numbered columns of `kind`: the workspace's longest lists, counted in SQL. */
    widths: (scope: Scope, kind: RecordKind) => widths(db, scope, kind),
    names: (scope: Scope) => names(db, scope),
    /**
     * The live records of `kind` among `ids` in the workspace, in list order; undefined when
     * one is missing, in the trash or elsewhere, which the caller answers as not found.
     */
    async selection(scope: Scope, kind: RecordKind, ids: string[]): Promise<Selection | undefined> {
      const records = await recordRepository(db, kind).findMany(scope, ids);
      return records.length === ids.length ? { [kind]: records } : undefined;
    },
  };
}

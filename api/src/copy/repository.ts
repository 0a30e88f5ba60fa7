import type { CopyConflict, CopyRequest, CopyResult, RecordKind } from '@portal/contract';
import type { Db } from '../db/connection';
import { recordContent } from '../exchange/content';
import { type ArtifactContent, type ArtifactRecord, KINDS } from '../kinds';
import { recordRepository } from '../kinds/repositories';
import type { ImportRecord } from '../exchange/import-record';
import { type ImportWrite, planImport } from '../exchange/plan-import';
import type { Actor } from '../repositories/audit';
import { copiedFromColumns } from './copied-from';
import { createExchangeRepository } from '../exchange/repository';
import { lockWorkspaceNames } from '../repositories/name-lock';
import { inTransaction } from '../repositories/transaction';

type Scope = { tenantId: string; workspaceId: string };

/** The source workspace: its scope and its name, which the copies keep. */
export type CopySource = Scope & { workspaceName: string };

export type CopyOptions = Pick<
  CopyRequest,
  'icpIds' | 'uspIds' | 'briefIds' | 'onConflict' | 'dryRun' | 'seen'
>;

/** The copy's plan or what it wrote; or why nothing was: an id not in the source, a stale replace, two sources replacing one record. */
export type CopyOutcome =
  | { outcome: 'done'; result: CopyResult }
  | { outcome: 'missing'; kind: RecordKind }
  | { outcome: 'stale' }
  | { outcome: 'double-replace'; kind: RecordKind; name: string };

/** The request's ids of each kind (`icpIds`, `uspIds`, `briefIds`: none when left out). */
const idsAsked = (options: CopyOptions, kind: RecordKind) => options[`${kind}Ids`] ?? [];

/** Thrown inside the transaction to roll back what was written before a replace found its record changed. */
class StaleReplace extends Error {}

/** The source records as an import's records: `row` is the place in its kind's list, from 1. */
const asRecords = (sources: Record<RecordKind, ArtifactRecord[]>): ImportRecord[] =>
  Object.values(KINDS).flatMap((declared) =>
    sources[declared.kind].map((record, i): ImportRecord => ({
      row: i + 1,
      kind: declared.kind,
      name: record.name,
      content: recordContent<ArtifactContent>(declared, record),
      errors: [],
    })),
  );

/** The target records' revisions, for the conflicts the preview answers. */
async function revisions(trx: Db, kind: RecordKind, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom(KINDS[kind].table)
    .select(['id', 'revision'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.revision)]));
}

/**
 * Plans the copy against the target's names as they are inside one transaction (an import's
 * plan: the same matching and '(copy)' names), then, unless `dryRun`, writes every record with
 * its audit entry and its `copiedFrom`: all or nothing.
 */
export async function copyRecords(
  db: Db,
  target: Scope,
  source: CopySource,
  options: CopyOptions,
  actor: Actor | null,
): Promise<CopyOutcome> {
  try {
    return await inTransaction(db, async (trx) => {
      const kinds = Object.keys(KINDS) as RecordKind[];
      const sources = {} as Record<RecordKind, ArtifactRecord[]>;
      for (const kind of kinds) {
        sources[kind] = await recordRepository(trx, kind).findMany(source, idsAsked(options, kind));
        if (sources[kind].length < idsAsked(options, kind).length)
          return { outcome: 'missing', kind };
      }

      if (!options.dryRun) await lockWorkspaceNames(trx, target.workspaceId);
      const stored = await createExchangeRepository(trx).names(target);
      const plan = planImport(asRecords(sources), stored, options.onConflict);
      const doubled = plan.errors[0];
      if (doubled) {
        const name = sources[doubled.kind][doubled.row - 1]!.name;
        return { outcome: 'double-replace', kind: doubled.kind, name };
      }
      const sourceOf = (kind: RecordKind, row: number) => sources[kind][row - 1]!;
      const existing = {} as Record<RecordKind, Map<string, number>>;
      for (const kind of kinds)
        existing[kind] = await revisions(trx, kind, idsOf(plan.conflicts, kind));
      const result: CopyResult = {
        create: plan.create.map(({ row, kind, name }) => ({
          id: sourceOf(kind, row).id,
          kind,
          name,
        })),
        conflicts: plan.conflicts.map(({ row, ...conflict }) => ({
          id: sourceOf(conflict.kind, row).id,
          ...conflict,
          existingRevision: existing[conflict.kind].get(conflict.existingId)!,
        })),
        written: false,
      };
      if (options.dryRun) return { outcome: 'done', result };
      if (!seenAsStored(result.conflicts, options.seen ?? [])) return { outcome: 'stale' };

      /** Creates the copy, or replaces the target record at the revision the preview saw. */
      const writeOne = async (write: ImportWrite): Promise<string> => {
        const repo = recordRepository(trx, write.kind);
        if (write.id === undefined)
          return (await repo.create({ ...target, ...write.content }, actor)).id;
        const at = { ...target, id: write.id };
        const revision = existing[write.kind].get(write.id)!;
        const update = await repo.update(at, write.content, revision, actor);
        if (update.outcome !== 'updated') throw new StaleReplace();
        return write.id;
      };
      for (const write of plan.writes) {
        const from = sourceOf(write.kind, write.row);
        const id = await writeOne(write);
        await trx
          .updateTable(KINDS[write.kind].table)
          .set(copiedFromColumns({ ...source, id: from.id, revision: from.revision }))
          .where('id', '=', id)
          .execute();
      }
      return { outcome: 'done', result: { ...result, written: true } };
    });
  } catch (error) {
    if (error instanceof StaleReplace) return { outcome: 'stale' };
    throw error;
  }
}

const idsOf = (conflicts: { kind: RecordKind; existingId: string }[], kind: RecordKind) =>
  conflicts.filter((c) => c.kind === kind).map((c) => c.existingId);

/** Every record a replace overwrites was seen by the preview at the revision it has now. */
function seenAsStored(conflicts: CopyConflict[], seen: NonNullable<CopyRequest['seen']>) {
  return conflicts
    .filter((c) => c.resolution === 'replace')
    .every((c) =>
      seen.some(
        (s) => s.kind === c.kind && s.id === c.existingId && s.revision === c.existingRevision,
      ),
    );
}

export function createCopyRepository(db: Db) {
  return {
    records: (target: Scope, source: CopySource, options: CopyOptions, actor: Actor | null) =>
      copyRecords(db, target, source, options, actor),
  };
}

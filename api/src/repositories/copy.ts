import type { CopyConflict, CopyRequest, CopyResult, Icp, RecordKind, Usp } from '@portal/contract';
import type { Db } from '../db/connection';
import { icpContent, uspContent } from '../exchange/content';
import type { ImportRecord } from '../exchange/import-record';
import { type ImportWrite, planImport } from '../exchange/plan-import';
import type { Actor } from './audit';
import { copiedFromColumns } from './copied-from';
import { createExchangeRepository } from './exchange';
import { createIcpsRepository } from './icps';
import { lockWorkspaceNames } from './name-lock';
import { inTransaction } from './transaction';
import { createUspsRepository } from './usps';

type Scope = { tenantId: string; workspaceId: string };

/** The source workspace: its scope and its name, which the copies keep. */
export type CopySource = Scope & { workspaceName: string };

export type CopyOptions = Pick<CopyRequest, 'icpIds' | 'uspIds' | 'onConflict' | 'dryRun' | 'seen'>;

/** The copy's plan or what it wrote; or why nothing was: an id not in the source, a stale replace, two sources replacing one record. */
export type CopyOutcome =
  | { outcome: 'done'; result: CopyResult }
  | { outcome: 'missing'; kind: RecordKind }
  | { outcome: 'stale' }
  | { outcome: 'double-replace'; kind: RecordKind; name: string };

const TABLE = { icp: 'icps', usp: 'usps' } as const;

/** Thrown inside the transaction to roll back what was written before a replace found its record changed. */
class StaleReplace extends Error {}

/** The source records as an import's records: `row` is the place in its kind's list, from 1. */
const asRecords = (icps: Icp[], usps: Usp[]): ImportRecord[] => [
  ...icps.map((icp, i) => ({
    row: i + 1,
    kind: 'icp' as const,
    name: icp.name,
    content: icpContent(icp),
    errors: [] as [],
  })),
  ...usps.map((usp, i) => ({
    row: i + 1,
    kind: 'usp' as const,
    name: usp.name,
    content: uspContent(usp),
    errors: [] as [],
  })),
];

/** The target records' revisions, for the conflicts the preview answers. */
async function revisions(trx: Db, kind: RecordKind, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom(TABLE[kind])
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
      const icps = createIcpsRepository(trx);
      const usps = createUspsRepository(trx);
      const sources = {
        icp: await icps.findMany(source, options.icpIds),
        usp: await usps.findMany(source, options.uspIds),
      };
      if (sources.icp.length < options.icpIds.length) return { outcome: 'missing', kind: 'icp' };
      if (sources.usp.length < options.uspIds.length) return { outcome: 'missing', kind: 'usp' };

      if (!options.dryRun) await lockWorkspaceNames(trx, target.workspaceId);
      const stored = await createExchangeRepository(trx).names(target);
      const plan = planImport(asRecords(sources.icp, sources.usp), stored, options.onConflict);
      const doubled = plan.errors[0];
      if (doubled) {
        const name = sources[doubled.kind][doubled.row - 1]!.name;
        return { outcome: 'double-replace', kind: doubled.kind, name };
      }
      const sourceOf = (kind: RecordKind, row: number) => sources[kind][row - 1]!;
      const existing = {
        icp: await revisions(trx, 'icp', idsOf(plan.conflicts, 'icp')),
        usp: await revisions(trx, 'usp', idsOf(plan.conflicts, 'usp')),
      };
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
        if (write.id === undefined) {
          return write.kind === 'icp'
            ? (await icps.create({ ...target, ...write.content }, actor)).id
            : (await usps.create({ ...target, ...write.content }, actor)).id;
        }
        const at = { ...target, id: write.id };
        const revision = existing[write.kind].get(write.id)!;
        const update =
          write.kind === 'icp'
            ? await icps.update(at, write.content, revision, actor)
            : await usps.update(at, write.content, revision, actor);
        if (update.outcome !== 'updated') throw new StaleReplace();
        return write.id;
      };
      for (const write of plan.writes) {
        const from = sourceOf(write.kind, write.row);
        const id = await writeOne(write);
        await trx
          .updateTable(TABLE[write.kind])
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

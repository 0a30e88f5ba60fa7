import type { ConflictChoice, ImportConflict, ImportError, ImportRow } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { type ArtifactContent, KINDS } from '../kinds';
import type { ImportRecord, RecordKind } from './import-record';

/** A stored record an imported one may match by name. */
export interface Stored {
  id: string;
  name: string;
}

/** What confirming the import writes, in file order. */
export interface ImportWrite {
  kind: RecordKind;
  row: number;
  id?: string;
  content: ArtifactContent;
}

export interface ImportPlan {
  create: ImportRow[];
  conflicts: ImportConflict[];
  errors: ImportError[];
  /** Every row with an error, in file order: what a `valid-rows` import leaves out. */
  rejected: ImportRow[];
  writes: ImportWrite[];
}

/** Names match with case and surrounding spaces ignored (imports, and restores from the trash). */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** '<name> (copy)', '(copy 2)', …: the first not taken, the name cut to stay within its limit. */
function copyName(name: string, kind: RecordKind, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${[...name.trim()].slice(0, KINDS[kind].nameMax - suffix.length).join('')}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** Each kind's entries, by its record kind. */
const perKind = <T>(make: (kind: RecordKind) => T) =>
  Object.fromEntries(Object.values(KINDS).map(({ kind }) => [kind, make(kind)])) as Record<
    RecordKind,
    T
  >;

/**
 * Sorts the file's records into creates, conflicts (resolved by `onConflict`) and errors. Two
 * rows replacing one stored record would overwrite each other: the second is an error. A kind
 * held once per workspace (a research brief) matches the workspace's record whatever its
 * name, is never kept twice (`copy` skips it, as the preview says), and a file's second one is
 * an error.
 */
export function planImport(
  records: ImportRecord[],
  stored: Record<RecordKind, Stored[]>,
  onConflict: ConflictChoice,
): ImportPlan {
  const plan: ImportPlan = { create: [], conflicts: [], errors: [], rejected: [], writes: [] };
  const reject = (error: ImportError, name: string) => {
    plan.errors.push(error);
    plan.rejected.push({ row: error.row, kind: error.kind, name });
  };
  const byName = perKind(
    (kind) => new Map(stored[kind].map((record) => [nameKey(record.name), record])),
  );
  const taken = perKind((kind) => new Set(byName[kind].keys()));
  const replaced = new Map<string, number>();
  /** The row that brought a once-per-workspace kind's record, by its kind. */
  const single = new Map<RecordKind, number>();

  for (const record of records) {
    if (record.content === null) {
      plan.errors.push(...record.errors);
      plan.rejected.push({ row: record.row, kind: record.kind, name: record.name });
      continue;
    }
    const { row, kind, name } = record;
    const once = KINDS[kind].onePerWorkspace === true;
    if (once && single.has(kind)) {
      reject(
        {
          row,
          kind,
          column: 'name',
          message: `A workspace holds one ${KINDS[kind].label}: row ${single.get(kind)} already brings it`,
        },
        name,
      );
      continue;
    }
    if (once) single.set(kind, row);
    const match = once ? stored[kind][0] : byName[kind].get(nameKey(name));
    const write = { ...record, row } as ImportWrite;
    if (!match) {
      plan.create.push({ row, kind, name });
      plan.writes.push(write);
      taken[kind].add(nameKey(name));
    } else if (onConflict === 'skip' || (once && onConflict === 'copy')) {
      plan.conflicts.push({ row, kind, name, existingId: match.id, resolution: 'skip' });
    } else if (onConflict === 'replace') {
      const earlier = replaced.get(`${kind}:${match.id}`);
      if (earlier !== undefined) {
        reject(
          {
            row,
            kind,
            column: 'name',
            message: `Row ${earlier} already replaces the ${kind.toUpperCase()} '${match.name}'`,
          },
          name,
        );
        continue;
      }
      replaced.set(`${kind}:${match.id}`, row);
      plan.conflicts.push({ row, kind, name, existingId: match.id, resolution: 'replace' });
      plan.writes.push({ ...write, id: match.id });
    } else {
      const newName = copyName(name, kind, taken[kind]);
      taken[kind].add(nameKey(newName));
      plan.conflicts.push({ row, kind, name, existingId: match.id, resolution: 'copy', newName });
      plan.writes.push({ ...write, content: { ...write.content, name: newName } } as ImportWrite);
    }
  }
  plan.errors = plan.errors.slice(0, EXCHANGE_LIMITS.importErrors);
  return plan;
}

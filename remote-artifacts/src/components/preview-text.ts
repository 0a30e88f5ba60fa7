import type { ConflictChoice } from '@portal/contract';

/** A preview's parts an import's and a copy's share: what is new, and the name clashes. */
interface Preview {
  create: unknown[];
  conflicts: { resolution: ConflictChoice }[];
}

/** How many records the write makes: the new ones and the clashes not skipped. */
export const recordsToWrite = ({ create, conflicts }: Preview) =>
  create.length + conflicts.filter((conflict) => conflict.resolution !== 'skip').length;

/** e.g. '1 record', '3 records'. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the preview says a clash becomes: skipped, replacing, or a copy under a new name. */
export function resolutionText(resolution: ConflictChoice, name: string, newName?: string) {
  if (resolution === 'skip') return 'skipped';
  if (resolution === 'replace') return 'replaces the existing one';
  return `created as “${newName ?? name}”`;
}

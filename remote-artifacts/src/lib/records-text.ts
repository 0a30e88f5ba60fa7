import type { RecordKind } from '@portal/contract';

/** Each record kind as a message names it: 'ICP', 'USP', 'research brief' (issue 39 §3). */
export const KIND_NAMES: Readonly<Record<RecordKind, string>> = {
  icp: 'ICP',
  usp: 'USP',
  brief: 'research brief',
};

interface Named {
  name: string;
}

/** '1 ICP', '3 ICPs'. */
export const countOf = (count: number, kind: string) => `${count} ${kind}${count === 1 ? '' : 's'}`;

/** What a notice says about the records: the one's name, or how many of the kind. */
export function recordsText(records: readonly Named[], kind: string) {
  const [only] = records;
  return only && records.length === 1 ? `“${only.name}”` : countOf(records.length, kind);
}

/** The names of the records, for a message that says which failed. */
export const namesText = (records: readonly Named[]) =>
  records.map((record) => `“${record.name}”`).join(', ');

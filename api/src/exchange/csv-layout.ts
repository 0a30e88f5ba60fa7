import { unreadable, type RecordKind } from './import-record';

/*
 * Which column of an imported CSV holds what, read from its header as the CSV export writes
 * it (docs/api.md, "CSV"): the order of columns is free, case and extra spaces are ignored.
 */

/** A numbered group's columns by field ('name', 'mobilizer', …): their index in a row. */
type Group = Map<string, number>;

export interface CsvLayout {
  kind: RecordKind;
  /** The header as written, for naming a column in an error. */
  header: string[];
  /** name, description / differentiator: their index. */
  fields: Map<string, number>;
  /** ICP: 'segment' and 'persona'; USP: 'product' and 'capability'. By number, ascending. */
  groups: Map<string, [number, Group][]>;
}

const FIELDS: Record<RecordKind, string[]> = {
  icp: ['name', 'description'],
  usp: ['name', 'differentiator'],
};

const GROUPS: Record<RecordKind, RegExp> = {
  icp: /^(segment) (\d+) (name|description|details)$|^(persona) (\d+) (name|description|mobilizer|buying committee)$/,
  usp: /^(product|capability) (\d+)()$/,
};

const normal = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

export function csvLayout(header: string[], kind: RecordKind): CsvLayout {
  const fields = new Map<string, number>();
  const groups = new Map<string, Map<number, Group>>();
  header.forEach((cell, index) => {
    const text = normal(cell);
    const where = `column ${index + 1} ('${cell}')`;
    if (FIELDS[kind].includes(text)) {
      if (fields.has(text)) throw unreadable(`The CSV names '${text}' twice: ${where}`);
      fields.set(text, index);
      return;
    }
    const match = GROUPS[kind].exec(text);
    if (text === '') throw unreadable(`The CSV's header has an empty column ${index + 1}`);
    if (!match) {
      throw unreadable(`The CSV has a column this ${kind.toUpperCase()} export does not: ${where}`);
    }
    const [group, number, field] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
    const byNumber = groups.get(group!) ?? new Map<number, Group>();
    const columns = byNumber.get(Number(number)) ?? new Map<string, number>();
    if (columns.has(field!)) throw unreadable(`The CSV names '${text}' twice: ${where}`);
    columns.set(field!, index);
    byNumber.set(Number(number), columns);
    groups.set(group!, byNumber);
  });
  const missing = FIELDS[kind].filter((field) => !fields.has(field));
  if (missing.length > 0) {
    throw unreadable(
      `The CSV has no '${missing[0]}' column: is it ${kind === 'icp' ? 'a USP' : 'an ICP'} file, or not a portal export?`,
    );
  }
  return {
    kind,
    header,
    fields,
    groups: new Map(
      [...groups].map(([group, byNumber]) => [group, [...byNumber].sort(([a], [b]) => a - b)]),
    ),
  };
}

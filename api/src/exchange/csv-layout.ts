import type { RecordKind } from '@portal/contract';
import { KINDS } from '../kinds';
import { ownFields } from '../kinds/content-codec';
import { columnName } from './csv-columns';
import { unreadable } from './import-record';

/*
 * Which column of an imported CSV holds what, read from its header as the CSV export writes
 * it (docs/api.md, "CSV"): the order of columns is free, case and extra spaces are ignored.
 */

/** A numbered group's columns by field ('name', 'mobilizer', …; '' for a line): their index. */
type Group = Map<string, number>;

export interface CsvLayout {
  kind: RecordKind;
  /** The header as written, for naming a column in an error. */
  header: string[];
  /** The record's own fields by column name ('name', 'description'): their index. */
  fields: Map<string, number>;
  /** Each list's numbered groups by its group name ('segment', 'product'), ascending. */
  groups: Map<string, [number, Group][]>;
}

/** 'segment 2 name' → ['segment', '2', 'name']; 'product 1' → ['product', '1', '']. */
const GROUP_COLUMN = /^(.+?) (\d+)(?: (.+))?$/;

const normal = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** The other kinds, as "is it a USP file" names them. */
const others = (kind: RecordKind) =>
  Object.values(KINDS)
    .filter((other) => other.kind !== kind)
    .map((other) => other.withArticle)
    .join(' or ');

export function csvLayout(header: string[], kind: RecordKind): CsvLayout {
  const declared = KINDS[kind];
  const own = ownFields(declared.fields).map((field) => columnName(field.key));
  /** Each group's column names after its number: [''] for a list of lines. */
  const groupColumns = new Map(
    declared.lists.map((list) => [
      list.csvGroup,
      list.shape === 'lines' ? [''] : list.fields.map((field) => columnName(field.key)),
    ]),
  );
  const fields = new Map<string, number>();
  const groups = new Map<string, Map<number, Group>>();
  header.forEach((cell, index) => {
    const text = normal(cell);
    const where = `column ${index + 1} ('${cell}')`;
    if (own.includes(text)) {
      if (fields.has(text)) throw unreadable(`The CSV names '${text}' twice: ${where}`);
      fields.set(text, index);
      return;
    }
    const [, group = '', number = '', field = ''] = GROUP_COLUMN.exec(text) ?? [];
    if (text === '') throw unreadable(`The CSV's header has an empty column ${index + 1}`);
    if (!groupColumns.get(group)?.includes(field)) {
      throw unreadable(`The CSV has a column this ${declared.label} export does not: ${where}`);
    }
    const byNumber = groups.get(group) ?? new Map<number, Group>();
    const columns = byNumber.get(Number(number)) ?? new Map<string, number>();
    if (columns.has(field)) throw unreadable(`The CSV names '${text}' twice: ${where}`);
    columns.set(field, index);
    byNumber.set(Number(number), columns);
    groups.set(group, byNumber);
  });
  const missing = own.filter((field) => !fields.has(field));
  if (missing.length > 0) {
    throw unreadable(
      `The CSV has no '${missing[0]}' column: is it ${others(kind)} file, or not a portal export?`,
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

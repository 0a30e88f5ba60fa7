import type { ArtifactKind } from '../kinds';
import { type EntryField, ownFields } from '../kinds/content-codec';

/*
 * One CSV row per record, lists flattened into numbered columns: as many as the workspace's
 * longest list needs, a shorter list leaving its last cells empty (docs/api.md, "CSV"). A
 * persona's flags are `yes` or `no`. Columns come from the kind's fields, in the contract's
 * order: its own fields by key, then each list's numbered groups.
 */

/** How many numbered groups each list (by its key) needs in this file. */
export type CsvWidths = Readonly<Record<string, number>>;

/** `isBuyingCommittee` → 'buying committee': an entry field's column, words without "is". */
export const columnName = (key: string) =>
  key
    .replace(/^is(?=[A-Z])/, '')
    .replace(/[A-Z]/g, (c) => ` ${c}`)
    .trim()
    .toLowerCase();

const numbered = (count: number, names: (n: number) => string[]) =>
  Array.from({ length: count }, (_, index) => names(index + 1)).flat();

/** The header: own fields, then each list's groups up to its width. */
export const csvHeader = (kind: ArtifactKind, widths: CsvWidths) => [
  ...ownFields(kind.fields).map((field) => columnName(field.key)),
  ...kind.lists.flatMap((list) =>
    numbered(widths[list.key] ?? 0, (n) =>
      list.shape === 'lines'
        ? [`${list.csvGroup} ${n}`]
        : list.fields.map((field) => `${list.csvGroup} ${n} ${columnName(field.key)}`),
    ),
  ),
];

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

const cell = (field: EntryField, value: unknown) =>
  field.shape === 'flag' ? yesNo(Boolean(value)) : ((value as string | undefined) ?? '');

/** `cells` padded with empty cells to `groups` groups of `size`. */
const padded = (cells: string[], groups: number, size: number) => [
  ...cells,
  ...Array<string>(groups * size - cells.length).fill(''),
];

/** A record's content as one row of cells under `csvHeader(kind, widths)`. */
export const csvCells = (kind: ArtifactKind, content: object, widths: CsvWidths) => {
  const record = content as Record<string, unknown>;
  return [
    ...ownFields(kind.fields).map((field) => cell(field, record[field.key])),
    ...kind.lists.flatMap((list) => {
      const items = record[list.key] as unknown[];
      if (list.shape === 'lines') return padded(items as string[], widths[list.key] ?? 0, 1);
      return padded(
        items.flatMap((item) =>
          list.fields.map((field) => cell(field, (item as Record<string, unknown>)[field.key])),
        ),
        widths[list.key] ?? 0,
        list.fields.length,
      );
    }),
  ];
};

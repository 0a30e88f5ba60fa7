import { randomUUID } from 'node:crypto';
import type { EntryField } from './content-codec';
import { snakeCase } from './content-codec';
import type { KindList } from './kind';

/*
 * Row <-> wire mapping of a record's lists. A list of lines is a table of `value`s; a list of
 * entries a table with a column per field (snake_case), a flag stored 1 or 0, and a fresh id
 * on every write (the client sends none). Stored texts are trimmed (the API has already
 * refused blank required ones); an optional text left out is stored as ''.
 */

type Row = Record<string, unknown>;

/** The columns a list's rows are read with, besides the parent's. */
export const childColumns = (list: KindList) =>
  list.shape === 'lines' ? ['value'] : ['id', ...list.fields.map((field) => snakeCase(field.key))];

const stored = (field: EntryField, value: unknown) =>
  field.shape === 'flag' ? (value ? 1 : 0) : ((value as string | undefined) ?? '').trim();

/** The rows that store `items` as the list of record `parentId`, in order. */
export const childRows = (
  list: KindList,
  parentColumn: string,
  parentId: string,
  items: unknown[],
) =>
  items.map((item, position) => {
    const parent = { [parentColumn]: parentId, position };
    if (list.shape === 'lines') return { ...parent, value: (item as string).trim() };
    const entry = item as Row;
    return {
      ...parent,
      id: randomUUID(),
      ...Object.fromEntries(
        list.fields.map((field) => [snakeCase(field.key), stored(field, entry[field.key])]),
      ),
    };
  });

/** A stored row as the wire has it: a line, or an entry with its id first. */
export const fromChildRow = (list: KindList, row: Row): unknown =>
  list.shape === 'lines'
    ? row.value
    : {
        id: row.id,
        ...Object.fromEntries(
          list.fields.map((field) => {
            const value = row[snakeCase(field.key)];
            return [field.key, field.shape === 'flag' ? Boolean(value) : value];
          }),
        ),
      };

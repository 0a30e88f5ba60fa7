import { parse } from 'csv-parse';
import type { ImportError } from '@portal/contract';
import { KINDS } from '../kinds';
import { ownFields } from '../kinds/content-codec';
import { columnName } from './csv-columns';
import { contentErrors } from '../content-errors';
import { type CsvLayout, csvLayout } from './csv-layout';
import { eventLoopTurns } from './event-loop-turns';
import { type ImportRecord, type RecordKind, unreadable } from './import-record';

/** A cell a spreadsheet would run: = + - @, a tab or a carriage return first. */
const FORMULA = /^[=+\-@\t\r]/;
/** A cell the export neutralised: one apostrophe to take back. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const FLAGS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
  '': false,
};

const blank = (cell: string) => cell.trim() === '';

/** One data row read into content, every problem named by its column. */
function readRow(layout: CsvLayout, cells: string[], row: number): ImportRecord {
  const { kind, header } = layout;
  const errors: ImportError[] = [];
  const fail = (column: string, message: string) => errors.push({ row, kind, column, message });
  cells.slice(header.length).forEach((cell, extra) => {
    if (!blank(cell))
      fail(`column ${header.length + extra + 1}`, 'This cell has no column in the header');
  });
  const text = (index: number | undefined) => {
    const cell = index === undefined ? '' : (cells[index] ?? '');
    if (index !== undefined && FORMULA.test(cell)) {
      fail(
        header[index]!,
        `Starts with '${cell[0] === '\t' ? 'tab' : cell[0] === '\r' ? 'carriage return' : cell[0]}' like a spreadsheet formula: put an apostrophe (') before it to keep it as text`,
      );
    }
    return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
  };
  const flag = (index: number | undefined) => {
    const value = FLAGS[text(index).trim().toLowerCase()];
    if (value === undefined) fail(header[index!]!, 'must be yes or no');
    return value ?? false;
  };
  /** The groups of `name` with anything in them, with the column number each came from. */
  const filled = (name: string) =>
    (layout.groups.get(name) ?? []).filter(([, columns]) =>
      [...columns.values()].some((index) => !blank(cells[index] ?? '')),
    );

  const columnOf = new Map<string, string>();
  const declared = KINDS[kind];
  const content: Record<string, unknown> = {};
  for (const field of ownFields(declared.fields)) {
    const index = layout.fields.get(columnName(field.key));
    content[field.key] = field.shape === 'flag' ? flag(index) : text(index);
  }
  for (const list of declared.lists) {
    content[list.key] = filled(list.csvGroup).map(([number, columns], i) => {
      if (list.shape === 'lines') {
        columnOf.set(`${list.key}[${i}]`, `${list.csvGroup} ${number}`);
        return text(columns.get(''));
      }
      return Object.fromEntries(
        list.fields.map((field) => {
          const column = columnName(field.key);
          columnOf.set(`${list.key}[${i}].${field.key}`, `${list.csvGroup} ${number} ${column}`);
          const index = columns.get(column);
          return [field.key, field.shape === 'flag' ? flag(index) : text(index)];
        }),
      );
    });
  }
  for (const { field, message } of contentErrors(declared.content, content, 'the row'))
    fail(columnOf.get(field) ?? field, message);
  const name = content.name as string;
  return (
    errors.length > 0
      ? { row, kind, name, content: null, errors }
      : { row, kind, name, content, errors: [] }
  ) as ImportRecord;
}

/**
 * CSV of one kind as the CSV export writes it. `row` is the spreadsheet's row number (the
 * header is 1); rows with every cell blank are skipped but keep their number.
 */
export async function readCsv(text: string, kind: RecordKind): Promise<ImportRecord[]> {
  const turn = eventLoopTurns();
  let rows: string[][];
  try {
    rows = await csvRows(text, turn);
  } catch (error) {
    throw unreadable(`The file is not CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = rows;
  if (!header || header.every(blank)) throw unreadable('The file is empty: it has no header row');
  const layout = csvLayout(header, kind);
  const records: ImportRecord[] = [];
  for (const [index, cells] of data.entries()) {
    await turn();
    if (!cells.every(blank)) records.push(readRow(layout, cells, index + 2));
  }
  return records;
}

/** Characters handed to the CSV parser at a time: 5 MB parsed at once held the event loop. */
const CSV_SLICE = 64 * 1024;

/** The rows of `text`, parsed a slice at a time with the event loop's turns between. */
async function csvRows(text: string, turn: () => Promise<void>): Promise<string[][]> {
  const rows: string[][] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted cell is kept as text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: false,
  });
  parser.on('data', (row: string[]) => rows.push(row));
  // Settles on the end or the first error, never rejects: an error while this awaits a turn
  // must not count as unhandled.
  let failure: unknown;
  const settled = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.on('error', (error) => {
      failure ??= error;
      resolve();
    });
  });
  for (let at = 0; at < text.length && failure === undefined;) {
    // Each slice is encoded to UTF-8 alone: never end one between a surrogate pair's halves.
    const end = Math.min(
      text.length,
      at + CSV_SLICE + (isHighSurrogate(text, at + CSV_SLICE - 1) ? 1 : 0),
    );
    parser.write(text.slice(at, end));
    at = end;
    await turn();
  }
  if (failure === undefined) parser.end();
  await settled;
  if (failure !== undefined) throw failure;
  return rows;
}

const isHighSurrogate = (text: string, index: number) => {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff;
};

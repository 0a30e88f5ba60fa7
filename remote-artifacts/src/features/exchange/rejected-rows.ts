import type { ExportFormat, ImportError, ImportRow, RecordKind } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { csvRows, csvText } from './csv-text';
import { reasonText } from './import-preview';

/** The file an import read, as the dialog holds it. */
interface ImportedFile {
  name: string;
  format: ExportFormat;
  content: string;
}

/** A pack's list of each kind. */
const LISTS: Record<RecordKind, string> = { icp: 'icps', usp: 'usps', brief: 'briefs' };

/** Why a row was left out, in words: each of its errors, or that the answer stopped listing them. */
function reasonOf(row: ImportRow, errors: ImportError[]): string {
  const own = errors.filter((error) => error.row === row.row && error.kind === row.kind);
  if (own.length === 0)
    return `Has errors: an import lists its first ${EXCHANGE_LIMITS.importErrors} errors only`;
  return own.map(reasonText).join('; ');
}

/**
 * The rows a `valid-rows` import left out, as a CSV to download: for a CSV file its header
 * and each rejected row as it was in the file, a `reason` column last; for a JSON pack one
 * row per rejected record (its kind, place in its list, name and the record's JSON).
 */
export function rejectedRowsCsv(
  file: ImportedFile,
  rejected: ImportRow[],
  errors: ImportError[],
): string {
  if (file.format === 'csv') {
    const [header = [], ...rows] = csvRows(file.content);
    // `row` is the spreadsheet's row: the header is row 1, the first data row 2.
    return csvText([
      [...header, 'reason'],
      ...rejected.map((row) => [...(rows[row.row - 2] ?? []), reasonOf(row, errors)]),
    ]);
  }
  const pack = JSON.parse(file.content) as Record<string, unknown[] | undefined>;
  return csvText([
    ['kind', 'row', 'name', 'record', 'reason'],
    ...rejected.map((row) => [
      row.kind,
      String(row.row),
      row.name,
      JSON.stringify(pack[LISTS[row.kind]]?.[row.row - 1] ?? null),
      reasonOf(row, errors),
    ]),
  ]);
}

/** The download's name: the file's own with '-rejected', e.g. 'icps-rejected.csv'. */
export const rejectedFileName = (fileName: string) =>
  `${fileName.replace(/\.[^.]+$/, '') || 'import'}-rejected.csv`;

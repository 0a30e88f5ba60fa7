/*
 * CSV cells (RFC 4180) safe to open in a spreadsheet. A text that starts like a formula (=, +,
 * -, @, a tab or a carriage return) is written with a leading apostrophe, which spreadsheets
 * read as "this is text"; so is a text that already starts with an apostrophe and then one of
 * those, so that reading strips exactly one apostrophe back (docs/api.md, "CSV").
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;

/** The cell's text as written: neutralised, then quoted when it must be. */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

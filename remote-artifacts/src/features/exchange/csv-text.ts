/*
 * The CSV a browser needs for the rejected rows' download (issue 37 §4): the chosen file read
 * into rows as the API reads it (RFC 4180; a quote inside an unquoted cell is text; the first
 * of CRLF, LF or CR found ends every row), and rows written back with quoting only, so each
 * cell stays as it was.
 */

const lineEnd = (text: string, at: number) => (text.startsWith('\r\n', at) ? '\r\n' : text[at]!);

/** The file's rows, each its cells; a byte order mark before the first is not a cell's. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  // The first line end found is the file's, as the API's parser takes it; another is text.
  let end: string | undefined;
  let at = text.startsWith('\uFEFF') ? 1 : 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') cell += text[++at];
      else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if ((char === '\r' || char === '\n') && text.startsWith((end ??= lineEnd(text, at)), at)) {
      at += end.length - 1;
      endRow();
    } else cell += char;
  }
  // A last row without a line end still counts; a line end at the very end opens none.
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** One cell as written: quoted when it holds a quote, comma or line end, else as it is. */
const csvCell = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** Rows as CSV text, CRLF after each, as the API's export writes them. */
export const csvText = (rows: readonly (readonly string[])[]) =>
  rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');

/** A results table as aligned plain text: numbers right-aligned, everything else left. */
export function formatTable({ title, columns, rows }) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row, source) =>
    row
      .map((cell, i) =>
        typeof source[i] === 'number' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [
    title,
    line(cells[0], columns),
    rule,
    ...cells.slice(1).map((row, i) => line(row, rows[i])),
  ].join('\n');
}

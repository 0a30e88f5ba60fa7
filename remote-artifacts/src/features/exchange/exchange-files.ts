import type { ExportFormat, ExportKind } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';

/**
 * A name for the saved file: workspace, what it holds, the day, e.g. 'smb-icps-2026-11-25.csv';
 * a selection's says so: 'smb-icps-selected-2026-11-25.csv'.
 */
export function exportFileName(
  workspaceName: string,
  kind: ExportKind,
  format: ExportFormat,
  today: Date,
  selected = false,
): string {
  const workspace =
    workspaceName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'workspace';
  const what = `${kind === 'all' ? 'pack' : `${kind}s`}${selected ? '-selected' : ''}`;
  return `${workspace}-${what}-${today.toISOString().slice(0, 10)}.${format}`;
}

/** The byte order mark spreadsheet programs on Windows need to read a CSV file as UTF-8. */
const BOM = '\uFEFF';

/**
 * Hands the text to the browser as a download named `fileName`. A CSV file starts with a byte
 * order mark: the API writes one, but reading the answer as text drops it (issue 37 §4).
 */
export function saveFile(fileName: string, text: string, format: ExportFormat): void {
  const csv = format === 'csv';
  const type = csv ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
  const body = csv && !text.startsWith(BOM) ? BOM + text : text;
  const href = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The import's format from the file's name, or a message saying why it cannot be imported. */
export function importFormat(file: {
  name: string;
  size: number;
}): { format: ExportFormat } | { problem: string } {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== 'json' && extension !== 'csv')
    return { problem: 'Choose a .json or .csv file.' };
  // A character takes at least a byte: a file of more bytes than 4 per character allowed is too long.
  if (file.size > EXCHANGE_LIMITS.importChars * 4) return { problem: tooLong };
  return { format: extension };
}

const tooLong = `The file is too large: an import takes at most ${EXCHANGE_LIMITS.importChars.toLocaleString('en-US')} characters.`;

/** The file's text, or why it cannot be sent (too long once read). */
export function importText(text: string): { content: string } | { problem: string } {
  return text.length > EXCHANGE_LIMITS.importChars ? { problem: tooLong } : { content: text };
}

/** A file's text, decoded as UTF-8 (a broken byte becomes U+FFFD, which the API refuses). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

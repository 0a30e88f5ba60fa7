import type { ImportError, RecordKind } from '@portal/contract';
import { ApiError } from '../errors';
import type { ArtifactContent } from '../kinds';

export type { RecordKind };

/** One record of an import's file, read: its content when it has no errors. */
export type ImportRecord =
  | { row: number; kind: RecordKind; name: string; content: ArtifactContent; errors: [] }
  | { row: number; kind: RecordKind; name: string; content: null; errors: ImportError[] };

/** A file the import cannot read at all (not JSON, not CSV, no name column): nothing per row. */
export const unreadable = (message: string) => new ApiError(400, 'IMPORT_UNREADABLE', message);

/**
 * Text that was not decoded cleanly: U+FFFD is what a browser puts for bytes that are not UTF-8
 * (a NUL or a lone surrogate in the text never reaches here: the API refuses them in every
 * body; what a JSON pack's escapes stand for is checked once parsed, in read-pack.ts).
 */
export function checkEncoding(text: string) {
  const index = text.indexOf('\uFFFD');
  if (index < 0) return;
  const line = text.slice(0, index).split('\n').length;
  throw unreadable(
    `The file is not valid UTF-8 text (line ${line}): save it as UTF-8 (in Excel: 'CSV UTF-8') and import it again`,
  );
}

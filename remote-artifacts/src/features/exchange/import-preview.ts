import type { ImportConflict, ImportError, ImportResult } from '@portal/contract';
import { count, resolutionText } from '../../components/preview-text';
import { isFieldPath, pathLabel } from '../../lib/field-labels';
import { KIND_NAMES } from '../../lib/records-text';

/** The preview in one line, e.g. '3 new, 1 already exists, 2 with errors'. */
export function previewSummary({ create, conflicts, errors }: ImportResult): string {
  const rowsWithErrors = new Set(errors.map((error) => `${error.kind}:${error.row}`)).size;
  return [
    `${create.length} new`,
    `${conflicts.length} already ${conflicts.length === 1 ? 'exists' : 'exist'}`,
    `${count(rowsWithErrors, 'row')} with errors`,
  ].join(', ');
}

/** The label of the button that writes, e.g. 'Import 4 records'. */
export const importLabel = (n: number) => `Import ${count(n, 'record')}`;

/** After the write, e.g. '4 records imported.'. */
export const importedMessage = (n: number) => `${count(n, 'record')} imported.`;

/**
 * One row's error as a user reads it: its row, kind, the field as the form labels it and the
 * rule, the field said once. The API's message starts with the field's path ('differentiator
 * is required', 'segments[0].name is required', also for a CSV column 'segment 1 name'); a
 * message that does not keeps its column before it.
 */
export const rowErrorText = (error: ImportError): string =>
  `Row ${error.row} (${KIND_NAMES[error.kind]})${fieldFirst(error) ? ': ' : ', '}${reasonText(error)}`;

/** The rule starts with the field's path: it is said once, as the form labels it. */
const fieldFirst = ({ kind, message }: ImportError) =>
  isFieldPath(kind, /^(\S+) /.exec(message)?.[1] ?? '');

/**
 * The error without its row: 'Differentiator is required', or 'Segment 1 Name: must be yes or
 * no' for a message that does not name its field (the rejected rows' download says this).
 */
export function reasonText(error: ImportError): string {
  const { kind, column, message } = error;
  const [, subject = '', rule = ''] = /^(\S+) (.*)$/s.exec(message) ?? [];
  if (fieldFirst(error)) return `${pathLabel(kind, subject)} ${rule}`;
  return `${pathLabel(kind, column)}: ${message}`;
}

/** A clash and what the import does with it. */
export function conflictText({ row, kind, name, resolution, newName }: ImportConflict): string {
  return `Row ${row} (${KIND_NAMES[kind]}) “${name}”: ${resolutionText(resolution, name, newName)}`;
}

/** A record the import creates. */
export const createText = ({ row, kind, name }: ImportResult['create'][number]) =>
  `Row ${row} (${KIND_NAMES[kind]}) “${name}”`;

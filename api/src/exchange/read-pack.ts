import type { ExportKind } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { type ContentError, contentErrors } from '../content-errors';
import { findForbidden } from '../plugins/request-guards';
import { fieldPath } from '../validation';
import { KINDS } from '../kinds';
import { eventLoopTurns } from './event-loop-turns';
import { type ImportRecord, type RecordKind, unreadable } from './import-record';

const nameOf = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : '';

/**
 * The body guard's rule, for the text the file's escapes stand for: the guard sees `\u0000`
 * as six characters, the parsed record holds a NUL (PostgreSQL cannot store it) or a lone
 * surrogate (both databases would store U+FFFD). The first such field of the record.
 */
function characterError(value: unknown): ContentError | undefined {
  const found = findForbidden(value, '');
  if (found === undefined) return undefined;
  const field = fieldPath(found);
  return {
    field,
    message: `${field || 'the record'} must not contain NUL characters or unpaired surrogates`,
  };
}

/** Every field that breaks the contract, and one holding characters no database keeps. */
function recordErrors(kind: RecordKind, value: unknown): ContentError[] {
  const errors = contentErrors(KINDS[kind].content, value, 'the record');
  const characters = characterError(value);
  return characters && !errors.some(({ field }) => field === characters.field)
    ? [...errors, characters]
    : errors;
}

function readRecord(kind: RecordKind, row: number, value: unknown): ImportRecord {
  const errors = recordErrors(kind, value).map(({ field, message }) => ({
    row,
    kind,
    column: field || '(record)',
    message,
  }));
  const name = nameOf(value);
  return (
    errors.length > 0
      ? { row, kind, name, content: null, errors }
      : { row, kind, name, content: value, errors: [] }
  ) as ImportRecord;
}

async function recordsOf(
  list: unknown,
  kind: RecordKind,
  key: string,
  turn: () => Promise<void>,
): Promise<ImportRecord[]> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw unreadable(`The file's '${key}' must be a list`);
  const records: ImportRecord[] = [];
  for (const [index, value] of (list as unknown[]).entries()) {
    await turn();
    records.push(readRecord(kind, index + 1, value));
  }
  return records;
}

/**
 * A pack as the JSON export writes it: `schemaVersion` 1 and the lists asked for (`hash` is
 * not needed and not checked: a person may have edited the file on purpose).
 */
export async function readPack(text: string, kind: ExportKind): Promise<ImportRecord[]> {
  let pack: unknown;
  try {
    pack = JSON.parse(text);
  } catch (error) {
    throw unreadable(`The file is not JSON: ${(error as Error).message}`);
  }
  if (typeof pack !== 'object' || pack === null || Array.isArray(pack))
    throw unreadable('The file is not a portal export: it is not a JSON object');
  const { schemaVersion, ...lists } = pack as Record<string, unknown>;
  if (schemaVersion !== EXCHANGE_LIMITS.schemaVersion)
    throw unreadable(
      `The file is not a portal export of schemaVersion ${EXCHANGE_LIMITS.schemaVersion} (it says ${JSON.stringify(schemaVersion) ?? 'nothing'})`,
    );
  const turn = eventLoopTurns();
  const records: ImportRecord[] = [];
  for (const { kind: each, table } of Object.values(KINDS))
    if (kind === 'all' || kind === each)
      records.push(...(await recordsOf(lists[table], each, table, turn)));
  return records;
}

import { type ExportKind, IcpContent, UspContent } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import type { TSchema } from 'typebox';
import { contentErrors } from '../content-errors';
import { type ImportRecord, type RecordKind, unreadable } from './import-record';

const SCHEMAS: Record<RecordKind, TSchema> = { icp: IcpContent, usp: UspContent };

const nameOf = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : '';

function recordsOf(list: unknown, kind: RecordKind, key: string): ImportRecord[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw unreadable(`The file's '${key}' must be a list`);
  return list.map((value: unknown, index) => {
    const row = index + 1;
    const errors = contentErrors(SCHEMAS[kind], value, 'the record').map(({ field, message }) => ({
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
  });
}

/**
 * A pack as the JSON export writes it: `schemaVersion` 1 and the lists asked for (`hash` is
 * not needed and not checked: a person may have edited the file on purpose).
 */
export function readPack(text: string, kind: ExportKind): ImportRecord[] {
  let pack: unknown;
  try {
    pack = JSON.parse(text);
  } catch (error) {
    throw unreadable(`The file is not JSON: ${(error as Error).message}`);
  }
  if (typeof pack !== 'object' || pack === null || Array.isArray(pack))
    throw unreadable('The file is not a portal export: it is not a JSON object');
  const { schemaVersion, icps, usps } = pack as Record<string, unknown>;
  if (schemaVersion !== EXCHANGE_LIMITS.schemaVersion)
    throw unreadable(
      `The file is not a portal export of schemaVersion ${EXCHANGE_LIMITS.schemaVersion} (it says ${JSON.stringify(schemaVersion) ?? 'nothing'})`,
    );
  return [
    ...(kind === 'usp' ? [] : recordsOf(icps, 'icp', 'icps')),
    ...(kind === 'icp' ? [] : recordsOf(usps, 'usp', 'usps')),
  ];
}

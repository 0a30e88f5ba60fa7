import type { ImportResult } from '@portal/contract';
import {
  conflictText,
  createText,
  importedMessage,
  importLabel,
  previewSummary,
  rowErrorText,
} from './import-preview';
import { recordsToWrite } from '../../components/preview-text';

const result = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  create: [],
  conflicts: [],
  errors: [],
  written: false,
  ...overrides,
});

const conflict = (resolution: 'skip' | 'replace' | 'copy', newName?: string) => ({
  row: 3,
  kind: 'icp' as const,
  name: 'Mid-market SaaS',
  existingId: 'icp-1',
  resolution,
  ...(newName ? { newName } : {}),
});

it('counts the new records and the clashes that are not skipped', () => {
  const create = [
    { row: 2, kind: 'icp' as const, name: 'A' },
    { row: 1, kind: 'usp' as const, name: 'B' },
  ];
  expect(recordsToWrite(result({ create, conflicts: [conflict('skip')] }))).toBe(2);
  expect(recordsToWrite(result({ create, conflicts: [conflict('replace')] }))).toBe(3);
  expect(recordsToWrite(result({ conflicts: [conflict('copy'), conflict('skip')] }))).toBe(1);
});

it('sums the preview up, counting a row with several errors once', () => {
  const errors = [
    { row: 4, kind: 'icp' as const, column: 'name', message: 'name is required' },
    { row: 4, kind: 'icp' as const, column: 'description', message: 'description is required' },
    { row: 4, kind: 'usp' as const, column: 'name', message: 'name is required' },
  ];
  expect(previewSummary(result({ create: [{ row: 2, kind: 'icp', name: 'A' }], errors }))).toBe(
    '1 new, 0 already exist, 2 rows with errors',
  );
  expect(previewSummary(result({ conflicts: [conflict('skip')] }))).toBe(
    '0 new, 1 already exists, 0 rows with errors',
  );
});

it('names each row, its kind, the column as the form labels it and the rule, once', () => {
  expect(
    rowErrorText({ row: 5, kind: 'icp', column: 'segments', message: 'segments is not valid' }),
  ).toBe('Row 5 (ICP): Segments is not valid');
  expect(
    rowErrorText({
      row: 3,
      kind: 'usp',
      column: 'differentiator',
      message: 'differentiator is required',
    }),
  ).toBe('Row 3 (USP): Differentiator is required');
  expect(
    rowErrorText({
      row: 4,
      kind: 'icp',
      column: 'buyerPersonas[1].isMobilizer',
      message: 'buyerPersonas[1].isMobilizer must be true or false',
    }),
  ).toBe('Row 4 (ICP): Persona 2 Mobilizer Persona must be true or false');
  // A CSV column names the field by its header; the message, by its path.
  expect(
    rowErrorText({
      row: 2,
      kind: 'icp',
      column: 'segment 1 name',
      message: 'segments[0].name is required',
    }),
  ).toBe('Row 2 (ICP): Segment 1 Name is required');
  expect(
    rowErrorText({
      row: 2,
      kind: 'icp',
      column: 'persona 1 mobilizer',
      message: 'must be yes or no',
    }),
  ).toBe('Row 2 (ICP), persona 1 mobilizer: must be yes or no');
  // A message that does not start with a field keeps the column before it.
  expect(
    rowErrorText({ row: 6, kind: 'usp', column: 'name', message: 'Row 2 already brings it' }),
  ).toBe('Row 6 (USP), USP Name: Row 2 already brings it');
  expect(createText({ row: 2, kind: 'usp', name: 'Fast setup' })).toBe('Row 2 (USP) “Fast setup”');
  expect(conflictText(conflict('skip'))).toBe('Row 3 (ICP) “Mid-market SaaS”: skipped');
  expect(conflictText(conflict('replace'))).toBe(
    'Row 3 (ICP) “Mid-market SaaS”: replaces the existing one',
  );
  expect(conflictText(conflict('copy', 'Mid-market SaaS (copy)'))).toBe(
    'Row 3 (ICP) “Mid-market SaaS”: created as “Mid-market SaaS (copy)”',
  );
});

it('words the button and the success message by the count', () => {
  expect(importLabel(1)).toBe('Import 1 record');
  expect(importLabel(4)).toBe('Import 4 records');
  expect(importedMessage(1)).toBe('1 record imported.');
  expect(importedMessage(0)).toBe('0 records imported.');
});

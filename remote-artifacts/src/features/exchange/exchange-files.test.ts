import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { exportFileName, importFormat, importText } from './exchange-files';

const day = new Date('2026-11-25T23:30:00.000Z');

it('names the download after the workspace, what it holds and the day', () => {
  expect(exportFileName('Enterprise Sales', 'icp', 'csv', day)).toBe(
    'enterprise-sales-icps-2026-11-25.csv',
  );
  expect(exportFileName('Enterprise Sales', 'usp', 'json', day)).toBe(
    'enterprise-sales-usps-2026-11-25.json',
  );
  expect(exportFileName('Enterprise Sales', 'all', 'json', day)).toBe(
    'enterprise-sales-pack-2026-11-25.json',
  );
  expect(exportFileName('Enterprise Sales', 'icp', 'csv', day, true)).toBe(
    'enterprise-sales-icps-selected-2026-11-25.csv',
  );
});

it('keeps the name to plain letters and digits, and has one when nothing is left', () => {
  expect(exportFileName('  Café / Süd (EU) ', 'icp', 'json', day)).toBe(
    'cafe-sud-eu-icps-2026-11-25.json',
  );
  expect(exportFileName('データ', 'usp', 'csv', day)).toBe('workspace-usps-2026-11-25.csv');
  expect(exportFileName('', 'all', 'json', day)).toBe('workspace-pack-2026-11-25.json');
});

it('takes the format from the extension, and refuses any other file or one far too large', () => {
  expect(importFormat({ name: 'pack.JSON', size: 10 })).toEqual({ format: 'json' });
  expect(importFormat({ name: 'icps.2026.csv', size: 10 })).toEqual({ format: 'csv' });
  expect(importFormat({ name: 'icps.xlsx', size: 10 })).toEqual({
    problem: 'Choose a .json or .csv file.',
  });
  expect(importFormat({ name: 'csv', size: 10 })).toEqual({
    problem: 'Choose a .json or .csv file.',
  });
  expect(importFormat({ name: 'a.csv', size: EXCHANGE_LIMITS.importChars * 4 + 1 })).toEqual({
    problem: 'The file is too large: an import takes at most 5,000,000 characters.',
  });
});

it('sends a text up to the limit, and refuses one character more', () => {
  const atLimit = 'x'.repeat(EXCHANGE_LIMITS.importChars);
  expect(importText(atLimit)).toEqual({ content: atLimit });
  expect(importText(`${atLimit}x`)).toEqual({
    problem: 'The file is too large: an import takes at most 5,000,000 characters.',
  });
});

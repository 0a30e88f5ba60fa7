import { csvRows, csvText } from './csv-text';
import { rejectedFileName, rejectedRowsCsv } from './rejected-rows';

describe('csvRows reads a file as the API numbers its rows', () => {
  it('drops a byte order mark, keeps quoted commas, quotes and line ends in their cell', () => {
    expect(csvRows('\uFEFFname,description\r\n"A, b","Line 1\nsaid ""hi"""\r\n')).toEqual([
      ['name', 'description'],
      ['A, b', 'Line 1\nsaid "hi"'],
    ]);
  });

  it('keeps blank rows (the API skips them but keeps their numbers); the first line end is the one', () => {
    expect(csvRows('name\n\nB\rC\n')).toEqual([['name'], [''], ['B\rC']]);
    expect(csvRows('name\rB\rC')).toEqual([['name'], ['B'], ['C']]);
    expect(csvRows('name\r\nB\nC\r\n')).toEqual([['name'], ['B\nC']]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(csvRows('name\n5" screen,x')).toEqual([['name'], ['5" screen', 'x']]);
  });
});

it('csvText writes cells as they are, quoting only what must be', () => {
  expect(csvText([['=1+1', 'a,b', 'say "x"'], ['']])).toBe('=1+1,"a,b","say ""x"""\r\n\r\n');
});

it("a CSV's rejected rows keep their row numbers past blank rows, with every error as the reason", () => {
  const file = {
    name: 'usps.csv',
    format: 'csv' as const,
    content: 'name,differentiator\n\nGood,Fast\nBad,\n',
  };
  const errors = [
    {
      row: 4,
      kind: 'usp' as const,
      column: 'differentiator',
      message: 'differentiator is required',
    },
    {
      row: 4,
      kind: 'usp' as const,
      column: 'products',
      message: 'products must have at least 1 item',
    },
  ];
  expect(rejectedRowsCsv(file, [{ row: 4, kind: 'usp', name: 'Bad' }], errors)).toBe(
    'name,differentiator,reason\r\nBad,,Differentiator is required; Products must have at least 1 item\r\n',
  );
});

it("a JSON pack's rejected records: kind, place, name, the record as it was, and the reason", () => {
  const pack = { schemaVersion: 1, icps: [{ name: 'Fine' }, { name: 'No lists' }], usps: [] };
  const file = { name: 'pack.json', format: 'json' as const, content: JSON.stringify(pack) };

  const csv = rejectedRowsCsv(file, [{ row: 2, kind: 'icp', name: 'No lists' }], []);

  expect(csvRows(csv)).toEqual([
    ['kind', 'row', 'name', 'record', 'reason'],
    [
      'icp',
      '2',
      'No lists',
      '{"name":"No lists"}',
      'Has errors: an import lists its first 500 errors only',
    ],
  ]);
});

it('names the download after the chosen file', () => {
  expect(rejectedFileName('smb-icps-2026-11-25.csv')).toBe('smb-icps-2026-11-25-rejected.csv');
  expect(rejectedFileName('pack.json')).toBe('pack-rejected.csv');
});

import type { ImportResult } from '@portal/contract';
import { useStaffExchange } from '../helpers/exchange';
import { countOnboardingRows } from '../helpers/onboarding';

const { ctx, client, signedIn } = useStaffExchange();

const csvImport = (kind: 'icp' | 'usp', content: string, options: object = {}) =>
  client.import(signedIn.ids.smb.id, { format: 'csv', kind, content, ...options });

test('ICP and USP CSVs exported from one workspace import into an empty one: same content, same hash', async () => {
  const source = await client.pack(signedIn.ids.enterpriseSales.id);
  for (const kind of ['icp', 'usp'] as const) {
    const csv = (await client.export(signedIn.ids.enterpriseSales.id, `?format=csv&kind=${kind}`))
      .body;
    const response = await csvImport(kind, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>().written).toBe(true);
  }
  expect(await client.pack(signedIn.ids.smb.id)).toEqual(source);
});

test('texts the export neutralised come back as they were; lists skip empty groups', async () => {
  const csv = [
    'Name,Description,Persona 1 Name,Persona 1 Mobilizer,Persona 1 Buying Committee,Segment 2 Name,Segment 2 Description,Segment 2 Details,Segment 1 Name,Segment 1 Description,Segment 1 Details',
    `'=Formula-looking name,"Line one\nline two",CFO,YES,n,Only segment,'-5% churn,'@risk,,,`,
  ].join('\r\n');
  const preview = (await csvImport('icp', csv, { dryRun: true })).json<ImportResult>();
  expect(preview.errors).toEqual([]);
  expect(preview.create).toEqual([{ row: 2, kind: 'icp', name: '=Formula-looking name' }]);

  expect((await csvImport('icp', csv)).statusCode).toBe(200);
  const icp = (await client.pack(signedIn.ids.smb.id, '?kind=icp')).icps.at(-1);
  expect(icp).toEqual({
    name: '=Formula-looking name',
    description: 'Line one\nline two',
    segments: [{ name: 'Only segment', description: '-5% churn', details: '@risk' }],
    buyerPersonas: [{ name: 'CFO', description: '', isMobilizer: true, isBuyingCommittee: false }],
  });
});

test('a CSV with one bad row names its row and column, and confirming it writes nothing', async () => {
  const csv = [
    'name,differentiator,product 1,product 2,capability 1',
    'Fine USP,Fast,Portal,,SSO',
    '',
    'Formula USP,=HYPERLINK("http://evil.example"),Portal,,SSO',
    'No capability,Slow,Portal,Connectors,',
  ].join('\n');
  const expected = [
    {
      row: 4,
      kind: 'usp',
      column: 'differentiator',
      message:
        "Starts with '=' like a spreadsheet formula: put an apostrophe (') before it to keep it as text",
    },
    {
      row: 5,
      kind: 'usp',
      column: 'capabilities',
      message: 'capabilities must have at least 1 item',
    },
  ];
  const preview = (await csvImport('usp', csv, { dryRun: true })).json<ImportResult>();
  expect(preview.create).toEqual([{ row: 2, kind: 'usp', name: 'Fine USP' }]);
  expect(preview.errors).toEqual(expected);

  const counts = await countOnboardingRows(ctx.database.db);
  const response = await csvImport('usp', csv);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'IMPORT_INVALID', errors: expected });
  expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
});

test('a flag that is not yes or no, and a cell past the header, are errors of their cells', async () => {
  const csv = 'name,description,persona 1 name,persona 1 mobilizer\nA,B,CFO,maybe,extra\n';
  const preview = (await csvImport('icp', csv, { dryRun: true })).json<ImportResult>();
  expect(preview.errors).toEqual([
    { row: 2, kind: 'icp', column: 'column 5', message: 'This cell has no column in the header' },
    { row: 2, kind: 'icp', column: 'persona 1 mobilizer', message: 'must be yes or no' },
  ]);
});

describe('CSVs that cannot be read', () => {
  test.each([
    [
      'no kind',
      'icp',
      undefined,
      'name,description\n',
      'VALIDATION_FAILED',
      'A CSV holds one kind: send kind=icp or kind=usp',
    ],
    [
      'a USP file as ICPs',
      'icp',
      'icp',
      'name,differentiator\nA,B\n',
      'IMPORT_UNREADABLE',
      "The CSV has a column this ICP export does not: column 2 ('differentiator')",
    ],
    [
      'an ICP file as USPs',
      'usp',
      'usp',
      'name,description\nA,B\n',
      'IMPORT_UNREADABLE',
      "The CSV has a column this USP export does not: column 2 ('description')",
    ],
    [
      'no name column',
      'usp',
      'usp',
      'differentiator\nB\n',
      'IMPORT_UNREADABLE',
      "The CSV has no 'name' column: is it an ICP or a research brief file, or not a portal export?",
    ],
    [
      'a column twice',
      'usp',
      'usp',
      'name,differentiator,Name\n',
      'IMPORT_UNREADABLE',
      "The CSV names 'name' twice: column 3 ('Name')",
    ],
    [
      'an empty file',
      'usp',
      'usp',
      '\uFEFF',
      'IMPORT_UNREADABLE',
      'The file is empty: it has no header row',
    ],
    [
      'an unclosed quote',
      'usp',
      'usp',
      'name,differentiator\n"A,B\n',
      'IMPORT_UNREADABLE',
      expect.stringMatching(/^The file is not CSV: /),
    ],
  ])('%s is a 400 naming why', async (_, _kind, kind, content, code, message) => {
    const response = await client.import(signedIn.ids.smb.id, {
      format: 'csv',
      ...(kind ? { kind: kind as 'icp' } : {}),
      content,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code, message });
  });
});

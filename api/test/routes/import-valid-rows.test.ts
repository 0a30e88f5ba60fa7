import type { ImportResult } from '@portal/contract';
import { useStaffExchange } from '../helpers/exchange';
import { countOnboardingRows, workspaceAudit } from '../helpers/onboarding';

/*
 * Issue 37 §4: beside all-or-nothing, `mode: 'valid-rows'` writes the rows without errors in
 * one transaction and answers the rest.
 */
const { ctx, send, client, signedIn } = useStaffExchange();

let workspaceCount = 0;
/** An empty workspace of Acme per test, so what is stored is exactly what was imported. */
async function newWorkspace() {
  const workspace = await ctx.repos.workspaces.create({
    tenantId: signedIn.ids.acme.id,
    name: `Valid rows ${++workspaceCount}`,
  });
  return workspace.id;
}

const USPS = [
  'name,differentiator,product 1,capability 1',
  'First fine,Fast,Portal,SSO',
  'No differentiator,,Portal,SSO',
  'Second fine,Cheap,Portal,Exports',
  'Formula,=HYPERLINK("x"),Portal,SSO',
].join('\r\n');

const csvImport = (workspaceId: string, options: object) =>
  client.import(workspaceId, { format: 'csv', kind: 'usp', content: USPS, ...options });

async function storedUsps(workspaceId: string) {
  return (await client.pack(workspaceId, '?kind=usp')).usps.map((usp) => usp.name);
}

const auditEntries = (workspaceId: string) => workspaceAudit(ctx.database.db, workspaceId);

const rejected = [
  { row: 3, kind: 'usp', name: 'No differentiator' },
  { row: 5, kind: 'usp', name: 'Formula' },
];

test('the preview of valid rows lists what would be written and what is left out, and writes nothing', async () => {
  const workspaceId = await newWorkspace();
  const response = await csvImport(workspaceId, { mode: 'valid-rows', dryRun: true });

  expect(response.statusCode).toBe(200);
  const preview = response.json<ImportResult>();
  expect(preview.create).toEqual([
    { row: 2, kind: 'usp', name: 'First fine' },
    { row: 4, kind: 'usp', name: 'Second fine' },
  ]);
  expect(preview.rejected).toEqual(rejected);
  expect(preview.errors.map(({ row, column }) => [row, column])).toEqual([
    [3, 'differentiator'],
    [5, 'differentiator'],
  ]);
  expect(preview.written).toBe(false);
  expect(await storedUsps(workspaceId)).toEqual([]);
});

test('confirmed, the valid rows are stored with one audit entry each and the others answered with their reasons', async () => {
  const workspaceId = await newWorkspace();
  const response = await csvImport(workspaceId, { mode: 'valid-rows' });

  expect(response.statusCode).toBe(200);
  const result = response.json<ImportResult>();
  expect(result.written).toBe(true);
  expect(result.create).toHaveLength(2);
  expect(result.rejected).toEqual(rejected);
  expect(result.errors).toEqual([
    { row: 3, kind: 'usp', column: 'differentiator', message: 'differentiator is required' },
    expect.objectContaining({ row: 5, kind: 'usp', column: 'differentiator' }),
  ]);
  expect(await storedUsps(workspaceId)).toEqual(['First fine', 'Second fine']);
  expect(await auditEntries(workspaceId)).toEqual([
    { action: 'create', entity: 'usp' },
    { action: 'create', entity: 'usp' },
  ]);
});

test('the same file all or nothing is refused and stores nothing; its answer has no rejected list', async () => {
  const workspaceId = await newWorkspace();
  const counts = await countOnboardingRows(ctx.database.db);

  const response = await csvImport(workspaceId, { mode: 'all-or-nothing' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'IMPORT_INVALID',
    message: 'Nothing was imported: 2 errors in the file',
  });
  expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
  expect(await auditEntries(workspaceId)).toEqual([]);
  const preview = (await csvImport(workspaceId, { dryRun: true })).json<ImportResult>();
  expect(preview).not.toHaveProperty('rejected');
});

test('a second row replacing the same record is left out, the first replaces it', async () => {
  const workspaceId = await newWorkspace();
  await csvImport(workspaceId, { mode: 'valid-rows' });
  const twice = [
    'name,differentiator,product 1,capability 1',
    'First fine,Faster,Portal,SSO',
    'first fine,Fastest,Portal,SSO',
  ].join('\r\n');

  const response = await client.import(workspaceId, {
    format: 'csv',
    kind: 'usp',
    content: twice,
    onConflict: 'replace',
    mode: 'valid-rows',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<ImportResult>().rejected).toEqual([
    { row: 3, kind: 'usp', name: 'first fine' },
  ]);
  const pack = await client.pack(workspaceId, '?kind=usp');
  expect(pack.usps.find((usp) => usp.name === 'First fine')?.differentiator).toBe('Faster');
});

test('a file with no valid row stores nothing and answers every row rejected', async () => {
  const workspaceId = await newWorkspace();
  const content = ['name,differentiator,product 1,capability 1', 'Bad,,,'].join('\r\n');

  const response = await client.import(workspaceId, {
    format: 'csv',
    kind: 'usp',
    content,
    mode: 'valid-rows',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<ImportResult>()).toMatchObject({
    create: [],
    rejected: [{ row: 2, kind: 'usp', name: 'Bad' }],
  });
  expect(await storedUsps(workspaceId)).toEqual([]);
});

test("another tenant's workspace is the same 404 as a missing one and stores nothing", async () => {
  const counts = await countOnboardingRows(ctx.database.db);
  const response = await send(
    'POST',
    `/api/tenants/${signedIn.ids.globex.id}/workspaces/${signedIn.ids.emea.id}/import`,
    signedIn.staff,
    {
      format: 'csv',
      kind: 'usp',
      content: USPS,
      onConflict: 'skip',
      dryRun: false,
      mode: 'valid-rows',
    },
  );

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'Tenant not found',
  });
  expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
});

test('a mode the contract does not name is a 400', async () => {
  const workspaceId = await newWorkspace();
  const response = await csvImport(workspaceId, { mode: 'some-rows' });
  expect(response.statusCode).toBe(400);
  expect(await storedUsps(workspaceId)).toEqual([]);
});

import type { IcpContent, ImportResult, WorkspacePack } from '@portal/contract';
import { useStaffExchange } from '../helpers/exchange';
import { countOnboardingRows, snapshotOnboarding, workspaceAudit } from '../helpers/onboarding';

const { ctx, send, client, signedIn } = useStaffExchange();

const importInto = (workspaceId: string, pack: unknown, options: object = {}) =>
  client.import(workspaceId, { content: JSON.stringify(pack), ...options });

const auditCount = async (action: 'create' | 'update') =>
  (await workspaceAudit(ctx.database.db, signedIn.ids.smb.id)).filter(
    (entry) => entry.action === action,
  ).length;

describe('a JSON pack', () => {
  let source: WorkspacePack;
  beforeAll(async () => {
    source = await client.pack(signedIn.ids.enterpriseSales.id);
  });

  test('the preview lists what would be created and writes nothing', async () => {
    const before = await snapshotOnboarding(ctx.database.db);
    const response = await importInto(signedIn.ids.smb.id, source, { dryRun: true });

    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toEqual({
      create: [
        ...source.icps.map((icp, index) => ({ row: index + 1, kind: 'icp', name: icp.name })),
        ...source.usps.map((usp, index) => ({ row: index + 1, kind: 'usp', name: usp.name })),
      ],
      conflicts: [],
      errors: [],
      written: false,
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('confirmed into an empty workspace, it exports again with the same hash, one audit entry a record', async () => {
    const response = await importInto(signedIn.ids.smb.id, source);

    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>().written).toBe(true);
    expect(await client.pack(signedIn.ids.smb.id)).toEqual(source);
    expect(await auditCount('create')).toBe(source.icps.length + source.usps.length);
  });

  test("'skip' leaves every stored record that has the name, and writes nothing else", async () => {
    const before = await snapshotOnboarding(ctx.database.db);
    const response = await importInto(signedIn.ids.smb.id, source, { onConflict: 'skip' });

    const result = response.json<ImportResult>();
    expect(result.create).toEqual([]);
    expect(result.conflicts.map((c) => [c.kind, c.name, c.resolution])).toEqual([
      ...source.icps.map((icp) => ['icp', icp.name, 'skip']),
      ...source.usps.map((usp) => ['usp', usp.name, 'skip']),
    ]);
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test("'copy' creates '<name> (copy)', then '(copy 2)', names matched without case or spaces", async () => {
    const first = source.icps[0]!;
    const shouting = { ...first, name: `  ${first.name.toUpperCase()} ` };
    const pack = { schemaVersion: 1, icps: [shouting], usps: [] };

    const once = (
      await importInto(signedIn.ids.smb.id, pack, { onConflict: 'copy' })
    ).json<ImportResult>();
    const twice = (
      await importInto(signedIn.ids.smb.id, pack, { onConflict: 'copy' })
    ).json<ImportResult>();

    expect(once.conflicts).toEqual([
      expect.objectContaining({
        row: 1,
        resolution: 'copy',
        newName: `${first.name.toUpperCase()} (copy)`,
      }),
    ]);
    expect(twice.conflicts[0]!.newName).toBe(`${first.name.toUpperCase()} (copy 2)`);
    const names = (await client.pack(signedIn.ids.smb.id, '?kind=icp')).icps.map((icp) => icp.name);
    expect(names.slice(-2)).toEqual([
      `${first.name.toUpperCase()} (copy)`,
      `${first.name.toUpperCase()} (copy 2)`,
    ]);
  });

  test("'replace' writes the file's content over the stored record, a new revision", async () => {
    const first = source.icps[0]!;
    const changed: IcpContent = { ...first, description: 'Replaced by an import' };
    const stored = await ctx.repos.exchange.names({
      tenantId: signedIn.ids.acme.id,
      workspaceId: signedIn.ids.smb.id,
    });
    const target = stored.icp.find((icp) => icp.name === first.name)!;
    const before = (await ctx.repos.icps.find({ tenantId: signedIn.ids.acme.id, id: target.id }))!;

    const response = await importInto(
      signedIn.ids.smb.id,
      { schemaVersion: 1, icps: [changed], usps: [] },
      { onConflict: 'replace' },
    );

    expect(response.json<ImportResult>().conflicts).toEqual([
      { row: 1, kind: 'icp', name: first.name, existingId: target.id, resolution: 'replace' },
    ]);
    const after = (await ctx.repos.icps.find({ tenantId: signedIn.ids.acme.id, id: target.id }))!;
    expect(after.description).toBe('Replaced by an import');
    expect(after.revision).toBe(before.revision + 1);
    expect(await auditCount('update')).toBe(1);
  });

  test('two rows replacing one stored record is an error on the second', async () => {
    const first = source.icps[0]!;
    const response = await importInto(
      signedIn.ids.smb.id,
      { schemaVersion: 1, icps: [first, first], usps: [] },
      { onConflict: 'replace', dryRun: true },
    );
    expect(response.json<ImportResult>().errors).toEqual([
      {
        row: 2,
        kind: 'icp',
        column: 'name',
        message: `Row 1 already replaces the ICP '${first.name}'`,
      },
    ]);
  });
});

describe('a pack with a bad record', () => {
  const good: IcpContent = {
    name: 'Good one',
    description: 'Fine',
    segments: [],
    buyerPersonas: [],
  };
  const bad = {
    name: 'Bad one',
    description: 'Second segment has no name',
    segments: [
      { name: 'A', description: 'a', details: 'a' },
      { name: ' ', description: 'b', details: 'b' },
    ],
    buyerPersonas: [{ name: 'P', isMobilizer: 'yes', isBuyingCommittee: false }],
  };
  const pack = { schemaVersion: 1, icps: [good, bad], usps: [{ name: 'No lists' }] };

  test('the preview names each error by row and field, and keeps the good record', async () => {
    const response = await importInto(signedIn.ids.smb.id, pack, { dryRun: true });
    const result = response.json<ImportResult>();

    expect(result.create).toEqual([{ row: 1, kind: 'icp', name: 'Good one' }]);
    expect(result.errors).toEqual([
      { row: 2, kind: 'icp', column: 'segments[1].name', message: 'segments[1].name is required' },
      {
        row: 2,
        kind: 'icp',
        column: 'buyerPersonas[0].isMobilizer',
        message: 'buyerPersonas[0].isMobilizer must be a boolean',
      },
      { row: 1, kind: 'usp', column: 'differentiator', message: 'differentiator is required' },
      { row: 1, kind: 'usp', column: 'products', message: 'products is required' },
      { row: 1, kind: 'usp', column: 'capabilities', message: 'capabilities is required' },
    ]);
  });

  test('confirming it is a 400 with the same errors, and nothing is written', async () => {
    const counts = await countOnboardingRows(ctx.database.db);
    const preview = (
      await importInto(signedIn.ids.smb.id, pack, { dryRun: true })
    ).json<ImportResult>();
    const response = await importInto(signedIn.ids.smb.id, pack);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 5 errors in the file',
      errors: preview.errors,
    });
    expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
  });
});

describe('files that cannot be read', () => {
  const unreadable = (message: string) => ({ statusCode: 400, code: 'IMPORT_UNREADABLE', message });

  test.each([
    ['not JSON', '{"schemaVersion":1,', /^The file is not JSON: /],
    ['a list', '[]', /^The file is not a portal export: it is not a JSON object$/],
    [
      'another version',
      '{"schemaVersion":2,"icps":[]}',
      /^The file is not a portal export of schemaVersion 1 \(it says 2\)$/,
    ],
    ['icps not a list', '{"schemaVersion":1,"icps":{}}', /^The file's 'icps' must be a list$/],
    [
      'a broken encoding',
      '{"schemaVersion":1,"icps":[],"usps":[],"x":"caf\uFFFD"}',
      /^The file is not valid UTF-8 text \(line 1\)/,
    ],
  ])('%s is a 400 that names why, and writes nothing', async (_, content, message) => {
    const counts = await countOnboardingRows(ctx.database.db);
    const response = await client.import(signedIn.ids.smb.id, { content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      unreadable(expect.stringMatching(message) as unknown as string),
    );
    expect(await countOnboardingRows(ctx.database.db)).toEqual(counts);
  });

  test.each([
    ['a NUL', '{"schemaVersion":1,"icps":[{"name":"a\u0000"}]}'],
    ['a lone surrogate', '{"schemaVersion":1,"icps":[{"name":"\uD800x"}]}'],
  ])('%s is refused as in every body', async (_, content) => {
    const response = await client.import(signedIn.ids.smb.id, { content });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CHARACTERS',
      message: 'body/content must not contain NUL characters or unpaired surrogates',
    });
  });

  test('a file past the size limit is a 400 naming it', async () => {
    const response = await client.import(signedIn.ids.smb.id, { content: 'x'.repeat(5_000_001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'content must be at most 5000000 characters',
    });
  });

  test('more records than an import takes is a 400', async () => {
    const icps = Array.from({ length: 5001 }, (_, index) => ({
      name: `R${index}`,
      description: 'd',
      segments: [],
      buyerPersonas: [],
    }));
    const response = await importInto(
      signedIn.ids.smb.id,
      { schemaVersion: 1, icps },
      { dryRun: true },
    );
    expect(response.json()).toEqual(
      unreadable('The file has 5001 records; an import takes at most 5000'),
    );
  });

  test('a tenant the caller may not reach is the same 404 as a missing one, and writes nothing', async () => {
    const counts = await countOnboardingRows(ctx.database.db);
    const response = await send(
      'POST',
      `/api/tenants/${signedIn.ids.globex.id}/workspaces/${signedIn.ids.emea.id}/import`,
      signedIn.staff,
      {
        format: 'json',
        content: JSON.stringify({ schemaVersion: 1, icps: [], usps: [] }),
        onConflict: 'skip',
        dryRun: false,
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
});

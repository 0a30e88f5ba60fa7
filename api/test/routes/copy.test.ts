import type { CopyResult, Icp } from '@portal/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { bearer } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { useCopyFixture } from '../helpers/copy';
import { snapshotOnboarding, icpInput, lastUpdate, uspInput } from '../helpers/onboarding';

/** Inserts into `audit_entries` fail once this many have passed (a full disk mid-copy). */
let auditInsertsLeft = Infinity;
const failLateAudit: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'audit_entries') {
      if (auditInsertsLeft-- <= 0) throw new Error('injected failure writing audit_entries');
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

const { ctx, fixture, copy, from, emptyWorkspace, inAcme } = useCopyFixture((db) =>
  db.withPlugin(failLateAudit),
);
afterEach(() => {
  auditInsertsLeft = Infinity;
});

const withoutScope = ({
  id: _i,
  tenantId: _t,
  workspaceId: _w,
  revision: _r,
  updatedAt: _a,
  updatedBy: _b,
  copiedFrom: _c,
  ...rest
}: Icp) => rest;

test('the preview lists what will be created and writes nothing', async () => {
  const target = await emptyWorkspace('Preview');
  const before = await snapshotOnboarding(ctx.database.db);

  const response = await copy(fixture.staff, fixture.ids.acme.id, target, {
    ...from(),
    icpIds: [fixture.icps[1]!.id, fixture.icps[0]!.id],
    uspIds: [fixture.usps[0]!.id],
    dryRun: true,
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<CopyResult>()).toEqual({
    create: [
      { id: fixture.icps[0]!.id, kind: 'icp', name: fixture.icps[0]!.name },
      { id: fixture.icps[1]!.id, kind: 'icp', name: fixture.icps[1]!.name },
      { id: fixture.usps[0]!.id, kind: 'usp', name: fixture.usps[0]!.name },
    ],
    conflicts: [],
    written: false,
  });
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
});

test('confirmed, the copies hold the content and say where they came from, one audit entry each', async () => {
  const target = await emptyWorkspace('Confirmed');
  const audit = await countAuditRows(ctx.database.db);

  const response = await copy(fixture.staff, fixture.ids.acme.id, target, {
    ...from(),
    icpIds: [fixture.icps[0]!.id],
    uspIds: [fixture.usps[0]!.id],
  });

  expect(response.json<CopyResult>().written).toBe(true);
  const copies = await inAcme(target);
  expect(copies.icps).toHaveLength(1);
  expect(withoutScope(copies.icps[0]!)).toEqual({
    ...withoutScope(fixture.icps[0]!),
    segments: fixture.icps[0]!.segments.map((s) => ({ ...s, id: expect.any(String) })),
    buyerPersonas: fixture.icps[0]!.buyerPersonas.map((p) => ({ ...p, id: expect.any(String) })),
  });
  expect(Object.keys(copies.icps[0]!).at(-1)).toBe('copiedFrom');
  // A copy is its copier's write; its source came with the portal.
  expect(copies.icps[0]).toMatchObject(lastUpdate());
  expect(fixture.icps[0]!.updatedBy).toBeNull();
  expect(copies.icps[0]!.copiedFrom).toEqual({
    tenantId: fixture.ids.acme.id,
    workspaceId: fixture.ids.enterpriseSales.id,
    workspaceName: 'Enterprise Sales',
    id: fixture.icps[0]!.id,
    revision: fixture.icps[0]!.revision,
    changedSince: false,
    sourceGone: false,
  });
  expect(copies.usps.map((usp) => [usp.name, usp.copiedFrom?.id])).toEqual([
    [fixture.usps[0]!.name, fixture.usps[0]!.id],
  ]);
  expect(await countAuditRows(ctx.database.db)).toBe(audit + 2);
  // The source records are as they were, and still have no copiedFrom.
  expect(await inAcme(fixture.ids.enterpriseSales.id)).toEqual({
    icps: fixture.icps,
    usps: fixture.usps,
  });
});

test("a name clash with 'copy' creates '<name> (copy)', then '(copy 2)'", async () => {
  const target = await emptyWorkspace('Renames');
  const body = { ...from(), icpIds: [fixture.icps[0]!.id], onConflict: 'copy' as const };
  await copy(fixture.staff, fixture.ids.acme.id, target, body);
  await copy(fixture.staff, fixture.ids.acme.id, target, body);
  const third = (await copy(fixture.staff, fixture.ids.acme.id, target, body)).json<CopyResult>();

  const [first, ...copies] = (await inAcme(target)).icps;
  expect(third.conflicts).toEqual([
    {
      id: fixture.icps[0]!.id,
      kind: 'icp',
      name: fixture.icps[0]!.name,
      existingId: first!.id,
      resolution: 'copy',
      newName: `${fixture.icps[0]!.name} (copy 2)`,
      existingRevision: 1,
    },
  ]);
  expect(copies.map((icp) => icp.name)).toEqual([
    `${fixture.icps[0]!.name} (copy)`,
    `${fixture.icps[0]!.name} (copy 2)`,
  ]);
});

test("'skip' leaves the clashing record and copies the rest", async () => {
  const target = await emptyWorkspace('Skips');
  await copy(fixture.staff, fixture.ids.acme.id, target, {
    ...from(),
    icpIds: [fixture.icps[0]!.id],
  });
  const before = await inAcme(target);

  const result = (
    await copy(fixture.staff, fixture.ids.acme.id, target, {
      ...from(),
      icpIds: [fixture.icps[0]!.id, fixture.icps[1]!.id],
      onConflict: 'skip',
    })
  ).json<CopyResult>();

  expect(result.conflicts.map((c) => [c.name, c.resolution])).toEqual([
    [fixture.icps[0]!.name, 'skip'],
  ]);
  const after = await inAcme(target);
  expect(after.icps[0]).toEqual(before.icps[0]);
  expect(after.icps.map((icp) => icp.name)).toEqual([fixture.icps[0]!.name, fixture.icps[1]!.name]);
});

test("a source changed since shows changedSince, gone shows sourceGone; the list's ETag follows", async () => {
  const source = await ctx.repos.icps.create(
    icpInput(fixture.ids.acme.id, fixture.ids.enterpriseSales.id, { name: 'Will change' }),
    null,
  );
  const target = await emptyWorkspace('Changes');
  await copy(fixture.staff, fixture.ids.acme.id, target, { ...from(), icpIds: [source.id] });
  const url = `/api/icp-onboarding/${fixture.ids.acme.id}/workspace/${target}`;
  const etag = (await ctx.app.inject({ url, headers: bearer(fixture.staff) })).headers
    .etag as string;

  await ctx.repos.icps.update(
    { tenantId: fixture.ids.acme.id, id: source.id },
    { description: 'Newer' },
    undefined,
    null,
  );
  const changed = await ctx.app.inject({
    url,
    headers: { ...bearer(fixture.staff), 'if-none-match': etag },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<Icp[]>()[0]!.copiedFrom).toEqual(
    expect.objectContaining({ revision: 1, changedSince: true, sourceGone: false }),
  );

  await ctx.repos.icps.delete({ tenantId: fixture.ids.acme.id, id: source.id }, null);
  expect((await inAcme(target)).icps[0]!.copiedFrom).toEqual(
    expect.objectContaining({ id: source.id, changedSince: true, sourceGone: true }),
  );
});

test('a failure on the last write writes nothing at all', async () => {
  const target = await emptyWorkspace('Fails');
  const before = {
    onboarding: await snapshotOnboarding(ctx.database.db),
    audit: await countAuditRows(ctx.database.db),
  };
  auditInsertsLeft = 2;

  const response = await copy(fixture.staff, fixture.ids.acme.id, target, {
    ...from(),
    icpIds: fixture.icps.map((icp) => icp.id),
    uspIds: [fixture.usps[0]!.id],
  });

  expect(response.statusCode).toBe(500);
  expect({
    onboarding: await snapshotOnboarding(ctx.database.db),
    audit: await countAuditRows(ctx.database.db),
  }).toEqual(before);
});

test('a copy into the workspace it comes from is refused: 400, nothing written', async () => {
  const before = await snapshotOnboarding(ctx.database.db);
  const response = await copy(fixture.staff, fixture.ids.acme.id, fixture.ids.enterpriseSales.id, {
    ...from(),
    icpIds: [fixture.icps[0]!.id],
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Copy to another workspace: this one already holds these records',
  });
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
});

test('records that are not copies keep their keys', async () => {
  const plain = await ctx.repos.usps.create(
    uspInput(fixture.ids.acme.id, fixture.ids.smb.id),
    null,
  );
  const [answered] = (await inAcme(fixture.ids.smb.id)).usps.filter((usp) => usp.id === plain.id);
  expect(Object.keys(answered!)).toEqual([
    'id',
    'name',
    'differentiator',
    'products',
    'capabilities',
    'tenantId',
    'workspaceId',
    'revision',
    'updatedAt',
    'updatedBy',
  ]);
  expect(answered!.updatedBy).toBeNull();
});

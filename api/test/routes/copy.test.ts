import type { CopyResult, Icp, Usp } from '@portal/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { copyInto, listed } from '../helpers/copy';
import { icpInput, snapshotOnboarding, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

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

const ctx = useTestApp({}, undefined, (db) => db.withPlugin(failLateAudit));
const copy = copyInto(ctx);
let staff: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let icps: Icp[];
let usps: Usp[];

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  ids = await seededIds(ctx.repos);
  ({ icps, usps } = await listed(ctx, staff, ids.acme.id, ids.enterpriseSales.id));
});
afterEach(() => {
  auditInsertsLeft = Infinity;
});

const from = () => ({ fromTenantId: ids.acme.id, fromWorkspaceId: ids.enterpriseSales.id });
/** A new empty workspace of Acme: each test copies into its own. */
const emptyWorkspace = async (name: string) =>
  (await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name })).id;
const inAcme = (workspaceId: string) => listed(ctx, staff, ids.acme.id, workspaceId);
const withoutScope = ({
  id: _i,
  tenantId: _t,
  workspaceId: _w,
  revision: _r,
  copiedFrom: _c,
  ...rest
}: Icp) => rest;

test('the preview lists what will be created and writes nothing', async () => {
  const target = await emptyWorkspace('Preview');
  const before = await snapshotOnboarding(ctx.database.db);

  const response = await copy(staff, ids.acme.id, target, {
    ...from(),
    icpIds: [icps[1]!.id, icps[0]!.id],
    uspIds: [usps[0]!.id],
    dryRun: true,
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<CopyResult>()).toEqual({
    create: [
      { id: icps[0]!.id, kind: 'icp', name: icps[0]!.name },
      { id: icps[1]!.id, kind: 'icp', name: icps[1]!.name },
      { id: usps[0]!.id, kind: 'usp', name: usps[0]!.name },
    ],
    conflicts: [],
    written: false,
  });
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
});

test('confirmed, the copies hold the content and say where they came from, one audit entry each', async () => {
  const target = await emptyWorkspace('Confirmed');
  const audit = await countAuditRows(ctx.database.db);

  const response = await copy(staff, ids.acme.id, target, {
    ...from(),
    icpIds: [icps[0]!.id],
    uspIds: [usps[0]!.id],
  });

  expect(response.json<CopyResult>().written).toBe(true);
  const copies = await inAcme(target);
  expect(copies.icps).toHaveLength(1);
  expect(withoutScope(copies.icps[0]!)).toEqual({
    ...withoutScope(icps[0]!),
    segments: icps[0]!.segments.map((s) => ({ ...s, id: expect.any(String) })),
    buyerPersonas: icps[0]!.buyerPersonas.map((p) => ({ ...p, id: expect.any(String) })),
  });
  expect(Object.keys(copies.icps[0]!).at(-1)).toBe('copiedFrom');
  expect(copies.icps[0]!.copiedFrom).toEqual({
    tenantId: ids.acme.id,
    workspaceId: ids.enterpriseSales.id,
    workspaceName: 'Enterprise Sales',
    id: icps[0]!.id,
    revision: icps[0]!.revision,
    changedSince: false,
    sourceGone: false,
  });
  expect(copies.usps.map((usp) => [usp.name, usp.copiedFrom?.id])).toEqual([
    [usps[0]!.name, usps[0]!.id],
  ]);
  expect(await countAuditRows(ctx.database.db)).toBe(audit + 2);
  // The source records are as they were, and still have no copiedFrom.
  expect(await inAcme(ids.enterpriseSales.id)).toEqual({ icps, usps });
});

test("a name clash with 'copy' creates '<name> (copy)', then '(copy 2)'", async () => {
  const target = await emptyWorkspace('Renames');
  const body = { ...from(), icpIds: [icps[0]!.id], onConflict: 'copy' as const };
  await copy(staff, ids.acme.id, target, body);
  await copy(staff, ids.acme.id, target, body);
  const third = (await copy(staff, ids.acme.id, target, body)).json<CopyResult>();

  const [first, ...copies] = (await inAcme(target)).icps;
  expect(third.conflicts).toEqual([
    {
      id: icps[0]!.id,
      kind: 'icp',
      name: icps[0]!.name,
      existingId: first!.id,
      resolution: 'copy',
      newName: `${icps[0]!.name} (copy 2)`,
      existingRevision: 1,
    },
  ]);
  expect(copies.map((icp) => icp.name)).toEqual([
    `${icps[0]!.name} (copy)`,
    `${icps[0]!.name} (copy 2)`,
  ]);
});

test("'skip' leaves the clashing record and copies the rest", async () => {
  const target = await emptyWorkspace('Skips');
  await copy(staff, ids.acme.id, target, { ...from(), icpIds: [icps[0]!.id] });
  const before = await inAcme(target);

  const result = (
    await copy(staff, ids.acme.id, target, {
      ...from(),
      icpIds: [icps[0]!.id, icps[1]!.id],
      onConflict: 'skip',
    })
  ).json<CopyResult>();

  expect(result.conflicts.map((c) => [c.name, c.resolution])).toEqual([[icps[0]!.name, 'skip']]);
  const after = await inAcme(target);
  expect(after.icps[0]).toEqual(before.icps[0]);
  expect(after.icps.map((icp) => icp.name)).toEqual([icps[0]!.name, icps[1]!.name]);
});

describe("'replace'", () => {
  let target: string;
  let stored: Icp;
  beforeAll(async () => {
    target = await emptyWorkspace('Replaces');
    stored = (await ctx.repos.icps.create(
      icpInput(ids.acme.id, target, { name: icps[0]!.name.toUpperCase() }),
      null,
    ))!;
  });
  const replace = (extra: object) =>
    copy(staff, ids.acme.id, target, {
      ...from(),
      icpIds: [icps[0]!.id],
      uspIds: [usps[0]!.id],
      onConflict: 'replace',
      ...extra,
    });

  test('without the revisions the preview saw: 409, nothing written', async () => {
    const before = await snapshotOnboarding(ctx.database.db);
    const response = await replace({});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'STALE_REVISION',
      message: 'A record to replace was changed since the preview. Preview the copy again.',
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('a record changed since the preview: 409, nothing written (the other copy neither)', async () => {
    const preview = (await replace({ dryRun: true })).json<CopyResult>();
    expect(preview.conflicts).toEqual([
      expect.objectContaining({
        existingId: stored.id,
        existingRevision: 1,
        resolution: 'replace',
      }),
    ]);
    await ctx.repos.icps.update(
      { tenantId: ids.acme.id, id: stored.id },
      { description: 'Meanwhile' },
      undefined,
      null,
    );
    const before = await snapshotOnboarding(ctx.database.db);

    const seen = [{ kind: 'icp', id: stored.id, revision: 1 }];
    expect((await replace({ seen })).statusCode).toBe(409);
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test("with the preview's revisions: the source's content over it, a new revision, copiedFrom", async () => {
    const preview = (await replace({ dryRun: true })).json<CopyResult>();
    const seen = preview.conflicts.map((c) => ({
      kind: c.kind,
      id: c.existingId,
      revision: c.existingRevision,
    }));

    const result = (await replace({ seen })).json<CopyResult>();

    expect(result.written).toBe(true);
    const after = (await inAcme(target)).icps;
    expect(after.map((icp) => [icp.id, icp.name, icp.description, icp.revision])).toEqual([
      [stored.id, icps[0]!.name, icps[0]!.description, 3],
    ]);
    expect(after[0]!.copiedFrom).toEqual(
      expect.objectContaining({ id: icps[0]!.id, changedSince: false }),
    );
  });
});

test("a source changed since shows changedSince, gone shows sourceGone; the list's ETag follows", async () => {
  const source = await ctx.repos.icps.create(
    icpInput(ids.acme.id, ids.enterpriseSales.id, { name: 'Will change' }),
    null,
  );
  const target = await emptyWorkspace('Changes');
  await copy(staff, ids.acme.id, target, { ...from(), icpIds: [source.id] });
  const url = `/api/icp-onboarding/${ids.acme.id}/workspace/${target}`;
  const etag = (await ctx.app.inject({ url, headers: bearer(staff) })).headers.etag as string;

  await ctx.repos.icps.update(
    { tenantId: ids.acme.id, id: source.id },
    { description: 'Newer' },
    undefined,
    null,
  );
  const changed = await ctx.app.inject({
    url,
    headers: { ...bearer(staff), 'if-none-match': etag },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<Icp[]>()[0]!.copiedFrom).toEqual(
    expect.objectContaining({ revision: 1, changedSince: true, sourceGone: false }),
  );

  await ctx.repos.icps.delete({ tenantId: ids.acme.id, id: source.id }, null);
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

  const response = await copy(staff, ids.acme.id, target, {
    ...from(),
    icpIds: icps.map((icp) => icp.id),
    uspIds: [usps[0]!.id],
  });

  expect(response.statusCode).toBe(500);
  expect({
    onboarding: await snapshotOnboarding(ctx.database.db),
    audit: await countAuditRows(ctx.database.db),
  }).toEqual(before);
});

test('a copy into the workspace it comes from is refused: 400, nothing written', async () => {
  const before = await snapshotOnboarding(ctx.database.db);
  const response = await copy(staff, ids.acme.id, ids.enterpriseSales.id, {
    ...from(),
    icpIds: [icps[0]!.id],
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
  const plain = await ctx.repos.usps.create(uspInput(ids.acme.id, ids.smb.id), null);
  const [answered] = (await inAcme(ids.smb.id)).usps.filter((usp) => usp.id === plain.id);
  expect(Object.keys(answered!)).toEqual([
    'id',
    'name',
    'differentiator',
    'products',
    'capabilities',
    'tenantId',
    'workspaceId',
    'revision',
  ]);
});

test('two sources replacing one target record: 400, nothing written', async () => {
  const twins = await emptyWorkspace('Twins');
  const target = await emptyWorkspace('Twins target');
  const twin = () => ctx.repos.icps.create(icpInput(ids.acme.id, twins, { name: 'Twin' }), null);
  const sources = [await twin(), await twin()];
  await ctx.repos.icps.create(icpInput(ids.acme.id, target, { name: 'twin' }), null);
  const before = await snapshotOnboarding(ctx.database.db);

  const response = await copy(staff, ids.acme.id, target, {
    fromTenantId: ids.acme.id,
    fromWorkspaceId: twins,
    icpIds: sources.map((icp) => icp.id),
    onConflict: 'replace',
    dryRun: true,
  });

  expect(response.json()).toEqual({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: "Two ICPs named 'Twin' would replace the same one: copy one of them, or choose 'copy'",
  });
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
});

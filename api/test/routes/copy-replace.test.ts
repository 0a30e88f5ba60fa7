import type { CopyResult, Icp } from '@portal/contract';
import { useCopyFixture } from '../helpers/copy';
import { icpInput, snapshotOnboarding } from '../helpers/onboarding';

const { ctx, fixture, copy, from, emptyWorkspace, inAcme } = useCopyFixture();

describe("'replace'", () => {
  let target: string;
  let stored: Icp;
  beforeAll(async () => {
    target = await emptyWorkspace('Replaces');
    stored = (await ctx.repos.icps.create(
      icpInput(fixture.ids.acme.id, target, { name: fixture.icps[0]!.name.toUpperCase() }),
      null,
    ))!;
  });
  const replace = (extra: object) =>
    copy(fixture.staff, fixture.ids.acme.id, target, {
      ...from(),
      icpIds: [fixture.icps[0]!.id],
      uspIds: [fixture.usps[0]!.id],
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
      { tenantId: fixture.ids.acme.id, id: stored.id },
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
      [stored.id, fixture.icps[0]!.name, fixture.icps[0]!.description, 3],
    ]);
    expect(after[0]!.copiedFrom).toEqual(
      expect.objectContaining({ id: fixture.icps[0]!.id, changedSince: false }),
    );
  });
});

test('two sources replacing one target record: 400, nothing written', async () => {
  const twins = await emptyWorkspace('Twins');
  const target = await emptyWorkspace('Twins target');
  const twin = () =>
    ctx.repos.icps.create(icpInput(fixture.ids.acme.id, twins, { name: 'Twin' }), null);
  const sources = [await twin(), await twin()];
  await ctx.repos.icps.create(icpInput(fixture.ids.acme.id, target, { name: 'twin' }), null);
  const before = await snapshotOnboarding(ctx.database.db);

  const response = await copy(fixture.staff, fixture.ids.acme.id, target, {
    fromTenantId: fixture.ids.acme.id,
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

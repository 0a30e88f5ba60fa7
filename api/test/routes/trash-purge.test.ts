import type { ArtifactsPage, Icp, ImportResult, TrashItem, TrashList } from '@portal/contract';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { purgeCutoff } from '../../src/trash/repository';
import { readAudit, triples } from '../helpers/audit';
import { useStaffExchange } from '../helpers/exchange';
import { icpInput, notFoundBody } from '../helpers/onboarding';

const { ctx, send, client, signedIn } = useStaffExchange();
const DAY_MS = 86_400_000;

const trashUrl = () =>
  `/api/tenants/${signedIn.ids.acme.id}/workspaces/${signedIn.ids.smb.id}/trash`;

async function trashedIcp(name: string): Promise<{ icp: Icp; item: TrashItem }> {
  const { acme, smb } = signedIn.ids;
  const created = await send('POST', '/api/icp-onboarding', signedIn.staff, {
    ...icpInput(acme.id, smb.id),
    name,
  });
  const icp = created.json<Icp>();
  await send('DELETE', `/api/icp-onboarding/${acme.id}/${icp.id}`, signedIn.staff);
  const item = await send('GET', `${trashUrl()}/icp/${icp.id}`, signedIn.staff);
  return { icp, item: item.json<TrashItem>() };
}

const rowsOf = async (icpId: string) => ({
  icps: (await ctx.database.db.selectFrom('icps').select('id').where('id', '=', icpId).execute())
    .length,
  segments: (
    await ctx.database.db
      .selectFrom('icp_segments')
      .select('id')
      .where('icp_id', '=', icpId)
      .execute()
  ).length,
});

describe('what reads live records never shows', () => {
  test('the export leaves trashed records out', async () => {
    const { icp } = await trashedIcp('Not exported');
    const pack = await client.pack(signedIn.ids.smb.id);
    expect(pack.icps.map((content) => content.name)).not.toContain(icp.name);
  });

  test("an import's names do not match trashed records: a row of that name is created", async () => {
    const { icp } = await trashedIcp('Imported again');
    const { tenantId: _t, workspaceId: _w, ...content } = icpInput('', '', { name: icp.name });
    const response = await client.import(signedIn.ids.smb.id, {
      content: JSON.stringify({ schemaVersion: 1, icps: [content], usps: [] }),
      dryRun: true,
    });
    const result = response.json<ImportResult>();
    expect(result.create).toEqual([{ row: 1, kind: 'icp', name: icp.name }]);
    expect(result.conflicts).toEqual([]);
  });

  test("an instruction version's artifacts leave trashed records out", async () => {
    const { acme, smb } = signedIn.ids;
    const live = await send(
      'POST',
      '/api/icp-onboarding',
      signedIn.staff,
      icpInput(acme.id, smb.id),
    );
    const { icp } = await trashedIcp('Drafted, then deleted');
    // The lineage a save from a draft records (lineage.test.ts saves real drafts).
    await ctx.database.db
      .updateTable('icps')
      .set({ generated_prompt_id: 'trash-test-prompt', generated_version: '1.0' })
      .where('id', 'in', [live.json<Icp>().id, icp.id])
      .execute();
    const url = '/api/prompts/trash-test-prompt/versions/1.0/artifacts';
    const page = (await send('GET', url, signedIn.staff)).json<ArtifactsPage>();
    expect({ total: page.total, ids: page.items.map((item) => item.id) }).toEqual({
      total: 1,
      ids: [live.json<Icp>().id],
    });
  });
});

describe('the purge', () => {
  afterEach(() => {
    ctx.clock.current = Date.now();
  });

  test(`keeps a record ${TRASH_RETENTION_DAYS} days, then removes it and its lists for good; its history stays`, async () => {
    const { icp } = await trashedIcp('Expires');
    const listed = async () =>
      (await send('GET', trashUrl(), signedIn.staff)).json<TrashList>().items.map((i) => i.id);

    ctx.clock.advance((TRASH_RETENTION_DAYS - 1) * DAY_MS);
    expect(await listed()).toContain(icp.id);
    expect(await rowsOf(icp.id)).toEqual({ icps: 1, segments: 2 });

    ctx.clock.advance(2 * DAY_MS);
    expect(await listed()).not.toContain(icp.id);
    expect(await rowsOf(icp.id)).toEqual({ icps: 0, segments: 0 });
    const restore = await send('POST', `${trashUrl()}/icp/${icp.id}/restore`, signedIn.staff);
    expect(restore.json()).toEqual(notFoundBody('Not in the trash'));
    const { page } = await readAudit(ctx, signedIn.staff, {
      tenantId: signedIn.ids.acme.id,
      entity: 'icp',
      entityId: icp.id,
    });
    expect(triples(page!.items)).toEqual([
      ['delete', 'icp', icp.id],
      ['create', 'icp', icp.id],
    ]);
  });

  test('without a workspace (the server runs it hourly) it purges every trash, from the day the limit is reached', async () => {
    const { icp, item } = await trashedIcp('Purged by the server');
    const expiry = Date.parse(item.deletedAt) + TRASH_RETENTION_DAYS * DAY_MS;
    expect(item.purgeAt).toBe(new Date(expiry).toISOString());

    await ctx.repos.trash.purgeExpired(purgeCutoff(expiry - 1000));
    expect(await rowsOf(icp.id)).toEqual({ icps: 1, segments: 2 });
    expect(await ctx.repos.trash.purgeExpired(purgeCutoff(expiry))).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(icp.id)).toEqual({ icps: 0, segments: 0 });
  });
});

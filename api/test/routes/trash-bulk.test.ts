import type { BulkDeleteResult, BulkRestoreResult, Icp, TrashList, Usp } from '@portal/contract';
import { COPY_LIMITS } from '@portal/contract/limits';
import { ADMIN, loginAs, useTestApp, VIEWER } from '../helpers/app';
import { countAuditRows, readAudit, triples } from '../helpers/audit';
import { icpInput, lastUpdate, sender, snapshotOnboarding, uspInput } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/*
 * Moving records to the trash and restoring them in one request (issue 36 §5): one
 * transaction, an audit entry per record as the one-record calls write them, and each id
 * the call cannot take named with the words of its one-record call.
 */

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

const trashUrl = (workspaceId = ids.smb.id, tenantId = ids.acme.id) =>
  `/api/tenants/${tenantId}/workspaces/${workspaceId}/trash`;
const icpListUrl = () => `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`;
const listedIds = async () =>
  (await send('GET', icpListUrl(), staff)).json<Icp[]>().map((icp) => icp.id);
const trashedIds = async () =>
  (await send('GET', trashUrl(), staff)).json<TrashList>().items.map((item) => item.id);

async function createIcp(name: string): Promise<Icp> {
  const response = await send('POST', '/api/icp-onboarding', staff, {
    ...icpInput(ids.acme.id, ids.smb.id),
    name,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

const deleteAll = (kind: 'icp' | 'usp', recordIds: string[], token = staff) =>
  send('POST', `${trashUrl()}/${kind}`, token, { ids: recordIds });
const restoreAll = (kind: 'icp' | 'usp', recordIds: string[], token = staff) =>
  send('POST', `${trashUrl()}/${kind}/restore`, token, { ids: recordIds });

describe('bulk delete', () => {
  test('moves every record named to the trash in one request, an audit entry each', async () => {
    const made = [await createIcp('Bulk A'), await createIcp('Bulk B'), await createIcp('Bulk C')];
    const response = await deleteAll(
      'icp',
      made.map((icp) => icp.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkDeleteResult>()).toEqual({
      deleted: made.map((icp) => icp.id),
      failed: [],
    });
    const listed = await listedIds();
    for (const icp of made) expect(listed).not.toContain(icp.id);
    expect(await trashedIds()).toEqual(expect.arrayContaining(made.map((icp) => icp.id)));
    for (const icp of made) {
      const { page } = await readAudit(ctx, staff, {
        tenantId: ids.acme.id,
        entity: 'icp',
        entityId: icp.id,
      });
      expect(triples(page!.items)).toEqual([
        ['delete', 'icp', icp.id],
        ['create', 'icp', icp.id],
      ]);
      expect(page!.items[0]!.changes).toEqual([
        { field: 'name', before: icp.name },
        { field: 'description', before: icp.description },
      ]);
    }
  });

  test('names an id with no live record of the workspace and moves the others', async () => {
    const kept = await createIcp('Bulk kept');
    const gone = await createIcp('Bulk gone');
    expect((await deleteAll('icp', [gone.id])).statusCode).toBe(200);
    const response = await deleteAll('icp', [gone.id, kept.id, 'no-such-icp']);
    expect(response.json<BulkDeleteResult>()).toEqual({
      deleted: [kept.id],
      failed: [
        { id: gone.id, code: 'NOT_FOUND', message: 'ICP not found' },
        { id: 'no-such-icp', code: 'NOT_FOUND', message: 'ICP not found' },
      ],
    });
  });

  test("a record of another workspace or of another tenant's is not moved, and nothing tells which", async () => {
    const other = await send('POST', '/api/usp-onboarding', staff, {
      ...uspInput(ids.acme.id, ids.enterpriseSales.id),
      name: 'Bulk elsewhere',
    });
    const usp = other.json<Usp>();
    const before = await snapshotOnboarding(ctx.database.db);
    const response = await deleteAll('usp', [usp.id]);
    expect(response.json<BulkDeleteResult>()).toEqual({
      deleted: [],
      failed: [{ id: usp.id, code: 'NOT_FOUND', message: 'USP not found' }],
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
    // A tenant the caller does not reach: the path is refused as every route refuses it.
    const foreign = await send('POST', `${trashUrl(ids.emea.id, ids.globex.id)}/usp`, staff, {
      ids: [usp.id],
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('refuses bad input with a 400 and writes nothing', async () => {
    const icp = await createIcp('Bulk input');
    const before = await snapshotOnboarding(ctx.database.db);
    const audits = await countAuditRows(ctx.database.db);
    const tooMany = Array.from({ length: COPY_LIMITS.ids + 1 }, (_, i) => `id-${i}`);
    for (const body of [{ ids: [] }, { ids: [icp.id, icp.id] }, { ids: tooMany }, {}]) {
      const response = await send('POST', `${trashUrl()}/icp`, staff, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await send('POST', `${trashUrl()}/idea`, staff, { ids: [icp.id] })).statusCode).toBe(
      400,
    );
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
    expect(await countAuditRows(ctx.database.db)).toBe(audits);
  });

  test('a viewer is refused before anything is read', async () => {
    const icp = await createIcp('Bulk viewer');
    const viewer = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    const response = await deleteAll('icp', [icp.id], viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Viewers cannot change the trash');
    expect(await listedIds()).toContain(icp.id);
  });
});

describe('bulk restore', () => {
  test('brings every record named back, one revision up, as their reads answer them', async () => {
    const made = [await createIcp('Restore A'), await createIcp('Restore B')];
    await deleteAll(
      'icp',
      made.map((icp) => icp.id),
    );
    const response = await restoreAll(
      'icp',
      made.map((icp) => icp.id),
      admin,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<BulkRestoreResult>();
    expect(result.failed).toEqual([]);
    // A restore is the restorer's write.
    expect(result.restored).toEqual(
      made.map((icp) => ({ ...icp, revision: 2, ...lastUpdate('admin@example.com') })),
    );
    expect(await listedIds()).toEqual(expect.arrayContaining(made.map((icp) => icp.id)));
    const { page } = await readAudit(ctx, staff, {
      tenantId: ids.acme.id,
      entity: 'icp',
      entityId: made[1]!.id,
    });
    expect(triples(page!.items)[0]).toEqual(['restore', 'icp', made[1]!.id]);
    expect(page!.items[0]!.username).toBe(ADMIN.username);
  });

  test('names a record whose name a live one has, and one not in the trash; restores the rest', async () => {
    const clash = await createIcp('Restore clash');
    const fine = await createIcp('Restore fine');
    await deleteAll('icp', [clash.id, fine.id]);
    await createIcp('Restore clash');
    const response = await restoreAll('icp', [clash.id, fine.id, 'not-in-trash']);
    const result = response.json<BulkRestoreResult>();
    expect(result.restored.map((icp) => icp.id)).toEqual([fine.id]);
    expect(result.failed).toEqual([
      {
        id: clash.id,
        code: 'NAME_IN_USE',
        message: "Another ICP is named 'Restore clash'. Rename it, then restore this one.",
      },
      { id: 'not-in-trash', code: 'NOT_FOUND', message: 'Not in the trash' },
    ]);
    expect(await trashedIds()).toContain(clash.id);
  });

  test('of two records of one name, the first comes back and the second is named', async () => {
    const first = await createIcp('Restore twin');
    await deleteAll('icp', [first.id]);
    const second = await createIcp('Restore twin');
    await deleteAll('icp', [second.id]);
    const result = (await restoreAll('icp', [first.id, second.id])).json<BulkRestoreResult>();
    expect(result.restored.map((icp) => icp.id)).toEqual([first.id]);
    expect(result.failed.map((failure) => [failure.id, failure.code])).toEqual([
      [second.id, 'NAME_IN_USE'],
    ]);
  });
});

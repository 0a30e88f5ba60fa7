import type { Icp } from '@portal/contract';
import { NEXT_CURSOR_HEADER } from '@portal/contract/limits';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import { icpInput, sender, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/**
 * The ICP and USP lists answer JSON text the database wrote (no serializer on the way): the
 * answer must still be exactly the objects' JSON, with the headers a serialized answer has,
 * and show every write at once.
 */
const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  ids = await seededIds(ctx.repos);
  for (const name of ['First "quoted"', 'Second\\slashed', 'Third\nlined']) {
    await send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.smb.id, { name }));
    await send('POST', '/api/usp-onboarding', staff, uspInput(ids.acme.id, ids.smb.id, { name }));
  }
});

const lists = {
  ICP: {
    url: () => `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`,
    objects: () => ctx.repos.icps.listByWorkspace(ids.acme.id, ids.smb.id),
  },
  USP: {
    url: () => `/api/usp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`,
    objects: () => ctx.repos.usps.listByWorkspace(ids.acme.id, ids.smb.id),
  },
};

describe.each(Object.entries(lists))('%s list answer', (_kind, list) => {
  test('the objects JSON byte for byte, with a serialized answer headers', async () => {
    const response = await send('GET', list.url(), staff);
    const expected = JSON.stringify(await list.objects());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(expected);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  test('a page is the slice of those bytes, its cursor header leading to the rest', async () => {
    const objects = await list.objects();
    const first = await send('GET', `${list.url()}?limit=2`, staff);
    expect(first.body).toBe(JSON.stringify(objects.slice(0, 2)));
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    const rest = await send('GET', `${list.url()}?cursor=${cursor}`, staff);
    expect(rest.body).toBe(JSON.stringify(objects.slice(2)));
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });
});

test('a write shows in the next list answer', async () => {
  const url = lists.ICP.url();
  const [icp] = (await send('GET', url, staff)).json<Icp[]>();
  const { id, tenantId, workspaceId } = icp!;
  const put = await send('PUT', `/api/icp-onboarding/${tenantId}/${id}`, staff, {
    id,
    tenantId,
    workspaceId,
    name: 'Renamed',
    revision: icp!.revision,
  });
  expect(put.statusCode).toBe(200);
  const [renamed] = (await send('GET', url, staff)).json<Icp[]>();
  expect(renamed).toMatchObject({ id, name: 'Renamed', revision: icp!.revision + 1 });
});

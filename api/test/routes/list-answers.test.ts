import type { Icp, Usp } from '@portal/contract';
import { NEXT_CURSOR_HEADER } from '@portal/contract/limits';
import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';
import { icpInput, sender, uspInput, uspPutBody } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/**
 * The ICP and USP lists answer the objects through the route's compiled response schema:
 * exactly the objects' JSON, under an ETag of the list's version (304 while it holds), and
 * every write shows at once.
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
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
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

/** A list answer to `token`, asking with `ifNoneMatch` when given. */
const get = (url: string, ifNoneMatch?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(staff), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });

describe.each(Object.entries(lists))('%s list ETag', (_kind, list) => {
  test('an unchanged list answers 304 to its tag, without a body', async () => {
    const first = await get(list.url());
    const again = await get(list.url(), first.headers.etag as string);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  test('the whole list and each page have tags of their own, each current on its own', async () => {
    const whole = await get(list.url());
    const first = await get(`${list.url()}?limit=1`);
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    const second = await get(`${list.url()}?limit=1&cursor=${cursor}`);
    const tags = [whole, first, second].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    const secondAgain = await get(`${list.url()}?limit=1&cursor=${cursor}`, tags[2] as string);
    expect(secondAgain.statusCode).toBe(304);
    // Another page's tag is not this one's.
    expect((await get(`${list.url()}?limit=1`, tags[2] as string)).statusCode).toBe(200);
  });
});

/** The tag now, and whether the tag of before is still answered with a 304. */
async function tagAfter(url: string, before: string) {
  const now = await get(url);
  const revalidated = await get(url, before);
  return { tag: now.headers.etag, status: revalidated.statusCode, body: revalidated.body };
}

test('every write to the ICPs, their segments or personas changes the ICP list tag', async () => {
  const url = lists.ICP.url();
  const answer = await get(url);
  let tag = answer.headers.etag as string;
  const [icp] = answer.json<Icp[]>();
  const { id, tenantId, workspaceId } = icp!;
  const writes = [
    () =>
      send('PUT', `/api/icp-onboarding/${tenantId}/${id}`, staff, {
        id,
        tenantId,
        workspaceId,
        segments: [{ name: 'Only segment', description: 'd', details: 'x' }],
      }),
    () =>
      send('PUT', `/api/icp-onboarding/${tenantId}/${id}`, staff, {
        id,
        tenantId,
        workspaceId,
        buyerPersonas: [],
      }),
    () => send('POST', '/api/icp-onboarding', staff, icpInput(tenantId, workspaceId)),
    () => send('DELETE', `/api/icp-onboarding/${tenantId}/${id}`, staff),
  ];
  for (const write of writes) {
    expect((await write()).statusCode).toBeLessThan(300);
    const after = await tagAfter(url, tag);
    expect(after.tag).not.toBe(tag);
    expect(after.status).toBe(200);
    expect(after.body).toBe(JSON.stringify(await lists.ICP.objects()));
    tag = after.tag as string;
  }
});

test('every write to the USPs, their products or capabilities changes the USP list tag', async () => {
  const url = lists.USP.url();
  const answer = await get(url);
  let tag = answer.headers.etag as string;
  const [usp] = answer.json<Usp[]>();
  const { id, revision: _revision, ...fields } = uspPutBody(usp!);
  const writes = [
    () => send('PUT', `/api/usp-onboarding/${id}`, staff, { id, ...fields, products: ['Other'] }),
    () =>
      send('PUT', `/api/usp-onboarding/${id}`, staff, {
        id,
        ...fields,
        products: ['Other'],
        capabilities: ['New'],
      }),
    () => send('POST', '/api/usp-onboarding', staff, uspInput(fields.tenantId, fields.workspaceId)),
    () => send('DELETE', `/api/usp-onboarding/${fields.tenantId}/${id}`, staff),
  ];
  for (const write of writes) {
    expect((await write()).statusCode).toBeLessThan(300);
    const after = await tagAfter(url, tag);
    expect(after.tag).not.toBe(tag);
    expect(after.status).toBe(200);
    expect(after.body).toBe(JSON.stringify(await lists.USP.objects()));
    tag = after.tag as string;
  }
});

test('a list that fails to read answers 500 with no-store and no tag', async () => {
  const read = jest.spyOn(ctx.app.repos.icps, 'list').mockRejectedValueOnce(new Error('lost'));
  const response = await get(lists.ICP.url());
  read.mockRestore();
  expect(response.statusCode).toBe(500);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
});

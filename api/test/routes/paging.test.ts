import type { Icp, Prompt, Usp } from '@portal/contract';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from '@portal/contract/limits';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import { icpInput, sender, uspInput } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl } from '../helpers/prompts';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  ids = await seededIds(ctx.repos);
  for (let n = 1; n <= 5; n++) {
    await send(
      'POST',
      '/api/icp-onboarding',
      staff,
      icpInput(ids.acme.id, ids.smb.id, { name: `ICP ${n}` }),
    );
    await send(
      'POST',
      '/api/usp-onboarding',
      staff,
      uspInput(ids.acme.id, ids.smb.id, { name: `USP ${n}` }),
    );
    const prompt = (await send('POST', '/api/prompts/', staff, promptInput())).json<Prompt>();
    await send(
      'PUT',
      promptUrl(prompt.id, '1.0'),
      staff,
      editOf(prompt, { promptContent: `v${n}` }),
    );
  }
  // Rows of another workspace sit between and around the listed ones.
  await send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.enterpriseSales.id));
});

const lists = {
  ICP: () => `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`,
  USP: () => `/api/usp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`,
  prompt: () => '/api/prompts/',
};

/** Follows x-next-cursor from the first page until a page without it; answers the pages. */
async function walk(url: string, limit: number) {
  const pages: (Icp | Usp | Prompt)[][] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await send('GET', `${url}?${query}`, staff);
    expect(response.statusCode).toBe(200);
    pages.push(response.json());
    cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor !== undefined);
  return pages;
}

describe.each(Object.entries(lists))('%s list paging', (_kind, url) => {
  test('no parameters: the whole list as before, no cursor header', async () => {
    const response = await send('GET', url(), staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(response.json<unknown[]>().length).toBeGreaterThanOrEqual(5);
  });

  test.each([1, 2, 3, 200])(
    'limit %i: pages that add up to the whole list, in its order',
    async (limit) => {
      const whole = (await send('GET', url(), staff)).json<unknown[]>();
      const pages = await walk(url(), limit);
      expect(pages.flat()).toEqual(whole);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(pages).toHaveLength(Math.ceil(whole.length / limit));
    },
  );

  test('a cursor alone pages with the largest page', async () => {
    const [first] = await walk(url(), 1);
    const firstPage = await send('GET', `${url()}?limit=1`, staff);
    const cursor = firstPage.headers[NEXT_CURSOR_HEADER] as string;
    const rest = await send('GET', `${url()}?cursor=${cursor}`, staff);
    const whole = (await send('GET', url(), staff)).json<unknown[]>();
    expect([...first!, ...rest.json<unknown[]>()]).toEqual(whole);
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  test('bad limits and cursors are 400', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'VALIDATION_FAILED'],
      ['limit=201', 'VALIDATION_FAILED'],
      ['limit=-1', 'VALIDATION_FAILED'],
      ['limit=1.5', 'VALIDATION_FAILED'],
      // Only plain digits become a number: no sign, point, exponent or spaces around them.
      ['limit=5.0', 'VALIDATION_FAILED'],
      ['limit=%205', 'VALIDATION_FAILED'],
      ['limit=5%20', 'VALIDATION_FAILED'],
      ['limit=1e1', 'VALIDATION_FAILED'],
      ['limit=abc', 'VALIDATION_FAILED'],
      ['limit=1&limit=2', 'VALIDATION_FAILED'],
      ['cursor=', 'VALIDATION_FAILED'],
      [`cursor=${'a'.repeat(201)}`, 'VALIDATION_FAILED'],
      ['offset=2', 'VALIDATION_FAILED'],
      ['cursor=garbage', 'INVALID_CURSOR'],
      [`cursor=${Buffer.from('seq:-1').toString('base64url')}`, 'INVALID_CURSOR'],
      [`cursor=${Buffer.from('seq:01').toString('base64url')}`, 'INVALID_CURSOR'],
      [`cursor=${Buffer.from('seq:5').toString('base64url')}=`, 'INVALID_CURSOR'],
    ];
    for (const [query, code] of cases) {
      const response = await send('GET', `${url()}?${query}`, staff);
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, code]);
      if (code === 'INVALID_CURSOR') expect(response.json().message).toBe('Invalid cursor');
    }
  });
});

test('a cross-origin browser may read the cursor header', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${lists.ICP()}?limit=1`,
    headers: { authorization: `Bearer ${staff}`, origin: 'http://localhost:3000' },
  });
  expect(response.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
  expect(String(response.headers['access-control-expose-headers'])).toContain(NEXT_CURSOR_HEADER);
});

test('the prompt list pages in its order: active first, then newest', async () => {
  const pages = await walk(lists.prompt(), 2);
  const flags = pages.flat().map((p) => (p as Prompt).isActive);
  expect(flags).toEqual([...flags].sort((a, b) => b - a));
});

test('without limit and cursor a list is whole, past the largest page, with no cursor', async () => {
  const workspace = await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name: 'Large' });
  for (let n = 0; n <= PAGE_LIMIT_MAX; n++) {
    await ctx.repos.icps.create(icpInput(ids.acme.id, workspace.id, { name: `Large ${n}` }), null);
  }
  const response = await send(
    'GET',
    `/api/icp-onboarding/${ids.acme.id}/workspace/${workspace.id}`,
    staff,
  );
  expect(response.json<Icp[]>()).toHaveLength(PAGE_LIMIT_MAX + 1);
  expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
});

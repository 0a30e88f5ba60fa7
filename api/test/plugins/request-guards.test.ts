import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';

/** Every database statement the app runs, to prove refused requests never reach it. */
const statements: string[] = [];
const ctx = useTestApp({}, undefined, (db) =>
  db.withPlugin({
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  }),
);

let token: string;
let tenantId: string;
let workspaceId: string;
beforeAll(async () => {
  token = await loginAs(ctx.app, STAFF.username, STAFF.password);
  const tenant = (
    await ctx.app.inject({ method: 'GET', url: '/api/tenants/', headers: bearer(token) })
  ).json()[0];
  tenantId = tenant.id;
  workspaceId = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/tenant/${tenantId}`,
      headers: bearer(token),
    })
  ).json()[0].id;
});

const expectRefused = (response: { statusCode: number; json: () => unknown }, where: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    code: 'INVALID_CHARACTERS',
    message: `${where} must not contain NUL characters or unpaired surrogates`,
  });
};

describe('NUL characters and unpaired surrogates', () => {
  test.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'ab\ud83d'],
  ])('sign-in with %s in the username: 400 before any database work', async (_name, username) => {
    statements.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ username, password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(response, 'body/username');
    expect(statements).toEqual([]);
  });

  test('a well-formed pair (an emoji) is accepted', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'smile\ud83d\ude00@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('at any depth of a body, keys included', async () => {
    const icp = (segments: unknown) => ({
      tenantId,
      workspaceId,
      name: 'N',
      description: 'D',
      segments,
      buyerPersonas: [],
    });
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/icp-onboarding',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expectRefused(
      await post(icp([{ name: 'ok', description: 'x\u0000', details: 'd' }])),
      'body/segments/0/description',
    );
    expectRefused(await post({ ...icp([]), ['k\u0000']: 1 }), 'body');
    const count = await ctx.database.db
      .selectFrom('icps')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2); // the seeded two only
  });

  test('in a path parameter (%00): 400 on both databases, no lookup', async () => {
    statements.length = 0;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenants/%00',
      headers: bearer(token),
    });
    expectRefused(response, 'params/tenantId');
    expect(statements).toEqual([]);
  });

  test('in the query string', async () => {
    expectRefused(
      await ctx.app.inject({ method: 'GET', url: '/api/tenants/?q=%00', headers: bearer(token) }),
      'querystring/q',
    );
  });

  test('in a body field of a write route, nothing is stored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/prompts/',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        description: 'NUL \u0000 prompt',
        promptType: 'ICP',
        promptContent: 'content',
        version: '1.0',
        isActive: 1,
      }),
    });
    expectRefused(response, 'body/description');
    const stored = await ctx.database.db
      .selectFrom('prompts')
      .select('id')
      .where('description', 'like', 'NUL%')
      .execute();
    expect(stored).toEqual([]);
  });
});

test('a null anywhere in a body reaches validation: a 400, never a 500', async () => {
  for (const payload of [
    { username: null, password: 'x' },
    { username: 'a@example.com', password: 'x', extra: [null, { deep: null }] },
  ]) {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  }
});

import type { FastifyInstance } from 'fastify';
import type { OidcConfig } from '../../src/oidc/config';
import { ADMIN, bearer, loginAs, useTestApp } from '../helpers/app';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';

// The API is never listening: the tests carry the browser's requests to it (inject) and to a
// real OpenID provider on 127.0.0.1 (fetch), as the browser would, redirect by redirect.
const CALLBACK = 'http://127.0.0.1:4999/api/auth/oidc/callback';
const PORTAL = 'http://127.0.0.1:3999';
const CLIENT = { clientId: 'portal', clientSecret: 'a-client-secret-of-the-portal' };

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({
    ...CLIENT,
    callbackUrl: CALLBACK,
    accounts: {
      staff: { email: 'Staff@Example.com', email_verified: true },
      unverified: { email: 'viewer@example.com', email_verified: false },
      outsider: { email: 'someone@elsewhere.org', email_verified: true },
      disabled: { email: 'leaver@example.com', email_verified: true },
      newcomer: { email: 'newcomer@example.com', email_verified: true },
      promoted: {
        email: 'reviewer@example.com',
        email_verified: true,
        groups: ['portal-editors', 'portal-admins'],
      },
    },
  });
});
afterAll(() => provider?.stop());

const oidcConfig = (overrides: Partial<OidcConfig> = {}): OidcConfig => ({
  issuer: provider.issuer,
  ...CLIENT,
  providerName: 'Acme SSO',
  allowedDomains: ['example.com'],
  autoProvision: false,
  callbackUrl: CALLBACK,
  portalUrl: PORTAL,
  ...overrides,
});

/** The browser's way from 'Sign in with …' back to the API's callback. */
async function atProvider(
  app: FastifyInstance,
  accountId: string,
  tamper: (authorize: URL) => void = () => {},
) {
  const start = await app.inject({
    method: 'GET',
    url: '/api/auth/oidc/start?redirect=/dashboard',
  });
  expect(start.statusCode).toBe(302);
  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  // Unguessable: at least 128 bits each, base64url.
  expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{22,}$/);
  expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{22,}$/);
  tamper(authorize);
  const back = await provider.signIn(authorize.href, accountId);
  expect(back.href.startsWith(CALLBACK)).toBe(true);
  return { back, cookie: setCookie.split(';')[0]! };
}

const callback = (app: FastifyInstance, back: URL, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: cookie ? { cookie } : {},
  });

const complete = (app: FastifyInstance, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/oidc/complete', payload: { code } });

/** A whole sign-in: the callback's answer, and the sign-in answer when it handed one over. */
async function signIn(app: FastifyInstance, accountId: string) {
  const { back, cookie } = await atProvider(app, accountId);
  const answer = await callback(app, back, cookie);
  const location = String(answer.headers.location ?? '');
  const code = /#oidc=([\w-]+)$/.exec(location)?.[1];
  return { answer, location, completed: code ? await complete(app, code) : undefined };
}

/** A refusal is a 4xx page leading back to the sign-in page, which names the reason. */
function expectRefused(answer: { statusCode: number; body: string }, status: number, code: string) {
  expect(answer.statusCode).toBe(status);
  expect(answer.body).toContain(`${PORTAL}/auth/login#oidc_error=${code}`);
  expect(answer.body).not.toMatch(/eyJ/);
}

describe('OIDC off (the default)', () => {
  const ctx = useTestApp();

  test('the sign-in page is told it is off, and the flow routes do not exist', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: false });
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const completed = await complete(ctx.app, 'anything');
    expect(completed.statusCode).toBe(404);
  });
});

describe('OIDC on, no auto-provisioning, roles mapped from groups', () => {
  const ctx = useTestApp(() => ({
    oidc: oidcConfig({
      roleClaim: { name: 'groups', map: { 'portal-admins': 'admin', 'portal-editors': 'editor' } },
    }),
  }));

  test("the sign-in page learns the provider's name", async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc' });
    expect(status.json()).toEqual({ enabled: true, providerName: 'Acme SSO' });
  });

  test('happy path: a verified address signs in as its account, the token only by POST', async () => {
    const { answer, location, completed } = await signIn(ctx.app, 'staff');
    expect(answer.statusCode).toBe(303);
    expect(location).toMatch(
      new RegExp(`^${PORTAL}/auth/login\\?redirect=%2Fdashboard#oidc=[\\w-]{40,}$`),
    );
    expect(location).not.toMatch(/eyJ/);
    expect(answer.headers['set-cookie']).toMatch(/^portal_oidc=;.*Max-Age=0/);

    expect(completed!.statusCode).toBe(200);
    const body = completed!.json();
    expect(Object.keys(body)).toEqual(['token', 'id', 'username', 'role', 'isAdmin']);
    expect(body).toMatchObject({ username: 'staff@example.com', role: 'editor', isAdmin: false });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'staff@example.com', role: 'editor' });
    const tenants = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenants/',
      headers: bearer(body.token),
    });
    expect(tenants.statusCode).toBe(200);
  });

  test('the one-time code works once', async () => {
    const { location } = await signIn(ctx.app, 'staff');
    const code = /#oidc=([\w-]+)$/.exec(location)![1]!;
    // signIn traded it already.
    const again = await complete(ctx.app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'OIDC_CODE_INVALID',
      message: 'This sign-in has expired or was already used. Sign in again.',
    });
    expect((await complete(ctx.app, 'made-up-code')).statusCode).toBe(400);
  });

  test('wrong state: refused, no code, no token', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'staff');
    back.searchParams.set('state', 'not-the-state-we-sent');
    const answer = await callback(ctx.app, back, cookie);
    expectRefused(answer, 400, 'OIDC_STATE_INVALID');
    expect(answer.body).toContain('This sign-in was not started here or has expired');
    expect(answer.headers.location).toBeUndefined();
  });

  test('no attempt cookie (started in another browser): refused', async () => {
    const { back } = await atProvider(ctx.app, 'staff');
    expectRefused(await callback(ctx.app, back), 400, 'OIDC_STATE_INVALID');
  });

  test('a forged attempt cookie: refused', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'staff');
    const [body, mac] = cookie.split('=')[1]!.split('.');
    const flow = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...flow, redirect: '/x' })).toString('base64url');
    const answer = await callback(ctx.app, back, `portal_oidc=${forged}.${mac}`);
    expectRefused(answer, 400, 'OIDC_STATE_INVALID');
  });

  test('wrong nonce (an ID token minted for another attempt): refused, no token', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'staff', (authorize) =>
      authorize.searchParams.set('nonce', 'a-nonce-of-another-attempt'),
    );
    const answer = await callback(ctx.app, back, cookie);
    expectRefused(answer, 400, 'OIDC_RESPONSE_INVALID');
    expect(answer.body).toContain('The answer from Acme SSO could not be verified');
  });

  test('an attempt older than ten minutes: refused', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'staff');
    ctx.clock.advance(10 * 60_000 + 1);
    expectRefused(await callback(ctx.app, back, cookie), 400, 'OIDC_STATE_INVALID');
  });

  test('a one-time code older than a minute: refused', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'staff');
    const answer = await callback(ctx.app, back, cookie);
    expect(answer.statusCode).toBe(303);
    ctx.clock.advance(60_001);
    const code = /#oidc=([\w-]+)$/.exec(String(answer.headers.location))![1]!;
    const completed = await complete(ctx.app, code);
    expect(completed.statusCode).toBe(400);
    expect(completed.json().code).toBe('OIDC_CODE_INVALID');
  });

  test('the user cancels at the provider: refused, saying so', async () => {
    const { back, cookie } = await atProvider(ctx.app, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const answer = await callback(ctx.app, back, cookie);
    expectRefused(answer, 401, 'OIDC_PROVIDER_REFUSED');
    expect(answer.body).toContain('Acme SSO did not sign you in.');
  });

  test('an unverified email address: refused', async () => {
    const { answer } = await signIn(ctx.app, 'unverified');
    expectRefused(answer, 403, 'OIDC_EMAIL_UNVERIFIED');
    expect(answer.body).toContain('Your email address at Acme SSO is not verified.');
  });

  test('an email domain not allowed: refused, nothing created', async () => {
    const { answer } = await signIn(ctx.app, 'outsider');
    expectRefused(answer, 403, 'OIDC_DOMAIN_NOT_ALLOWED');
    expect(await ctx.repos.users.findByUsername('someone@elsewhere.org')).toBeUndefined();
  });

  test('an unknown address: refused without auto-provisioning, nothing created', async () => {
    const { answer } = await signIn(ctx.app, 'newcomer');
    expectRefused(answer, 403, 'OIDC_NO_ACCOUNT');
    expect(answer.body).toContain('There is no portal account for your email address.');
    expect(await ctx.repos.users.findByUsername('newcomer@example.com')).toBeUndefined();
  });

  test('a disabled account: refused as one that does not exist', async () => {
    const leaver = await ctx.repos.users.create({
      username: 'leaver@example.com',
      passwordHash: 'x',
    });
    const admin = await ctx.repos.users.findByUsername(ADMIN.username);
    await ctx.repos.accounts.setDisabled(leaver.id, true, admin!);
    const { answer, completed } = await signIn(ctx.app, 'disabled');
    expectRefused(answer, 403, 'OIDC_NO_ACCOUNT');
    expect(completed).toBeUndefined();
  });

  test('the role claim maps to the highest role it names; the change is audited', async () => {
    const { completed } = await signIn(ctx.app, 'promoted');
    expect(completed!.statusCode).toBe(200);
    expect(completed!.json()).toMatchObject({
      username: 'reviewer@example.com',
      role: 'admin',
      isAdmin: true,
    });
    const stored = await ctx.repos.users.findByUsername('reviewer@example.com');
    expect(stored!.role).toBe('admin');
    const entry = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['action', 'entity', 'entity_id', 'username'])
      .where('entity_id', '=', stored!.id)
      .executeTakeFirst();
    expect(entry).toEqual({
      action: 'update',
      entity: 'user',
      entity_id: stored!.id,
      username: 'reviewer@example.com',
    });
  });

  test('the password form still works beside it', async () => {
    expect(await loginAs(ctx.app, ADMIN.username, 'admin12345')).toMatch(/^eyJ/);
  });
});

describe('OIDC on with auto-provisioning', () => {
  const ctx = useTestApp(() => ({ oidc: oidcConfig({ autoProvision: true }) }));

  test('an unknown verified address becomes a viewer in no tenant, audited', async () => {
    const { answer, completed } = await signIn(ctx.app, 'newcomer');
    expect(answer.statusCode).toBe(303);
    expect(completed!.statusCode).toBe(200);
    const body = completed!.json();
    expect(body).toMatchObject({
      username: 'newcomer@example.com',
      role: 'viewer',
      isAdmin: false,
    });

    const tenants = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenants/',
      headers: bearer(body.token),
    });
    expect(tenants.statusCode).toBe(200);
    expect(tenants.json()).toEqual([]);
    const entries = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['action', 'entity', 'user_id'])
      .where('entity_id', '=', body.id)
      .execute();
    expect(entries).toEqual([{ action: 'create', entity: 'user', user_id: body.id }]);
    // A viewer changes nothing.
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants/',
      headers: bearer(body.token),
      payload: { name: 'Mine' },
    });
    expect(create.statusCode).toBe(403);

    // Its second sign-in finds the account it made: no second one.
    const again = await signIn(ctx.app, 'newcomer');
    expect(again.completed!.json().id).toBe(body.id);
  });

  test('without a role mapping the role claim changes nothing', async () => {
    const { completed } = await signIn(ctx.app, 'promoted');
    expect(completed!.json()).toMatchObject({ username: 'reviewer@example.com', role: 'releaser' });
  });

  test('auto-provisioning creates no account for a disabled, unverified or foreign address', async () => {
    const leaver = await ctx.repos.users.create({
      username: 'leaver@example.com',
      passwordHash: 'x',
    });
    const admin = await ctx.repos.users.findByUsername(ADMIN.username);
    await ctx.repos.accounts.setDisabled(leaver.id, true, admin!);
    expectRefused((await signIn(ctx.app, 'disabled')).answer, 403, 'OIDC_NO_ACCOUNT');
    expectRefused((await signIn(ctx.app, 'outsider')).answer, 403, 'OIDC_DOMAIN_NOT_ALLOWED');
    expectRefused((await signIn(ctx.app, 'unverified')).answer, 403, 'OIDC_EMAIL_UNVERIFIED');
    expect(await ctx.repos.users.findByUsername('someone@elsewhere.org')).toBeUndefined();
  });
});

describe('OIDC on, the provider down', () => {
  // Nothing listens on port 9 (discard) of the loopback address.
  const ctx = useTestApp(() => ({ oidc: oidcConfig({ issuer: 'http://127.0.0.1:9' }) }));

  test('the start answers 502 saying so, and sets no cookie', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(502);
    expect(start.json()).toEqual({
      statusCode: 502,
      code: 'OIDC_PROVIDER_UNAVAILABLE',
      message: 'Acme SSO cannot be reached; try again later',
    });
    expect(start.headers['set-cookie']).toBeUndefined();
  });
});

describe('OpenAPI with OIDC on', () => {
  const ctx = useTestApp(() => ({ oidc: oidcConfig() }));

  test('documents the flow routes, public, with their answers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/api/auth/oidc', 'get')).toEqual(['200']);
    expect(statuses('/api/auth/oidc/start', 'get')).toEqual(['302', '400', '429', '502']);
    expect(statuses('/api/auth/oidc/callback', 'get')).toEqual([
      '303',
      '400',
      '401',
      '403',
      '429',
      '500',
      '502',
    ]);
    expect(statuses('/api/auth/oidc/complete', 'post')).toEqual(['200', '400', '429', '500']);
    for (const [path, method] of [
      ['/api/auth/oidc/start', 'get'],
      ['/api/auth/oidc/callback', 'get'],
      ['/api/auth/oidc/complete', 'post'],
    ] as const) {
      expect(doc.paths[path][method].security).toBeUndefined();
    }
    const body = doc.paths['/api/auth/oidc/complete'].post.requestBody.content['application/json'];
    expect(body.schema.additionalProperties).toBe(false);
  });
});

import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';
import { seededIds } from '../helpers/seeded';
import { craftToken, validClaims } from '../helpers/tokens';

const ctx = useTestApp();
let staffId: string;

beforeAll(async () => {
  staffId = (await ctx.repos.users.findByUsername(STAFF.username))!.id;
});

const getTenants = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/tenants/', headers });

function expectUnauthorized(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    statusCode: 401,
    code: 'UNAUTHORIZED',
    message: expect.any(String),
  });
}

describe('bearer token verification', () => {
  test('a well-formed token of an existing user is accepted', async () => {
    expect((await getTenants(bearer(craftToken(validClaims(staffId))))).statusCode).toBe(200);
  });

  test('missing Authorization header', async () => {
    const response = await getTenants();
    expectUnauthorized(response);
    expect(response.json()).toMatchObject({ message: 'Missing bearer token' });
  });

  test.each<[string, () => string]>([
    ['garbage', () => 'not-a-jwt'],
    [
      'bad signature',
      () => craftToken(validClaims(staffId), { secret: 'another-secret-another-secret-1234' }),
    ],
    ['expired', () => craftToken(validClaims(staffId, { iat: 1000, exp: 2000 }))],
    ['wrong issuer', () => craftToken(validClaims(staffId, { iss: 'someone-else' }))],
    ['wrong audience', () => craftToken(validClaims(staffId, { aud: 'another-app' }))],
    ['alg none', () => craftToken(validClaims(staffId), { alg: 'none' })],
    ['HS512 instead of HS256', () => craftToken(validClaims(staffId), { alg: 'HS512' })],
    ['no exp', () => craftToken(validClaims(staffId, { exp: undefined }))],
    ['no sub', () => craftToken(validClaims(staffId, { sub: undefined }))],
    ['no iss', () => craftToken(validClaims(staffId, { iss: undefined }))],
    ['no aud', () => craftToken(validClaims(staffId, { aud: undefined }))],
    ['unknown user', () => craftToken(validClaims('00000000-0000-0000-0000-000000000000'))],
    // The test app's TTL is 3600 s: a longer-lived token was not issued by this API.
    [
      'lifetime longer than the configured TTL',
      () => {
        const now = Math.floor(Date.now() / 1000);
        return craftToken(validClaims(staffId, { iat: now, exp: now + 3601 }));
      },
    ],
    ['no iat', () => craftToken(validClaims(staffId, { iat: undefined }))],
    // Each of these String()-converts to something valid; none is what the API signs.
    ['sub not a string (array)', () => craftToken(validClaims(staffId, { sub: [staffId] }))],
    [
      'aud not a string (array)',
      () => craftToken(validClaims(staffId, { aud: ['enterprise-portal'] })),
    ],
    ['gen missing', () => craftToken(validClaims(staffId, { gen: undefined }))],
    ['gen of a later generation', () => craftToken(validClaims(staffId, { gen: 1 }))],
    ['gen not a number', () => craftToken(validClaims(staffId, { gen: '0' }))],
    ['no jti', () => craftToken(validClaims(staffId, { jti: undefined }))],
  ])('%s → 401', async (_name, token) => {
    expectUnauthorized(await getTenants(bearer(token())));
  });

  test('an expired token says so', async () => {
    const response = await getTenants(
      bearer(craftToken(validClaims(staffId, { iat: 1000, exp: 2000 }))),
    );
    expect(response.json().message).toBe('Token has expired');
  });

  test('a token living exactly the configured TTL is accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = craftToken(validClaims(staffId, { iat: now, exp: now + 3600 }));
    expect((await getTenants(bearer(token))).statusCode).toBe(200);
  });

  test('a non-Bearer scheme is refused', async () => {
    expectUnauthorized(
      await getTenants({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
    );
  });

  test('a deleted user loses access at once', async () => {
    const user = await ctx.repos.users.create({ username: 'temp@example.com', passwordHash: 'x' });
    const token = craftToken(validClaims(user.id));
    expect((await getTenants(bearer(token))).statusCode).toBe(200);
    await ctx.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expectUnauthorized(await getTenants(bearer(token)));
  });

  test.each([
    ['PUT', '/api/auth/change-password'],
    ['GET', '/api/tenants'],
    ['GET', '/api/tenants/any-id'],
    ['GET', '/api/workspaces/tenant/any-id'],
    ['GET', '/api/workspaces/any-id'],
  ] as const)('%s %s requires a token', async (method, url) => {
    expectUnauthorized(
      await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined }),
    );
  });
});

describe('the 401 bodies a client gets for each kind of bad token, word for word', () => {
  const unauthorized = (message: string) => ({ statusCode: 401, code: 'UNAUTHORIZED', message });

  test.each<[string, () => string]>([
    ['garbage', () => 'not-a-jwt'],
    ['a foreign signature', () => craftToken(validClaims(staffId), { secret: 'x'.repeat(40) })],
    // Signed with our own secret, but not with the one algorithm the API pins.
    ['HS512 with our secret', () => craftToken(validClaims(staffId), { alg: 'HS512' })],
    ['a number as jti', () => craftToken(validClaims(staffId, { jti: 42 }))],
    [
      'a lifetime one second over the TTL',
      () => {
        const now = Math.floor(Date.now() / 1000);
        return craftToken(validClaims(staffId, { iat: now, exp: now + 3601 }));
      },
    ],
    ['an unknown user', () => craftToken(validClaims('00000000-0000-0000-0000-000000000000'))],
    ['a later token generation', () => craftToken(validClaims(staffId, { gen: 1 }))],
  ])('%s: 401 "Invalid token"', async (_name, token) => {
    const response = await getTenants(bearer(token()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized('Invalid token'));
  });

  test('no Authorization header: 401 "Missing bearer token"', async () => {
    expect((await getTenants()).json()).toEqual(unauthorized('Missing bearer token'));
  });

  test('an expired token: 401 "Token has expired"', async () => {
    const response = await getTenants(
      bearer(craftToken(validClaims(staffId, { iat: 1000, exp: 2000 }))),
    );
    expect(response.json()).toEqual(unauthorized('Token has expired'));
  });

  test('who the caller is comes from the database, not from the token’s claims', async () => {
    const ids = await seededIds(ctx.repos);
    // Signed correctly, but claiming admin for a staff account: still only staff's tenants.
    const claimsAdmin = craftToken(
      validClaims(staffId, { isAdmin: true, username: 'admin@example.com' }),
    );
    const asClaimed = await getTenants(bearer(claimsAdmin));
    const asStaff = await getTenants(
      bearer(await loginAs(ctx.app, STAFF.username, STAFF.password)),
    );
    expect(asClaimed.statusCode).toBe(200);
    expect(asClaimed.json()).toEqual(asStaff.json());
    expect(asClaimed.json().map((tenant: { id: string }) => tenant.id)).not.toContain(
      ids.globex.id,
    );
  });
});

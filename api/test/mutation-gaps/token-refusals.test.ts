import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';
import { seededIds } from '../helpers/seeded';
import { craftToken, validClaims } from '../helpers/tokens';

/** The 401 bodies a client gets for each kind of bad token, word for word. */
const ctx = useTestApp();
let staffId: string;

beforeAll(async () => {
  staffId = (await ctx.repos.users.findByUsername(STAFF.username))!.id;
});

const getTenants = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/tenants/', headers });

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
  const asStaff = await getTenants(bearer(await loginAs(ctx.app, STAFF.username, STAFF.password)));
  expect(asClaimed.statusCode).toBe(200);
  expect(asClaimed.json()).toEqual(asStaff.json());
  expect(asClaimed.json().map((tenant: { id: string }) => tenant.id)).not.toContain(ids.globex.id);
});

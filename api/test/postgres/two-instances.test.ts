import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, DEFAULT_CORS_ORIGINS } from '../../src/config';
import { createDb, type Db } from '../../src/db/connection';
import { migrations } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/startup';
import { SEED } from '../../src/db/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { bearer, login, STAFF, TEST_JWT_SECRET } from '../helpers/app';

/**
 * Two API instances on one PostgreSQL database, each with its own connection pool, as two
 * processes would be. PostgreSQL only (the sqlite jest project skips test/postgres/): SQLite
 * is one file for one API process.
 */
const config: AppConfig = {
  jwtSecret: TEST_JWT_SECRET,
  tokenTtlSeconds: 3600,
  corsOrigins: DEFAULT_CORS_ORIGINS,
  loginThrottle: {
    ipMax: 4,
    ipWindowMs: 60_000,
    addressMaxFailures: 3,
    usernameSlowDownAfter: 100,
    passwordMaxFailures: 3,
    failureWindowMs: 5 * 60_000,
  },
  metrics: { open: false },
  clientEvents: { max: 10, windowMs: 60_000 },
};

describe('starting together on an empty database', () => {
  test('both instances come up, with the seed applied once (three tries)', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const database = await createTestDatabase({ migrate: false, seed: false });
      const second = createDb(database.config);
      try {
        const results = await Promise.all([prepareDatabase(database.db), prepareDatabase(second)]);
        // Exactly one of them seeded; the other found users and left them alone.
        expect(results.filter(Boolean)).toHaveLength(1);
        const users = await database.db.selectFrom('users').select('username').execute();
        expect(users.map((u) => u.username).sort()).toEqual(
          SEED.users.map((u) => u.username).sort(),
        );
        // Every migration applied, each once.
        const applied = await database.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(
          Object.keys(migrations).sort(),
        );
      } finally {
        await second.destroy();
        await database.drop();
      }
    }
  });
});

describe('limits and sign-outs hold across instances', () => {
  let database: TestDatabase;
  let secondDb: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
    secondDb = createDb(database.config);
    await Promise.all([prepareDatabase(database.db), prepareDatabase(secondDb)]);
    [a, b] = await Promise.all([buildApp(config, database.db), buildApp(config, secondDb)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondDb?.destroy();
    await database?.drop();
  });

  test('failed sign-ins on one instance count on the other', async () => {
    const attacker = { remoteAddress: '198.51.100.7' };
    expect((await login(a, STAFF.username, 'wrong', attacker)).statusCode).toBe(401);
    expect((await login(b, STAFF.username, 'wrong', attacker)).statusCode).toBe(401);
    expect((await login(a, STAFF.username, 'wrong', attacker)).statusCode).toBe(401);
    const locked = await login(b, STAFF.username, STAFF.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    // The user, from another address, signs in on either instance.
    expect(
      (await login(a, STAFF.username, STAFF.password, { remoteAddress: '198.51.100.8' }))
        .statusCode,
    ).toBe(200);
  });

  test('the per-address request budget is one budget, not one per instance', async () => {
    const remoteAddress = '198.51.100.9';
    for (const [i, app] of [a, b, a, b].entries()) {
      const response = await login(app, `nobody${i}@example.com`, 'x', { remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(a, STAFF.username, STAFF.password, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await login(b, STAFF.username, STAFF.password, { remoteAddress })).statusCode).toBe(
      429,
    );
  });

  test('a sign-out on one instance ends the token on the other', async () => {
    const signIn = await login(a, STAFF.username, STAFF.password, {
      remoteAddress: '198.51.100.10',
    });
    const token = signIn.json<{ token: string }>().token;
    const tenants = () => b.inject({ method: 'GET', url: '/api/tenants/', headers: bearer(token) });
    expect((await tenants()).statusCode).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await tenants()).statusCode).toBe(401);
  });
});

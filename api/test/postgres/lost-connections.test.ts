import { sql } from 'kysely';
import { Client } from 'pg';
import { createDb } from '../../src/db/connection';
import {
  type ApiProcess,
  logged,
  signInOver,
  startApiProcess,
  until,
} from '../helpers/api-process';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * PostgreSQL closing connections under a running API (a restart, a failover,
 * pg_terminate_backend): the process stays up, opens new connections, and says so once.
 */
let database: TestDatabase;
let admin: Client;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

/** The test database's URL, its connections tagged `name` so they can be told apart. */
function taggedUrl(name: string): string {
  if (database.config.dialect !== 'postgres') throw new Error('PostgreSQL only');
  const url = new URL(database.config.url);
  url.searchParams.set('application_name', name);
  return url.toString();
}

const BACKENDS = `from pg_stat_activity where datname = current_database() and application_name = $1`;
/** How many server processes serve connections tagged `name`. */
const backends = async (name: string) =>
  Number((await admin.query(`select count(*) as n ${BACKENDS}`, [name])).rows[0].n);
/** Ends them all, as `pg_ctl restart -m fast` or a failover would. */
async function terminate(name: string): Promise<void> {
  await admin.query(`select pg_terminate_backend(pid) ${BACKENDS}`, [name]);
  await until(async () => (await backends(name)) === 0, `connections of ${name} ended`);
}

describe('an API process whose idle connections PostgreSQL closes', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    // The admin client works in the test database, where pg_stat_activity is read.
    await admin.end();
    admin = new Client({ connectionString: taggedUrl('portal-test-admin') });
    await admin.connect();
    api = await startApiProcess({ DATABASE_URL: taggedUrl('portal-api-idle') });
    // Starting a real server (tsx compiles it) is slow on a busy machine.
  }, 90_000);
  afterAll(() => api?.stop());

  test('stays up, serves the next request, and logs the loss once', async () => {
    const token = await signInOver(api.base);
    const prompts = () =>
      fetch(`${api.base}/api/prompts/`, { headers: { authorization: `Bearer ${token}` } });
    // Parallel requests leave several connections idle in the pool.
    await Promise.all(Array.from({ length: 6 }, prompts));
    expect(await backends('portal-api-idle')).toBeGreaterThan(1);

    await terminate('portal-api-idle');
    await until(
      () => !api.alive() || logged(api, 'database connection lost').length > 0,
      'the API noticed',
    );
    expect(api.alive()).toBe(true);
    expect((await prompts()).status).toBe(200);
    expect((await fetch(`${api.base}/api/ready`)).status).toBe(200);
    expect(logged(api, 'database connection lost')).toEqual([
      expect.objectContaining({ level: 40, err: expect.objectContaining({ code: '57P01' }) }),
    ]);
    expect(logged(api, 'database connection restored')).toHaveLength(1);
  });
});

describe('a connection closed while it is in use (between two queries of a transaction)', () => {
  test('fails that work only; the pool carries on with a new connection', async () => {
    const db = createDb({ dialect: 'postgres', url: taggedUrl('portal-in-use') });
    try {
      const outcome = await db
        .connection()
        .execute(async (connection) => {
          await sql`select 1`.execute(connection);
          await terminate('portal-in-use');
          await sql`select 1`.execute(connection);
        })
        .then(
          () => 'went through',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});

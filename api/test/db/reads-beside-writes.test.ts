import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * A read never waits for another request's open transaction (issue 33 §6): it answers at
 * once with what was last committed. PostgreSQL does so by itself; on SQLite, Kysely's one
 * connection made a list read wait for a whole import's commit (seconds), until plain reads
 * got a connection of their own (src/db/sqlite-readers.ts).
 */
let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.drop();
});

const tenantNames = () =>
  database.db
    .selectFrom('tenants')
    .select('name')
    .orderBy('name')
    .execute()
    .then((rows) => rows.map((row) => row.name));

it('a read during an open write transaction answers at once, with the committed state', async () => {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let written!: () => void;
  const hasWritten = new Promise<void>((resolve) => (written = resolve));
  const transaction = database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ name: 'Acme Renamed' })
      .where('name', '=', 'Acme Corp')
      .execute();
    written();
    await finished;
  });
  await hasWritten;

  const read = await Promise.race([tenantNames(), sleep(2_000).then(() => 'still waiting')]);
  expect(read).toEqual(['Acme Corp', 'Globex', 'Initech']);

  finish();
  await transaction;
  expect(await tenantNames()).toEqual(['Acme Renamed', 'Globex', 'Initech']);
});

it('a transaction reads its own writes, and a write outside it waits for its commit', async () => {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let seenInside: string[] = [];
  const transaction = database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ name: 'Globex Two' })
      .where('name', '=', 'Globex')
      .execute();
    seenInside = (await trx.selectFrom('tenants').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    );
    await finished;
  });
  await sleep(50);
  const outside = database.db
    .updateTable('tenants')
    .set({ name: 'Initech Two' })
    .where('name', '=', 'Initech')
    .execute()
    .then(() => 'written');
  const early = await Promise.race([outside, sleep(200).then(() => 'waiting')]);
  finish();
  await transaction;
  await outside;

  expect(seenInside).toEqual(['Acme Corp', 'Globex Two', 'Initech']);
  // PostgreSQL lets a write to another row go ahead; SQLite has one writer, so it waits.
  expect(early).toBe(process.env.TEST_DIALECT === 'postgres' ? 'written' : 'waiting');
  expect(await tenantNames()).toEqual(['Acme Corp', 'Globex Two', 'Initech Two']);
});

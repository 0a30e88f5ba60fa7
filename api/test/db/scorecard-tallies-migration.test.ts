import { sql } from 'kysely';
import type { Db } from '../../src/db/connection';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createModelCallsRepository } from '../../src/repositories/model-calls';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { callRow } from '../helpers/model-calls';

/**
 * Migration 023 (issue 39 §4): the scorecard's totals and latency buckets per instruction
 * version and tenant, counted from the calls recorded before it, then kept exact by every
 * later write of a call.
 */
const V1 = { id: 'icp-1', version: '1.0' };
const V2 = { id: 'icp-1', version: '1.1' };
const ACME = { tenantId: 'tenant-acme', workspaceId: 'ws-1' };
const GLOBEX = { tenantId: 'tenant-globex', workspaceId: null };

/** The stored tallies, in key order, numbers as numbers (PostgreSQL sends bigints as text). */
async function tallies(db: Db) {
  const rows = await db
    .selectFrom('scorecard_tallies')
    .selectAll()
    .orderBy('version')
    .orderBy('tenant_id')
    .execute();
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        ['instruction_id', 'version', 'tenant_id'].includes(key) ? value : Number(value),
      ]),
    ),
  );
}

/** The stored latency buckets as [version, tenant, bucket, calls]. */
async function buckets(db: Db) {
  const rows = await db
    .selectFrom('scorecard_latency_buckets')
    .selectAll()
    .orderBy('version')
    .orderBy('tenant_id')
    .orderBy('bucket')
    .execute();
  return rows.map((row) => [row.version, row.tenant_id, row.bucket, Number(row.calls)]);
}

/** A tally row: the key, then the numbers `counts` gives (0 for the others). */
const tally = (
  version: { id: string; version: string },
  tenantId: string,
  counts: Partial<Record<string, number>>,
) => ({
  instruction_id: version.id,
  version: version.version,
  tenant_id: tenantId,
  calls: 0,
  ok: 0,
  unusable: 0,
  error: 0,
  timeout: 0,
  answers: 0,
  kept: 0,
  edited: 0,
  dismissed: 0,
  input_tokens: 0,
  output_tokens: 0,
  cost: 0,
  ...counts,
});

/** A call as the schema before 023 stored it (not through today's repository). */
const insertOld = (
  db: Db,
  id: string,
  version: { id: string; version: string } | null,
  tenantId: string,
  rest: { purpose: string; outcome: string; fate: string | null; cost: number },
) =>
  sql`insert into model_calls (id, instruction_id, prompt_type, version, tenant_id, purpose,
    model, input_tokens, output_tokens, latency_ms, outcome, cost, at_ms, fate)
    values (${id}, ${version?.id ?? null}, 'ICP', ${version?.version ?? null}, ${tenantId},
      ${rest.purpose}, 'gpt-test', ${100}, ${null}, ${50}, ${rest.outcome}, ${rest.cost},
      ${1_000}, ${rest.fate})`.execute(db);

describe('023-scorecard-tallies', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
    await migrateTo(database.db, '022-run-progress');
    const { db } = database;
    const answer = { purpose: 'draft', outcome: 'ok', cost: 0.5 };
    await insertOld(db, 'c1', V1, ACME.tenantId, { ...answer, fate: 'kept' });
    await insertOld(db, 'c2', V1, ACME.tenantId, { ...answer, fate: 'dismissed' });
    await insertOld(db, 'c3', V1, ACME.tenantId, { ...answer, fate: null });
    await insertOld(db, 'c4', V1, ACME.tenantId, { ...answer, outcome: 'error', fate: null });
    await insertOld(db, 'c5', V1, GLOBEX.tenantId, { ...answer, purpose: 'test-case', fate: null });
    // The studio's text never saved: on no scorecard.
    await insertOld(db, 'c6', null, ACME.tenantId, { ...answer, fate: null });
    await migrateToLatest(db);
  });
  afterAll(() => database.drop());

  test('counts the calls recorded before it, per version and tenant; a call of no version is on none', async () => {
    expect(await tallies(database.db)).toEqual([
      tally(V1, ACME.tenantId, {
        calls: 4,
        ok: 3,
        error: 1,
        answers: 3,
        kept: 1,
        dismissed: 1,
        input_tokens: 400,
        cost: 2,
      }),
      tally(V1, GLOBEX.tenantId, { calls: 1, ok: 1, input_tokens: 100, cost: 0.5 }),
    ]);
    // All of 50 ms: the first second's bucket.
    expect(await buckets(database.db)).toEqual([
      ['1.0', ACME.tenantId, 0, 4],
      ['1.0', GLOBEX.tenantId, 0, 1],
    ]);
  });

  test('every later insert, fate and delete of a call moves its tallies and latency buckets in the same statement', async () => {
    const { db } = database;
    const calls = createModelCallsRepository(db);
    const scope = (row: { id: string }) => ({ id: row.id, tenantId: ACME.tenantId });
    const [a, b, c] = [1, 2, 3].map(() =>
      callRow(V2, ACME, 2_000, { cost: 0.25, usage: { inputTokens: 10, outputTokens: 5 } }),
    );
    const unusable = callRow(V2, ACME, 2_000, {
      outcome: 'unusable',
      usage: null,
      latencyMs: 1_500,
    });
    for (const row of [a!, b!, c!, unusable]) await calls.insert(row);
    await calls.saved(scope(a!), 'kept', 3_000);
    await calls.dismissed(scope(b!), 3_000);
    // Saved after all: what was saved counts, the dismissal no more.
    await calls.saved(scope(b!), 'edited', 4_000);
    // A second save changes nothing, nor does a dismissal after a save.
    await calls.saved(scope(a!), 'edited', 5_000);
    await calls.dismissed(scope(a!), 5_000);
    await calls.dismissed(scope(c!), 5_000);
    // The migration's own rows move too: the kept one of 1.0 is taken back.
    await db.deleteFrom('model_calls').where('id', '=', 'c1').execute();

    const stored = await tallies(db);
    expect(stored).toEqual([
      tally(V1, ACME.tenantId, {
        calls: 3,
        ok: 2,
        error: 1,
        answers: 2,
        dismissed: 1,
        input_tokens: 300,
        cost: 1.5,
      }),
      tally(V1, GLOBEX.tenantId, { calls: 1, ok: 1, input_tokens: 100, cost: 0.5 }),
      tally(V2, ACME.tenantId, {
        calls: 4,
        ok: 3,
        unusable: 1,
        answers: 3,
        kept: 1,
        edited: 1,
        dismissed: 1,
        input_tokens: 30,
        output_tokens: 15,
        cost: 0.75,
      }),
    ]);
    expect(await buckets(db)).toEqual([
      ['1.0', ACME.tenantId, 0, 3],
      ['1.0', GLOBEX.tenantId, 0, 1],
      ['1.1', ACME.tenantId, 0, 3],
      ['1.1', ACME.tenantId, 1, 1],
    ]);
  });
});

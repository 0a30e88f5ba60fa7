import { sql } from 'kysely';
import { migrateTo } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { indexesOf } from '../helpers/migration-checks';

/** Migration 024 on a database with test-case runs: one store of background runs, with a kind. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '022-run-progress');
});
afterAll(() => database.drop());

const run = (id: string, status: string) => ({
  id,
  prompt_id: 'prompt-1',
  started_by: 'user-1',
  started_by_name: 'staff@example.com',
  started_at_ms: 1_000,
  heartbeat_at_ms: 2_000,
  finished_at_ms: status === 'running' ? null : 2_000,
  status,
  cases: '[{"tenantId":null,"done":true}]',
  result_id: status === 'done' ? 'kept-1' : null,
  compare_model: null,
  compare_results: null,
  message: null,
});

test("024 moves 022's test-case runs into background_runs, in their order, each a 'test-case-run'", async () => {
  const { db } = database;
  const older = run('run-older', 'done');
  const newer = run('run-newer', 'running');
  await sql`insert into test_case_run_progress ${sql.raw(
    `(${Object.keys(older).join(', ')})`,
  )} values ${sql.join(
    [older, newer].map((row) => sql`(${sql.join(Object.values(row))})`),
  )}`.execute(db);

  await migrateTo(db, '024-background-runs');

  const rows = await db.selectFrom('background_runs').selectAll().orderBy('seq').execute();
  expect(
    rows.map(({ seq: _seq, ...row }) => ({
      ...row,
      started_at_ms: Number(row.started_at_ms),
      heartbeat_at_ms: Number(row.heartbeat_at_ms),
      finished_at_ms: row.finished_at_ms === null ? null : Number(row.finished_at_ms),
    })),
  ).toEqual(
    [older, newer].map((row) => ({
      ...row,
      kind: 'test-case-run',
      tenant_id: null,
      workspace_id: null,
      result: null,
    })),
  );
  expect(await indexesOf(db, 'background_runs')).toEqual(
    expect.arrayContaining(['background_runs_prompt_idx', 'background_runs_workspace_idx']),
  );
});

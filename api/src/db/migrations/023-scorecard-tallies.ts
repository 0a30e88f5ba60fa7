import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/** This migration's own copy of the vocabulary (a migration must not follow the contract). */
const ANSWER_PURPOSES = ['draft', 'suggestion', 'revision', 'research'];

/** A row's (NEW's, OLD's or the table's) share of each tally: SQL text over `row`. */
const answered = (row: string) =>
  `${row}.outcome = 'ok' and ${row}.purpose in (${ANSWER_PURPOSES.map((p) => `'${p}'`).join(', ')})`;
const when = (condition: string) => `case when ${condition} then 1 else 0 end`;
const TALLIES: Record<string, (row: string) => string> = {
  calls: () => '1',
  ok: (row) => when(`${row}.outcome = 'ok'`),
  unusable: (row) => when(`${row}.outcome = 'unusable'`),
  error: (row) => when(`${row}.outcome = 'error'`),
  timeout: (row) => when(`${row}.outcome = 'timeout'`),
  answers: (row) => when(answered(row)),
  kept: (row) => when(`${answered(row)} and ${row}.fate = 'kept'`),
  edited: (row) => when(`${answered(row)} and ${row}.fate = 'edited'`),
  dismissed: (row) => when(`${answered(row)} and ${row}.fate = 'dismissed'`),
  input_tokens: (row) => `coalesce(${row}.input_tokens, 0)`,
  output_tokens: (row) => `coalesce(${row}.output_tokens, 0)`,
  cost: (row) => `${row}.cost`,
};
const KEY = ['instruction_id', 'version', 'tenant_id'];
/**
 * Width of a latency bucket, ms. The scorecard's repository reads it from here (the triggers
 * fixed it): it finds a percentile's bucket from the counts, then walks that bucket only.
 */
export const LATENCY_BUCKET_MS = 1000;
const bucketOf = (row: string) => `${row}.latency_ms / ${LATENCY_BUCKET_MS}`;
const columns = Object.keys(TALLIES);
const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const keyOf = (row: string) => KEY.map((key) => `${row}.${key}`).join(', ');

/** Adds `row`'s shares to its (instruction, version, tenant); a call of no version has none. */
const add = (row: string) => `insert into scorecard_tallies (${quoted([...KEY, ...columns])})
  select ${keyOf(row)}, ${columns.map((column) => TALLIES[column]!(row)).join(', ')}
  where ${row}.instruction_id is not null and ${row}.version is not null
  on conflict (${quoted(KEY)}) do update set ${columns
    .map((c) => `"${c}" = scorecard_tallies."${c}" + excluded."${c}"`)
    .join(', ')}`;

/** Takes `row`'s shares back (the row was deleted, or is about to be added as it is now). */
const remove = (row: string) => `update scorecard_tallies set ${columns
  .map((c) => `"${c}" = "${c}" - (${TALLIES[c]!(row)})`)
  .join(', ')}
  where ${KEY.map((key) => `${key} = ${row}.${key}`).join(' and ')}`;

/** Counts `row` into its latency bucket, and out of it. */
const addToBucket = (row: string) => `insert into scorecard_latency_buckets
  (${quoted([...KEY, 'bucket', 'calls'])}) select ${keyOf(row)}, ${bucketOf(row)}, 1
  where ${row}.instruction_id is not null and ${row}.version is not null
  on conflict (${quoted([...KEY, 'bucket'])}) do update
  set "calls" = scorecard_latency_buckets."calls" + 1`;
const removeFromBucket = (
  row: string,
) => `update scorecard_latency_buckets set "calls" = "calls" - 1
  where ${KEY.map((key) => `${key} = ${row}.${key}`).join(' and ')} and bucket = ${bucketOf(row)}`;

/**
 * The scorecard's totals kept on write (issue 39 §4: a scorecard answers within 200 ms with
 * 100,000 recorded calls, an admin's too, who reads every tenant's).
 *
 * - `scorecard_tallies`: per instruction version and tenant, its calls by outcome, its answers
 *   (drafts', suggestions', revisions', research's calls that ended ok) and how many of them
 *   were kept, edited or dismissed, the tokens and the stored cost. Triggers on `model_calls`
 *   keep it in the same statement as every insert, fate update or delete of a call, whoever
 *   writes it: the counts are exact, never a second write that could be missed. The cost is a
 *   float sum, as `sum(cost)` was, up to its rounding.
 * - What cannot be kept on write is read from `model_calls` at read time, from indexes: an
 *   unsaved answer is discarded once 24 hours old (so how many of the undecided ones are
 *   younger is counted from `model_calls_pending_idx`, which holds only undecided answers),
 *   and the median and p95 latency: exact values cannot be summed up, but where they sit can.
 *   `scorecard_latency_buckets` counts each version's and tenant's calls per LATENCY_BUCKET_MS
 *   of latency (kept by the same triggers), so a percentile's bucket and its rank in it come
 *   from the counts, and the value is one index entry read at that rank within the bucket
 *   (from a latency index: 021's two are replaced, the per-tenant one by one without the
 *   columns only the totals needed, the other by one that holds the tenant too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const count = pg ? 'bigint' : 'integer';
  const money = pg ? 'double precision' : 'real';

  let table = db.schema
    .createTable('scorecard_tallies')
    .addColumn('instruction_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull());
  for (const column of columns) {
    table = table.addColumn(column, column === 'cost' ? money : count, (c) =>
      c.notNull().defaultTo(0),
    );
  }
  await table.addPrimaryKeyConstraint('scorecard_tallies_pkey', KEY as never).execute();
  await db.schema
    .createTable('scorecard_latency_buckets')
    .addColumn('instruction_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('calls', count, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('scorecard_latency_buckets_pkey', [...KEY, 'bucket'] as never)
    .execute();

  // The calls recorded so far, then every later write through the triggers.
  await sql
    .raw(
      `insert into scorecard_tallies (${quoted([...KEY, ...columns])})
      select ${KEY.join(', ')}, ${columns.map((c) => `sum(${TALLIES[c]!('model_calls')})`).join(', ')}
      from model_calls where instruction_id is not null and version is not null
      group by ${KEY.join(', ')}`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into scorecard_latency_buckets (${quoted([...KEY, 'bucket', 'calls'])})
      select ${KEY.join(', ')}, ${bucketOf('model_calls')}, count(*)
      from model_calls where instruction_id is not null and version is not null
      group by ${KEY.join(', ')}, ${bucketOf('model_calls')}`,
    )
    .execute(db);

  if (pg) {
    await sql
      .raw(
        `create function scorecard_tally() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            ${remove('OLD')}; ${removeFromBucket('OLD')};
          end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add('NEW')}; ${addToBucket('NEW')}; end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger model_calls_scorecard_tally after insert or update or delete on model_calls
        for each row execute function scorecard_tally()`,
      )
      .execute(db);
  } else {
    const trigger = (name: string, event: string, body: string[]) =>
      sql
        .raw(
          `create trigger ${name} after ${event} on model_calls begin ${body.map((s) => `${s};`).join(' ')} end`,
        )
        .execute(db);
    const [out, into] = [
      (row: string) => [remove(row), removeFromBucket(row)],
      (row: string) => [add(row), addToBucket(row)],
    ];
    await trigger('model_calls_scorecard_insert', 'insert', into('NEW'));
    await trigger('model_calls_scorecard_update', 'update', [...out('OLD'), ...into('NEW')]);
    await trigger('model_calls_scorecard_delete', 'delete', out('OLD'));
  }

  // Undecided answers only (a save or a dismissal takes a call out): the young ones of a
  // version, counted at read time, are few whatever the number of calls.
  await sql
    .raw(
      `create index model_calls_pending_idx on model_calls (instruction_id, version, at_ms, tenant_id)
      where fate is null and ${answered('model_calls').replaceAll('model_calls.', '')}`,
    )
    .execute(db);
  // Each tenant's calls in latency order: its median and p95 read at their ranks.
  await db.schema.dropIndex('model_calls_version_tenant_idx').execute();
  await db.schema
    .createIndex('model_calls_version_tenant_latency_idx')
    .on('model_calls')
    .columns(['instruction_id', 'version', 'tenant_id', 'latency_ms'])
    .execute();
  // All calls in latency order, now with their tenant: a reader of several tenants (not all)
  // has the ranks over theirs read from the index alone, without a table row per call.
  await db.schema.dropIndex('model_calls_version_latency_idx').execute();
  await db.schema
    .createIndex('model_calls_version_latency_tenant_idx')
    .on('model_calls')
    .columns(['instruction_id', 'version', 'latency_ms', 'tenant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await sql`drop trigger model_calls_scorecard_tally on model_calls`.execute(db);
    await sql`drop function scorecard_tally()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger model_calls_scorecard_${event}`).execute(db);
  }
  await db.schema.dropIndex('model_calls_pending_idx').execute();
  await db.schema.dropIndex('model_calls_version_tenant_latency_idx').execute();
  await db.schema.dropIndex('model_calls_version_latency_tenant_idx').execute();
  await db.schema
    .createIndex('model_calls_version_latency_idx')
    .on('model_calls')
    .columns(['instruction_id', 'version', 'latency_ms'])
    .execute();
  await db.schema
    .createIndex('model_calls_version_tenant_idx')
    .on('model_calls')
    .columns([
      'instruction_id',
      'version',
      'tenant_id',
      'latency_ms',
      'outcome',
      'purpose',
      'fate',
      'at_ms',
      'input_tokens',
      'output_tokens',
      'cost',
    ])
    .execute();
  await db.schema.dropTable('scorecard_latency_buckets').execute();
  await db.schema.dropTable('scorecard_tallies').execute();
}

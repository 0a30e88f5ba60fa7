import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList, widenAuditActionCheck, widenAuditEntityCheck } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const AUDIT_ENTITIES = [
  ...['icp', 'usp', 'prompt', 'prompt-override', 'user', 'prompt-test-case'],
  ...['tenant', 'workspace', 'release-request', 'release'],
];
const AUDIT_ACTIONS = [
  ...['create', 'update', 'delete', 'restore', 'change-password', 'purge'],
  ...['approve', 'reject', 'comment', 'release', 'rollback'],
];
const REQUEST_STATUSES = ['open', 'approved', 'released', 'rejected', 'stale'];
const RELEASE_KINDS = ['release', 'rollback', 'override', 'initial'];

/**
 * Releases (issue 35). What each tenant's AI uses becomes explicit:
 *
 * - `release_requests`: an editor asks for one version (`prompt_id`, `version`) to be
 *   released; a releaser approves or rejects it; a newer edit makes it stale. One open or
 *   approved request per type, held by a partial unique index, so two requests made at once
 *   cannot both open.
 * - `release_comments`: the request's conversation, the review's word included.
 * - `releases`: the history, only ever inserted: each release (of a request, to every tenant or
 *   to chosen ones), each rollback, each override change (a release to its tenant), and the
 *   first release of each type made here.
 * - `release_assignments`: the state resolve reads: per type, the release of every tenant
 *   (`tenant_id` '') and, in a staged rollout, of the tenants that differ. The primary key
 *   (prompt_type, tenant_id) serves resolve's one read: its tenant's row, else ''.
 *   `previous_release_id` is what the row held before, for a rollback.
 *
 * Upgrade: each type's default of today (of its active versions, the one saved most recently:
 * what resolve answered) becomes its release for every tenant, so nothing changes for anyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const seq = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('release_requests')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('prompt_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_by_name', 'text')
    .addColumn('reviewed_at', timestampType)
    .addCheckConstraint(
      'release_requests_status_check',
      sql`status in (${literalList(REQUEST_STATUSES)})`,
    )
    .execute();
  // One request in flight per type: two made at once, the second's insert fails.
  await sql`create unique index release_requests_one_open_idx on release_requests (prompt_type)
    where status in ('open', 'approved')`.execute(db);
  // The lists by status, newest first, and a prompt's requests (made stale by its edits).
  await db.schema
    .createIndex('release_requests_status_idx')
    .on('release_requests')
    .columns(['status', 'seq'])
    .execute();
  await db.schema
    .createIndex('release_requests_prompt_idx')
    .on('release_requests')
    .columns(['prompt_id', 'status'])
    .execute();

  await db.schema
    .createTable('release_comments')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('release_requests.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('comment', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('release_comments_request_idx')
    .on('release_comments')
    .columns(['request_id', 'seq'])
    .execute();

  await db.schema
    .createTable('releases')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    // Null for a variant override (the tenant's own text); `version` is then the variant's.
    .addColumn('prompt_id', 'text')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('rolls_back', 'text')
    // JSON array of tenant ids; null for every tenant.
    .addColumn('tenant_ids', 'text')
    .addColumn('released_by', 'text')
    .addColumn('released_by_name', 'text')
    .addColumn('released_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('reason', 'text')
    // JSON of the gate as it stood (every case named, readers' reach applied when answered).
    .addColumn('gate', 'text')
    .addCheckConstraint('releases_kind_check', sql`kind in (${literalList(RELEASE_KINDS)})`)
    .execute();
  await db.schema
    .createIndex('releases_type_idx')
    .on('releases')
    .columns(['prompt_type', 'seq'])
    .execute();
  await db.schema
    .createIndex('releases_request_idx')
    .on('releases')
    .columns(['request_id', 'seq'])
    .execute();

  await db.schema
    .createTable('release_assignments')
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    // '' for every tenant without a row of its own.
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull().references('releases.id'))
    .addColumn('prompt_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('previous_release_id', 'text', (c) => c.references('releases.id'))
    .addPrimaryKeyConstraint('release_assignments_pkey', ['prompt_type', 'tenant_id'])
    .execute();
  // Whether an instruction is released anywhere (its delete is refused then).
  await db.schema
    .createIndex('release_assignments_prompt_idx')
    .on('release_assignments')
    .columns(['prompt_id', 'version'])
    .execute();

  await releaseTodaysDefaults(db);
  // SQLite rebuilds the table once with both CHECKs; PostgreSQL swaps each.
  const options = { withGeneration: true, actions: AUDIT_ACTIONS };
  if (pg) await widenAuditEntityCheck(db, pg, now, AUDIT_ENTITIES, options);
  await widenAuditActionCheck(db, pg, now, AUDIT_ENTITIES, options);
}

/** Each type's default of today becomes its release for every tenant. */
async function releaseTodaysDefaults(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: string; version: string; prompt_type: string }>`
    select id, version, prompt_type from prompts where is_active
    order by updated_at desc, seq desc`.execute(db);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.prompt_type)) continue;
    seen.add(row.prompt_type);
    const releaseId = randomUUID();
    await sql`insert into releases (id, kind, prompt_type, prompt_id, version, reason)
      values (${releaseId}, 'initial', ${row.prompt_type}, ${row.id}, ${row.version},
        ${'The version every tenant used when releases began'})`.execute(db);
    await sql`insert into release_assignments (prompt_type, tenant_id, release_id, prompt_id, version)
      values (${row.prompt_type}, '', ${releaseId}, ${row.id}, ${row.version})`.execute(db);
  }
}

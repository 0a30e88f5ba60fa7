import { sql } from 'kysely';
import type { Db } from '../../src/db/connection';
import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { PORTAL_RELEASE_REASON } from '../../src/db/migrations/019-edit-instructions';
import { SEED_PROMPTS } from '../../src/db/seed-prompts';
import { createRepositories } from '../../src/repositories';
import { resolvePrompt } from '../../src/studio/resolve';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Migration 019 (issue 39 §2) on a database in use before 'Revise with AI' existed. */
const seeded = (type: string) => SEED_PROMPTS.find((prompt) => prompt.first.promptType === type)!;

/** Rows as the schema before 019 had them (not through today's repositories). */
async function databaseInUse(db: Db) {
  await sql`insert into users (id, username, password_hash) values
    ('user-1', 'staff@example.com', 'not-a-real-hash')`.execute(db);
  await sql`insert into tenants (id, name) values ('tenant-1', 'Acme')`.execute(db);
  const prompt = (id: string, type: string) =>
    sql`insert into prompts (id, version, description, prompt_type, prompt_content, is_active, author)
      values (${id}, '1.0', ${`Staff's ${type}`}, ${type}, ${`Write a ${type} for {{tenant.name}}.`},
        ${1}, 'staff@example.com')`.execute(db);
  await prompt('icp-1', 'ICP');
  // A USP_EDIT instruction staff wrote and never released: theirs to release.
  await prompt('usp-edit-1', 'USP_EDIT');
  await sql`insert into releases (id, kind, prompt_type, prompt_id, version)
    values ('release-1', 'initial', 'ICP', 'icp-1', '1.0')`.execute(db);
  await sql`insert into release_assignments (prompt_type, tenant_id, release_id, prompt_id, version)
    values ('ICP', '', 'release-1', 'icp-1', '1.0')`.execute(db);
}

describe('019-edit-instructions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false, seed: false });
    await migrateTo(database.db, '018-webhooks');
    await databaseInUse(database.db);
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  test('gives each type the database lacks its first instruction, by the portal, released to every tenant', async () => {
    const { db } = database;
    expect(await pendingMigrations(db)).toEqual([]);
    const repos = createRepositories(db);
    for (const type of ['ICP_EDIT', 'BUYER_PERSONA_EDIT', 'COMPANY_RESEARCH'] as const) {
      const resolved = await resolvePrompt(repos, 'tenant-1', type);
      expect(resolved).toMatchObject({
        version: '1.0',
        promptContent: seeded(type).first.promptContent,
        source: 'default',
      });
      expect(await repos.prompts.find({ id: resolved.id, version: '1.0' })).toMatchObject({
        description: seeded(type).first.description,
        isActive: 1,
        author: 'the portal',
      });
    }
  });

  test('leaves the instructions staff wrote as they are: the ICP release stays, their USP_EDIT is not released', async () => {
    const repos = createRepositories(database.db);
    expect(await resolvePrompt(repos, 'tenant-1', 'ICP')).toMatchObject({ id: 'icp-1' });
    const uspEdits = (await repos.prompts.list()).filter((p) => p.promptType === 'USP_EDIT');
    expect(uspEdits.map((p) => p.id)).toEqual(['usp-edit-1']);
    await expect(resolvePrompt(repos, 'tenant-1', 'USP_EDIT')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NO_RELEASE',
      message: 'No USP_EDIT instruction is released; release one first',
    });
  });

  test('audits each creation and release as the API does, by the portal', async () => {
    const entries = await database.db
      .selectFrom('audit_entries')
      .select(['user_id', 'username', 'action', 'entity', 'tenant_id', 'changes'])
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.entity, entry.username])).toEqual(
      ['ICP_EDIT', 'BUYER_PERSONA_EDIT', 'COMPANY_RESEARCH'].flatMap(() => [
        ['create', 'prompt', 'the portal'],
        ['release', 'release', 'the portal'],
      ]),
    );
    expect(JSON.parse(entries[1]!.changes)).toEqual([
      { field: 'promptType', after: 'ICP_EDIT' },
      { field: 'version', after: '1.0' },
      { field: 'tenants', after: 'every tenant' },
      { field: 'reason', after: PORTAL_RELEASE_REASON },
    ]);
    expect(JSON.parse(entries[0]!.changes)).toEqual([
      { field: 'version', after: '1.0' },
      { field: 'description', after: seeded('ICP_EDIT').first.description },
      { field: 'promptType', after: 'ICP_EDIT' },
      { field: 'promptContent' },
    ]);
    const events = await database.db
      .selectFrom('releases')
      .select(['kind', 'prompt_type', 'released_by_name', 'reason'])
      .where('prompt_type', '=', 'ICP_EDIT')
      .execute();
    expect(events).toEqual([
      {
        kind: 'release',
        prompt_type: 'ICP_EDIT',
        released_by_name: 'the portal',
        reason: PORTAL_RELEASE_REASON,
      },
    ]);
  });

  test('a database nobody has used yet gets the columns only: the seed gives it the instructions', async () => {
    const fresh = await createTestDatabase({ migrate: false, seed: false });
    try {
      await migrateToLatest(fresh.db);
      expect(await fresh.db.selectFrom('prompts').select('id').execute()).toEqual([]);
      const icp = await fresh.db
        .selectFrom('icps')
        .select(['generated_changes_kept', 'generated_changes_proposed'])
        .execute();
      expect(icp).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});

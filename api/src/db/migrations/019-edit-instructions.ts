import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { PORTAL_ACTOR, SEED_PROMPTS } from '../seed-prompts';

/** The types this migration gives a first instruction where a database has none. */
const TYPES = ['ICP_EDIT', 'BUYER_PERSONA_EDIT', 'USP_EDIT', 'COMPANY_RESEARCH'] as const;

/** Said by each release this migration makes. */
export const PORTAL_RELEASE_REASON = 'Came with the portal: the first instruction of its type';

/** An audit entry's fields and their values, as the API writes them (short texts only). */
const changesOf = (fields: Record<string, string>) =>
  JSON.stringify(
    Object.entries(fields).map(([field, after]) =>
      after.length <= 200 ? { field, after } : { field },
    ),
  );

/**
 * Revise with AI (issue 39 §2).
 *
 * - `icps` / `usps` gain a revision's lineage: `generated_changes_kept` of
 *   `generated_changes_proposed` (null unless saved from a revision).
 * - A database in use (it has accounts; a new one is seeded instead, with the same texts) gets
 *   a first instruction of each edit type, and of Company Research, where it has none of the
 *   type: the seed's text, written by the portal (its author, PORTAL_ACTOR). Each is released
 *   to every tenant where the type has no release yet, so every 'Revise with AI' button works
 *   out of the box. Both are audited as the API audits a create and a release, by the portal.
 *   A type that already has instructions keeps them, released or not: staff wrote them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['icps', 'usps']) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const column of ['generated_changes_kept', 'generated_changes_proposed']) {
      await db.schema.alterTable(table).addColumn(column, 'integer').execute();
    }
  }

  const { rows } = await sql<{ n: number | string }>`select count(*) as n from users`.execute(db);
  if (Number(rows[0]!.n) === 0) return;
  const active = isPostgres(db) ? sql`true` : sql`1`;
  for (const type of TYPES) {
    const existing = await sql`select 1 from prompts where prompt_type = ${type} limit 1`.execute(
      db,
    );
    if (existing.rows.length > 0) continue;
    const { first } = SEED_PROMPTS.find((seeded) => seeded.first.promptType === type)!;
    const promptId = randomUUID();
    await sql`insert into prompts (id, version, description, prompt_type, prompt_content, is_active, author)
      values (${promptId}, '1.0', ${first.description}, ${type}, ${first.promptContent}, ${active},
        ${PORTAL_ACTOR.username})`.execute(db);
    await audit(db, 'create', 'prompt', promptId, {
      version: '1.0',
      description: first.description,
      promptType: type,
      promptContent: first.promptContent,
    });

    const released = await sql`select 1 from release_assignments
      where prompt_type = ${type} and tenant_id = ''`.execute(db);
    if (released.rows.length > 0) continue;
    const releaseId = randomUUID();
    await sql`insert into releases (id, kind, prompt_type, prompt_id, version, released_by,
        released_by_name, reason)
      values (${releaseId}, 'release', ${type}, ${promptId}, '1.0', ${PORTAL_ACTOR.id},
        ${PORTAL_ACTOR.username}, ${PORTAL_RELEASE_REASON})`.execute(db);
    await sql`insert into release_assignments (prompt_type, tenant_id, release_id, prompt_id, version)
      values (${type}, '', ${releaseId}, ${promptId}, '1.0')`.execute(db);
    await audit(db, 'release', 'release', releaseId, {
      promptType: type,
      version: '1.0',
      tenants: 'every tenant',
      reason: PORTAL_RELEASE_REASON,
    });
  }
}

/** One global audit entry by the portal, as appendAudit writes it. */
async function audit(
  db: Kysely<unknown>,
  action: 'create' | 'release',
  entity: 'prompt' | 'release',
  entityId: string,
  fields: Record<string, string>,
) {
  await sql`insert into audit_entries (id, user_id, username, action, entity, entity_id, changes)
    values (${randomUUID()}, ${PORTAL_ACTOR.id}, ${PORTAL_ACTOR.username}, ${action}, ${entity},
      ${entityId}, ${changesOf(fields)})`.execute(db);
}

/** The texts and releases stay (they may be in use); the columns go. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['icps', 'usps']) {
    for (const column of ['generated_changes_kept', 'generated_changes_proposed']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

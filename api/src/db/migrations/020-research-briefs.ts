import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { addAuditEntity } from './018-webhooks';
import { literalList } from './audit-rebuild';

/** This migration's own copy of the kind's lists (a migration must not follow the contract). */
const LISTS = ['offerings', 'markets', 'competitors', 'signals'];

/**
 * Company research (issue 39 §3): a workspace's research brief, an artifact kind like ICPs and
 * USPs (docs/architecture.md, "Add an artifact kind").
 *
 * - `briefs`: the root row with every column OnboardingRoot has (seq, scope, revision,
 *   lineage, trash, copy provenance), `name` (the company researched) and `summary`.
 * - `brief_offerings`, `brief_markets`, `brief_competitors`, `brief_signals`: a list of lines
 *   each (`value` at `position`); `brief_sources`: the sources staff added, each naming its
 *   section.
 * - One live brief per workspace: a partial unique index on (tenant_id, workspace_id) where
 *   `deleted_at` is null, so two creates made at once cannot both succeed; briefs in the trash
 *   do not count.
 *
 * The audit trail's entity CHECK gains 'brief'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`CURRENT_TIMESTAMP`;
  const booleanType = pg ? 'boolean' : 'integer';
  const notBlank = (column: string) => sql`${sql.ref(column)} <> ''`;

  await db.schema
    .createTable('briefs')
    .addColumn('seq', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('generated_prompt_id', 'text')
    .addColumn('generated_prompt_type', 'text')
    .addColumn('generated_version', 'text')
    .addColumn('generated_model', 'text')
    .addColumn('generated_at', 'text')
    .addColumn('generated_edited', booleanType)
    // A revision's lineage, as migration 019 gave ICPs and USPs: every kind's root has it.
    .addColumn('generated_changes_kept', 'integer')
    .addColumn('generated_changes_proposed', 'integer')
    .addColumn('deleted_at', timestampType)
    .addColumn('deleted_by', 'text')
    .addColumn('copied_from_tenant_id', 'text')
    .addColumn('copied_from_workspace_id', 'text')
    .addColumn('copied_from_workspace_name', 'text')
    .addColumn('copied_from_id', 'text')
    .addColumn('copied_from_revision', 'integer')
    .addCheckConstraint('briefs_name_check', notBlank('name'))
    .addCheckConstraint('briefs_summary_check', notBlank('summary'))
    .addForeignKeyConstraint(
      'briefs_workspace_fk',
      ['workspace_id', 'tenant_id'],
      'workspaces',
      ['id', 'tenant_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // The list's index range (as 002's for ICPs and USPs), and the one live brief per workspace.
  await db.schema
    .createIndex('briefs_tenant_workspace_seq_idx')
    .on('briefs')
    .columns(['tenant_id', 'workspace_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('briefs_one_live_per_workspace')
    .on('briefs')
    .columns(['tenant_id', 'workspace_id'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('briefs_trash_idx')
    .on('briefs')
    .columns(['tenant_id', 'workspace_id', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('briefs_generated_idx')
    .on('briefs')
    .columns(['generated_prompt_id', 'generated_version'])
    .execute();

  const child = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('brief_id', 'text', (c) => c.notNull().references('briefs.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['brief_id', 'position']);
  for (const list of LISTS) {
    const table = `brief_${list}`;
    await child(table)
      .addColumn('value', 'text', (c) => c.notNull())
      .addCheckConstraint(`${table}_value_check`, notBlank('value'))
      .execute();
  }
  await child('brief_sources')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'brief_sources_section_check',
      sql`section in (${literalList(['summary', ...LISTS])})`,
    )
    .addCheckConstraint('brief_sources_reference_check', notBlank('reference'))
    .execute();

  const auditNow = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await addAuditEntity(db, pg, auditNow, 'brief');
}

/** The wider audit CHECK stays: entries are never deleted, so narrowing it could fail. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const list of [...LISTS, 'sources']) await db.schema.dropTable(`brief_${list}`).execute();
  await db.schema.dropTable('briefs').execute();
}

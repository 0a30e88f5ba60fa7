import { type Kysely } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Lineage (issue 21): an ICP or USP saved from a draft keeps which instruction version and
 * model drafted it (`generated_*`, all null for records people wrote) and whether a person
 * changed it since (`generated_edited`). An index per table finds a version's artifacts.
 * Audit entries gain `generation`: the lineage a create or update recorded, as JSON.
 * Nullable columns only, so existing rows and their answers stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const booleanType = isPostgres(db) ? 'boolean' : 'integer';
  for (const table of ['icps', 'usps']) {
    const columns: [string, 'text' | typeof booleanType][] = [
      ['generated_prompt_id', 'text'],
      ['generated_prompt_type', 'text'],
      ['generated_version', 'text'],
      ['generated_model', 'text'],
      ['generated_at', 'text'],
      ['generated_edited', booleanType],
    ];
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const [name, type] of columns) {
      await db.schema.alterTable(table).addColumn(name, type).execute();
    }
    await db.schema
      .createIndex(`${table}_generated_idx`)
      .on(table)
      .columns(['generated_prompt_id', 'generated_version'])
      .execute();
  }
  await db.schema.alterTable('audit_entries').addColumn('generation', 'text').execute();
}

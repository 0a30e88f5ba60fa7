import { type Kysely } from 'kysely';

/**
 * Copy between workspaces (issue 24 §3): a copied ICP or USP keeps where it came from: the
 * source's tenant, workspace (and that workspace's name then), id and the revision copied.
 * All null on records that are not copies; no foreign key, as the source may be deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['icps', 'usps']) {
    const columns: [string, 'text' | 'integer'][] = [
      ['copied_from_tenant_id', 'text'],
      ['copied_from_workspace_id', 'text'],
      ['copied_from_workspace_name', 'text'],
      ['copied_from_id', 'text'],
      ['copied_from_revision', 'integer'],
    ];
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const [name, type] of columns) {
      await db.schema.alterTable(table).addColumn(name, type).execute();
    }
  }
}

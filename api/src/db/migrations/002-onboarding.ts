import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/**
 * ICPs with their segments and buyer personas, USPs with their products and capabilities.
 *
 * - `seq` is the insertion order: "oldest first" must not depend on clock resolution, and a
 *   UUID cannot order anything. The public id stays the text `id`.
 * - `(workspace_id, tenant_id)` references `workspaces (id, tenant_id)`, so the database
 *   itself refuses an ICP or USP whose workspace belongs to another tenant.
 * - Children keep their order in `position`; `(parent_id, position)` is both their key and
 *   the index the list queries use. Deleting a parent (or its workspace) deletes them.
 * - CHECKs repeat the API's "required, not blank" rule as a last line of defence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`CURRENT_TIMESTAMP`;
  const booleanType = pg ? 'boolean' : 'integer';
  const notBlank = (column: string) => sql`${sql.ref(column)} <> ''`;

  // Same columns and keys for both aggregates' root tables; `extra` adds the rest.
  const root = (table: 'icps' | 'usps') =>
    db.schema
      .createTable(table)
      .addColumn('seq', pg ? 'bigserial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('workspace_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', timestampType, (c) => c.notNull().defaultTo(now))
      .addCheckConstraint(`${table}_name_check`, notBlank('name'))
      .addForeignKeyConstraint(
        `${table}_workspace_fk`,
        ['workspace_id', 'tenant_id'],
        'workspaces',
        ['id', 'tenant_id'],
        (fk) => fk.onDelete('cascade'),
      );

  // The composite foreign keys above need a unique key to point at.
  await db.schema
    .createIndex('workspaces_id_tenant_id_key')
    .on('workspaces')
    .columns(['id', 'tenant_id'])
    .unique()
    .execute();

  await root('icps')
    .addColumn('description', 'text', (c) => c.notNull())
    .addCheckConstraint('icps_description_check', notBlank('description'))
    .execute();
  await root('usps')
    .addColumn('differentiator', 'text', (c) => c.notNull())
    .addCheckConstraint('usps_differentiator_check', notBlank('differentiator'))
    .execute();
  // Listing one workspace walks this index only, however many rows other workspaces hold.
  for (const table of ['icps', 'usps']) {
    await db.schema
      .createIndex(`${table}_tenant_workspace_seq_idx`)
      .on(table)
      .columns(['tenant_id', 'workspace_id', 'seq'])
      .execute();
  }

  const child = (table: string, parent: 'icps' | 'usps', parentColumn: string) =>
    db.schema
      .createTable(table)
      .addColumn(parentColumn, 'text', (c) =>
        c.notNull().references(`${parent}.id`).onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [parentColumn, 'position']);

  await child('icp_segments', 'icps', 'icp_id')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'icp_segments_required_check',
      sql`name <> '' and description <> '' and details <> ''`,
    )
    .execute();

  await child('icp_buyer_personas', 'icps', 'icp_id')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_mobilizer', booleanType, (c) => c.notNull())
    .addColumn('is_buying_committee', booleanType, (c) => c.notNull())
    .addCheckConstraint('icp_buyer_personas_name_check', notBlank('name'))
    .execute();

  for (const table of ['usp_products', 'usp_capabilities']) {
    await child(table, 'usps', 'usp_id')
      .addColumn('value', 'text', (c) => c.notNull())
      .addCheckConstraint(`${table}_value_check`, notBlank('value'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'usp_capabilities',
    'usp_products',
    'usps',
    'icp_buyer_personas',
    'icp_segments',
    'icps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('workspaces_id_tenant_id_key').execute();
}

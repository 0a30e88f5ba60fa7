import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/** Users, tenants, workspaces and who belongs to which tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  // Native types where PostgreSQL has them; SQLite stores 0/1 and ISO text.
  const booleanType = pg ? 'boolean' : 'integer';
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', booleanType, (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('primary_domain', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('workspaces_tenant_id_idx')
    .on('workspaces')
    .column('tenant_id')
    .execute();

  await db.schema
    .createTable('tenant_memberships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('tenant_memberships_pk', ['user_id', 'tenant_id'])
    .execute();
  // The primary key already indexes user_id first; tenant_id needs its own index.
  await db.schema
    .createIndex('tenant_memberships_tenant_id_idx')
    .on('tenant_memberships')
    .column('tenant_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tenant_memberships', 'workspaces', 'tenants', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}

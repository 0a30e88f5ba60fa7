import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Booleans are native in PostgreSQL and 0/1 in SQLite, so reads are
 * `boolean | number` and go through `Boolean()` in the repositories.
 */
type DbBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;
type CreatedAt = Generated<Date | string>;

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  is_admin: DbBoolean;
  created_at: CreatedAt;
}

export interface TenantsTable {
  id: string;
  name: string;
  primary_domain: string | null;
  created_at: CreatedAt;
}

export interface WorkspacesTable {
  id: string;
  tenant_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface TenantMembershipsTable {
  user_id: string;
  tenant_id: string;
}

export interface Database {
  users: UsersTable;
  tenants: TenantsTable;
  workspaces: WorkspacesTable;
  tenant_memberships: TenantMembershipsTable;
}

import { randomUUID } from 'node:crypto';
import type { Tenant } from '@portal/contract';
import type { Db } from '../db/connection';

/** Who is asking: members reach their tenants, admins reach every tenant. */
export interface Caller {
  id: string;
  isAdmin: boolean;
}

export type ScopeCheck = 'ok' | 'tenant-not-found' | 'workspace-not-found';

interface TenantRow {
  id: string;
  name: string;
  primary_domain: string | null;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Sorted in code so SQLite and PostgreSQL (whose collations differ) agree on the order. */
export function sortByName<T extends { name: string; id: string }>(items: T[]): T[] {
  return items.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

function toTenant(row: TenantRow): Tenant {
  // The wire omits primaryDomain rather than sending null (contract: optional).
  return {
    id: row.id,
    name: row.name,
    configuration: row.primary_domain ? { primaryDomain: row.primary_domain } : {},
  };
}

export function createTenantsRepository(db: Db) {
  const reachable = (caller: Caller) => {
    const query = db
      .selectFrom('tenants')
      .select(['tenants.id', 'tenants.name', 'tenants.primary_domain']);
    if (caller.isAdmin) return query;
    return query
      .innerJoin('tenant_memberships as m', 'm.tenant_id', 'tenants.id')
      .where('m.user_id', '=', caller.id);
  };

  return {
    async listReachable(caller: Caller): Promise<Tenant[]> {
      return sortByName((await reachable(caller).execute()).map(toTenant));
    },

    async findReachable(caller: Caller, id: string): Promise<Tenant | undefined> {
      const row = await reachable(caller).where('tenants.id', '=', id).executeTakeFirst();
      return row && toTenant(row);
    },

    /**
     * A scope check in one query, as every tenant-scoped request makes one: whether the caller
     * reaches the tenant, and whether the workspace named with it (if any) is that tenant's.
     */
    async checkScope(caller: Caller, tenantId: string, workspaceId?: string): Promise<ScopeCheck> {
      const named = workspaceId ?? '';
      const row = await reachable(caller)
        .leftJoin('workspaces as w', (join) =>
          join.onRef('w.tenant_id', '=', 'tenants.id').on('w.id', '=', named),
        )
        .select('w.id as workspace_id')
        .where('tenants.id', '=', tenantId)
        .executeTakeFirst();
      if (!row) return 'tenant-not-found';
      if (workspaceId !== undefined && row.workspace_id === null) return 'workspace-not-found';
      return 'ok';
    },

    async create(input: { name: string; primaryDomain?: string | null }): Promise<Tenant> {
      const row = {
        id: randomUUID(),
        name: input.name,
        primary_domain: input.primaryDomain ?? null,
      };
      await db.insertInto('tenants').values(row).execute();
      return toTenant(row);
    },

    /** The CLI accepts a tenant id or its exact name; names are not unique, so ambiguity is an error. */
    async findByIdOrName(ref: string): Promise<Tenant[]> {
      const rows = await db
        .selectFrom('tenants')
        .select(['id', 'name', 'primary_domain'])
        .where((eb) => eb.or([eb('id', '=', ref), eb('name', '=', ref)]))
        .execute();
      return rows.map(toTenant);
    },

    async addMember(userId: string, tenantId: string): Promise<void> {
      await db
        .insertInto('tenant_memberships')
        .values({ user_id: userId, tenant_id: tenantId })
        .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doNothing())
        .execute();
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;

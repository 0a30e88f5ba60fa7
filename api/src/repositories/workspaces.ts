import { randomUUID } from 'node:crypto';
import type { Workspace } from '@portal/contract';
import type { Db } from '../db/connection';
import { type Caller, sortByName } from './tenants';

interface WorkspaceRow {
  id: string;
  name: string;
  tenant_id: string;
  description: string;
}

const toWorkspace = (row: WorkspaceRow): Workspace => ({
  id: row.id,
  name: row.name,
  tenantId: row.tenant_id,
  description: row.description,
});

export function createWorkspacesRepository(db: Db) {
  const columns = [
    'workspaces.id',
    'workspaces.name',
    'workspaces.tenant_id',
    'workspaces.description',
  ] as const;

  return {
    /** Callers check tenant access first (the tenant-access hook); this only filters by tenant. */
    async listByTenant(tenantId: string): Promise<Workspace[]> {
      const rows = await db
        .selectFrom('workspaces')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .execute();
      return sortByName(rows.map(toWorkspace));
    },

    /** A workspace whose tenant the caller cannot reach is reported as missing, never as forbidden. */
    async findReachable(caller: Caller, id: string): Promise<Workspace | undefined> {
      let query = db.selectFrom('workspaces').select(columns).where('workspaces.id', '=', id);
      if (!caller.isAdmin) {
        query = query
          .innerJoin('tenant_memberships as m', 'm.tenant_id', 'workspaces.tenant_id')
          .where('m.user_id', '=', caller.id);
      }
      const row = await query.executeTakeFirst();
      return row && toWorkspace(row);
    },

    /** For routes scoped by /:tenantId/.../:workspaceId: a workspace of another tenant is a 404. */
    async belongsToTenant(workspaceId: string, tenantId: string): Promise<boolean> {
      const row = await db
        .selectFrom('workspaces')
        .select('id')
        .where('id', '=', workspaceId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findByTenantAndName(tenantId: string, name: string): Promise<Workspace | undefined> {
      const row = await db
        .selectFrom('workspaces')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row && toWorkspace(row);
    },

    async create(input: {
      tenantId: string;
      name: string;
      description?: string;
    }): Promise<Workspace> {
      const row = {
        id: randomUUID(),
        tenant_id: input.tenantId,
        name: input.name,
        description: input.description ?? '',
      };
      await db.insertInto('workspaces').values(row).execute();
      return toWorkspace(row);
    },
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;

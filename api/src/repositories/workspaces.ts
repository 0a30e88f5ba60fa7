import { randomUUID } from 'node:crypto';
import type { AuditChange, Workspace } from '@portal/contract';
import type { Db } from '../db/connection';
import { takeTurns } from './advisory-lock';
import { type Actor, appendAudit } from './audit';
import { type Caller, sortByName, type TenancyWrite } from './tenants';
import { inTransaction } from './transaction';

interface WorkspaceRow {
  id: string;
  name: string;
  tenant_id: string;
  description: string;
  archived_at: Date | string | null;
}

const toWorkspace = (row: WorkspaceRow): Workspace => ({
  id: row.id,
  name: row.name,
  tenantId: row.tenant_id,
  description: row.description,
  ...(row.archived_at === null ? {} : { archived: true as const }),
});

const byName = new Intl.Collator('en', { sensitivity: 'base' });

const workspaceAudit = (row: { id: string; tenant_id: string }, changes: AuditChange[]) => ({
  entity: 'workspace' as const,
  entityId: row.id,
  tenantId: row.tenant_id,
  workspaceId: row.id,
  changes,
});

export function createWorkspacesRepository(db: Db) {
  const columns = [
    'workspaces.id',
    'workspaces.name',
    'workspaces.tenant_id',
    'workspaces.description',
    'workspaces.archived_at',
  ] as const;

  /** Whether a live workspace of the tenant other than `exceptId` is named `name`. */
  const liveNameTaken = async (trx: Db, tenantId: string, name: string, exceptId?: string) => {
    const rows = await trx
      .selectFrom('workspaces')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('archived_at', 'is', null)
      .execute();
    return rows.some((row) => row.id !== exceptId && byName.compare(row.name, name) === 0);
  };

  const findRow = (trx: Db, id: string) =>
    trx.selectFrom('workspaces').select(columns).where('id', '=', id).executeTakeFirst();

  return {
    /**
     * Callers check tenant access first (the tenant-access hook); this filters by tenant, and
     * leaves archived workspaces out for everyone but admins.
     */
    async listByTenant(caller: Caller, tenantId: string): Promise<Workspace[]> {
      const rows = await db
        .selectFrom('workspaces')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .$if(!caller.isAdmin, (query) => query.where('archived_at', 'is', null))
        .execute();
      return sortByName(rows.map(toWorkspace));
    },

    /** A workspace whose tenant the caller cannot reach is reported as missing, never as forbidden. */
    async findReachable(caller: Caller, id: string): Promise<Workspace | undefined> {
      let query = db.selectFrom('workspaces').select(columns).where('workspaces.id', '=', id);
      if (!caller.isAdmin) {
        // A member reaches live workspaces of live tenants only.
        query = query
          .innerJoin('tenant_memberships as m', 'm.tenant_id', 'workspaces.tenant_id')
          .innerJoin('tenants as t', 't.id', 'workspaces.tenant_id')
          .where('m.user_id', '=', caller.id)
          .where('workspaces.archived_at', 'is', null)
          .where('t.archived_at', 'is', null);
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
      return toWorkspace({ ...row, archived_at: null });
    },

    /** An admin's create: the name unique among the tenant's live workspaces, audited. */
    createAudited: (
      input: { tenantId: string; name: string; description?: string },
      actor: Actor,
    ): Promise<TenancyWrite<Workspace>> =>
      inTransaction(db, async (trx) => {
        await takeTurns(trx, 'workspace-names', input.tenantId);
        if (await liveNameTaken(trx, input.tenantId, input.name)) return 'name-in-use';
        const row = {
          id: randomUUID(),
          tenant_id: input.tenantId,
          name: input.name,
          description: input.description ?? '',
        };
        await trx.insertInto('workspaces').values(row).execute();
        await appendAudit(trx, actor, {
          action: 'create',
          ...workspaceAudit(row, [
            { field: 'name', after: row.name },
            { field: 'description', after: row.description },
          ]),
        });
        return toWorkspace({ ...row, archived_at: null });
      }),

    /** Renames and re-describes; a field left out stays. */
    update: (
      id: string,
      patch: { name?: string; description?: string },
      actor: Actor,
    ): Promise<TenancyWrite<Workspace>> =>
      inTransaction(db, async (trx) => {
        const before = await findRow(trx, id);
        if (!before) return undefined;
        await takeTurns(trx, 'workspace-names', before.tenant_id);
        const after = {
          ...before,
          name: patch.name ?? before.name,
          description: patch.description ?? before.description,
        };
        if (
          after.name !== before.name &&
          (await liveNameTaken(trx, before.tenant_id, after.name, id))
        ) {
          return 'name-in-use';
        }
        const changes = [
          { field: 'name', before: before.name, after: after.name },
          { field: 'description', before: before.description, after: after.description },
        ].filter((change) => change.before !== change.after);
        if (changes.length > 0) {
          await trx
            .updateTable('workspaces')
            .set({ name: after.name, description: after.description })
            .where('id', '=', id)
            .execute();
          await appendAudit(trx, actor, { action: 'update', ...workspaceAudit(before, changes) });
        }
        return toWorkspace(after);
      }),

    /** Archives or brings back a workspace (nothing is deleted); its name must still be free. */
    setArchived: (id: string, archived: boolean, actor: Actor): Promise<TenancyWrite<Workspace>> =>
      inTransaction(db, async (trx) => {
        const before = await findRow(trx, id);
        if (!before) return undefined;
        await takeTurns(trx, 'workspace-names', before.tenant_id);
        const was = before.archived_at !== null;
        if (was === archived) return toWorkspace(before);
        if (!archived && (await liveNameTaken(trx, before.tenant_id, before.name, id))) {
          return 'name-in-use';
        }
        const archivedAt = archived ? new Date().toISOString() : null;
        await trx
          .updateTable('workspaces')
          .set({ archived_at: archivedAt })
          .where('id', '=', id)
          .execute();
        await appendAudit(trx, actor, {
          action: 'update',
          ...workspaceAudit(before, [{ field: 'archived', before: was, after: archived }]),
        });
        return toWorkspace({ ...before, archived_at: archivedAt });
      }),
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;

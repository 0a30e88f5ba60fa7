import { randomUUID } from 'node:crypto';
import type { AuditChange, Tenant, TenantMember } from '@portal/contract';
import type { Db } from '../db/connection';
import { takeTurns } from './advisory-lock';
import { type Actor, appendAudit } from './audit';
import { inTransaction } from './transaction';

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
  archived_at: Date | string | null;
}

/** What an admin's rename or archive met: a live sibling of that name, or no such tenant. */
export type TenancyWrite<T> = T | 'name-in-use' | undefined;

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Sorted in code so SQLite and PostgreSQL (whose collations differ) agree on the order. */
export function sortByName<T extends { name: string; id: string }>(items: T[]): T[] {
  return items.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * The ids of the tenants `caller` reaches as a member: its memberships of live tenants (as
 * `reachable` below), as a subquery for a `tenant_id in (…)` filter. Admins reach every
 * tenant without memberships: filter only when not an admin.
 */
export const membershipsOf = (db: Db, caller: Caller) =>
  db
    .selectFrom('tenant_memberships as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select('m.tenant_id')
    .where('m.user_id', '=', caller.id)
    .where('t.archived_at', 'is', null);

/** Whether `caller` reaches a tenant: for records read whole and sorted out in code. */
export async function reachOf(db: Db, caller: Caller): Promise<(tenantId: string) => boolean> {
  if (caller.isAdmin) return () => true;
  const tenantIds = new Set(
    (await membershipsOf(db, caller).execute()).map((row) => row.tenant_id),
  );
  return (tenantId) => tenantIds.has(tenantId);
}

function toTenant(row: TenantRow): Tenant {
  // The wire omits primaryDomain rather than sending null (contract: optional).
  return {
    id: row.id,
    name: row.name,
    configuration: row.primary_domain ? { primaryDomain: row.primary_domain } : {},
    ...(row.archived_at === null ? {} : { archived: true as const }),
  };
}

const TENANT_COLUMNS = [
  'tenants.id',
  'tenants.name',
  'tenants.primary_domain',
  'tenants.archived_at',
] as const;

/** The audit entry of an administrative write on a tenant (its own tenant scope). */
const tenantAudit = (tenantId: string, changes: AuditChange[]) => ({
  entity: 'tenant' as const,
  entityId: tenantId,
  tenantId,
  workspaceId: null,
  changes,
});

/** The tenant as it is once this transaction has its turn on tenant names (renames, archives). */
async function tenantInTurn(trx: Db, id: string) {
  await takeTurns(trx, 'tenant-names');
  return trx.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function createTenantsRepository(db: Db) {
  /** Admins reach every tenant, archived ones too; members their live tenants only. */
  const reachable = (caller: Caller) => {
    const query = db.selectFrom('tenants').select(TENANT_COLUMNS);
    if (caller.isAdmin) return query;
    return query
      .innerJoin('tenant_memberships as m', 'm.tenant_id', 'tenants.id')
      .where('m.user_id', '=', caller.id)
      .where('tenants.archived_at', 'is', null);
  };

  /** Whether a live tenant other than `exceptId` is named `name` (case and accents aside). */
  const liveNameTaken = async (trx: Db, name: string, exceptId?: string) => {
    const rows = await trx
      .selectFrom('tenants')
      .select(['id', 'name'])
      .where('archived_at', 'is', null)
      .execute();
    return rows.some((row) => row.id !== exceptId && byName.compare(row.name, name) === 0);
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
        .leftJoin('workspaces as w', (join) => {
          const onTenant = join.onRef('w.tenant_id', '=', 'tenants.id').on('w.id', '=', named);
          // An archived workspace is gone for everyone but admins, like an archived tenant.
          return caller.isAdmin ? onTenant : onTenant.on('w.archived_at', 'is', null);
        })
        .select('w.id as workspace_id')
        .where('tenants.id', '=', tenantId)
        .executeTakeFirst();
      if (!row) return 'tenant-not-found';
      if (workspaceId !== undefined && row.workspace_id === null) return 'workspace-not-found';
      return 'ok';
    },

    /** The CLI's and the seed's create: tenant names were never unique there. */
    async create(input: { name: string; primaryDomain?: string | null }): Promise<Tenant> {
      const row = {
        id: randomUUID(),
        name: input.name,
        primary_domain: input.primaryDomain ?? null,
      };
      await db.insertInto('tenants').values(row).execute();
      return toTenant({ ...row, archived_at: null });
    },

    /** An admin's create: the name unique among live tenants, the write audited. */
    createAudited: (
      input: { name: string; primaryDomain?: string | null },
      actor: Actor,
    ): Promise<TenancyWrite<Tenant>> =>
      inTransaction(db, async (trx) => {
        await takeTurns(trx, 'tenant-names');
        if (await liveNameTaken(trx, input.name)) return 'name-in-use';
        const row = {
          id: randomUUID(),
          name: input.name,
          primary_domain: input.primaryDomain ?? null,
        };
        await trx.insertInto('tenants').values(row).execute();
        await appendAudit(trx, actor, {
          action: 'create',
          ...tenantAudit(row.id, [
            { field: 'name', after: row.name },
            { field: 'primaryDomain', after: row.primary_domain },
          ]),
        });
        return toTenant({ ...row, archived_at: null });
      }),

    /** Renames and re-domains; a field left out stays. */
    update: (
      id: string,
      patch: { name?: string; primaryDomain?: string | null },
      actor: Actor,
    ): Promise<TenancyWrite<Tenant>> =>
      inTransaction(db, async (trx) => {
        const before = await tenantInTurn(trx, id);
        if (!before) return undefined;
        const after = {
          ...before,
          name: patch.name ?? before.name,
          primary_domain:
            patch.primaryDomain === undefined ? before.primary_domain : patch.primaryDomain,
        };
        if (after.name !== before.name && (await liveNameTaken(trx, after.name, id))) {
          return 'name-in-use';
        }
        const changes = [
          { field: 'name', before: before.name, after: after.name },
          { field: 'primaryDomain', before: before.primary_domain, after: after.primary_domain },
        ].filter((change) => change.before !== change.after);
        if (changes.length > 0) {
          await trx
            .updateTable('tenants')
            .set({ name: after.name, primary_domain: after.primary_domain })
            .where('id', '=', id)
            .execute();
          await appendAudit(trx, actor, { action: 'update', ...tenantAudit(id, changes) });
        }
        return toTenant(after);
      }),

    /**
     * Archives or brings back a tenant (nothing is deleted). Bringing one back whose name a
     * live tenant took meanwhile is refused, as a rename to it would be.
     */
    setArchived: (id: string, archived: boolean, actor: Actor): Promise<TenancyWrite<Tenant>> =>
      inTransaction(db, async (trx) => {
        const before = await tenantInTurn(trx, id);
        if (!before) return undefined;
        const was = before.archived_at !== null;
        if (was === archived) return toTenant(before);
        if (!archived && (await liveNameTaken(trx, before.name, id))) return 'name-in-use';
        const archivedAt = archived ? new Date().toISOString() : null;
        await trx
          .updateTable('tenants')
          .set({ archived_at: archivedAt })
          .where('id', '=', id)
          .execute();
        await appendAudit(trx, actor, {
          action: 'update',
          ...tenantAudit(id, [{ field: 'archived', before: was, after: archived }]),
        });
        return toTenant({ ...before, archived_at: archivedAt });
      }),

    /** The tenant's members by username (admins reach every tenant without being members). */
    async members(tenantId: string): Promise<TenantMember[]> {
      const rows = await db
        .selectFrom('tenant_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.username', 'u.role'])
        .where('m.tenant_id', '=', tenantId)
        .execute();
      return rows.sort((a, b) => a.username.localeCompare(b.username));
    },

    /**
     * Makes the account a member (true) or not (false) of the tenant, audited when it changed
     * anything; undefined when the account does not exist.
     */
    setMember: (
      tenantId: string,
      userId: string,
      member: boolean,
      actor: Actor,
    ): Promise<TenantMember | undefined> =>
      inTransaction(db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'username', 'role'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return undefined;
        const changed = member
          ? await trx
              .insertInto('tenant_memberships')
              .values({ user_id: userId, tenant_id: tenantId })
              .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doNothing())
              .executeTakeFirst()
          : await trx
              .deleteFrom('tenant_memberships')
              .where('user_id', '=', userId)
              .where('tenant_id', '=', tenantId)
              .executeTakeFirst();
        const rows = Number(
          'numInsertedOrUpdatedRows' in changed
            ? (changed.numInsertedOrUpdatedRows ?? 0n)
            : changed.numDeletedRows,
        );
        if (rows > 0) {
          await appendAudit(trx, actor, {
            action: 'update',
            ...tenantAudit(tenantId, [
              member
                ? { field: 'member', before: null, after: user.username }
                : { field: 'member', before: user.username, after: null },
            ]),
          });
        }
        return user;
      }),

    /** The CLI accepts a tenant id or its exact name; names are not unique, so ambiguity is an error. */
    async findByIdOrName(ref: string): Promise<Tenant[]> {
      const rows = await db
        .selectFrom('tenants')
        .select(['id', 'name', 'primary_domain', 'archived_at'])
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

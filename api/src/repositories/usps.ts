import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CreateUspRequest, Usp } from '@portal/contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { type Actor, appendAudit } from './audit';
import { type AuditFields, createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import {
  type GenerationClaim,
  generatedByOf,
  LINEAGE_COLUMNS,
  lineageAfterUpdate,
  lineageColumns,
} from './lineage';
import { COPIED_FROM_COLUMNS, copiedFromOf, sourceColumns } from './copied-from';
import { listVersion } from './list-version';
import type { Caller } from './tenants';
import { cutPage, limitToPage, type Page, type PageOf } from './page';
import { groupBy } from './rows';
import { affected, inTransaction } from './transaction';
import { inTrash, trashedBy } from './trash-rows';
import { archivedWorkspaces } from './archived-workspaces';

/** Which USPs a call may see: always one tenant; a workspace and an id narrow it further. */
export interface UspScope {
  tenantId: string;
  workspaceId?: string;
  id?: string;
  /** Several ids (a copy's sources); never empty. */
  ids?: readonly string[];
  /**
   * Who reads the answer: a copy's `copiedFrom` is whole and live only for a reader who
   * reaches its source (issue 33 §9); without one, only what the copy kept.
   */
  reader?: Caller;
}

/** What a new USP is made of: the create request as the contract states it (lineage apart). */
export type NewUsp = Omit<CreateUspRequest, 'generation'>;
/** A replacement of the USP's own fields (its scope is not among them). */
export type UspChanges = Omit<NewUsp, 'tenantId' | 'workspaceId'>;

type ListTable = 'usp_products' | 'usp_capabilities';

/** Every query filters by tenant first: no call can see a USP outside its scope. */
const inScope = (scope: UspScope) => (eb: ExpressionBuilder<Database, 'usps'>) =>
  eb.and([
    eb('tenant_id', '=', scope.tenantId),
    ...(scope.workspaceId === undefined ? [] : [eb('workspace_id', '=', scope.workspaceId)]),
    ...(scope.id === undefined ? [] : [eb('id', '=', scope.id)]),
    ...(scope.ids === undefined ? [] : [eb('id', 'in', scope.ids)]),
    // Records in the trash (migration 011) are out of every read and write of live ones.
    eb('deleted_at', 'is', null),
    // An archived workspace's records are gone for everyone but admins (issue 34 §2). A call
    // naming the workspace was refused by the tenant-access hook already; a tenant-wide one
    // (a record by its id) is narrowed here.
    ...(scope.workspaceId === undefined && scope.reader && !scope.reader.isAdmin
      ? [eb('workspace_id', 'not in', archivedWorkspaces(eb))]
      : []),
  ]);

/** The USPs of a scope in list order: all of them, or one page (and one more) after `page.after`. */
const inListOrder = (db: Db, scope: UspScope, page?: Page) =>
  limitToPage(
    db
      .selectFrom('usps')
      .where(inScope(scope))
      .$if(page?.after !== undefined, (qb) => qb.where('seq', '>', page!.after!))
      .orderBy('seq'),
    page,
  );

/** The root rows in list order (one page and one more with `page`). */
const roots = (db: Db, scope: UspScope, page?: Page) =>
  inListOrder(db, scope, page)
    .select(['seq', 'id', 'tenant_id', 'workspace_id', 'name', 'differentiator', 'revision'])
    .select(LINEAGE_COLUMNS)
    .select([...COPIED_FROM_COLUMNS, ...sourceColumns(db, 'usps', scope.reader)])
    .execute();

type RootRow = Awaited<ReturnType<typeof roots>>[number];

const rootIds = (db: Db, scope: UspScope) =>
  db.selectFrom('usps').select('id').where(inScope(scope));

/**
 * Three queries however many USPs match: the roots, then all their products, all their
 * capabilities. `ids` names the roots again: the scope as a subquery for a whole list, the
 * ids themselves for a page. The one way a USP is read: lists, single reads, writes and their
 * audit entries; the route's response schema writes the JSON.
 */
async function withLists(
  db: Db,
  rows: RootRow[],
  ids: string[] | ReturnType<typeof rootIds>,
): Promise<Usp[]> {
  if (rows.length === 0) return [];
  const list = (table: ListTable) =>
    db
      .selectFrom(table)
      .select(['usp_id', 'value'])
      .where('usp_id', 'in', ids)
      .orderBy('usp_id')
      .orderBy('position')
      .execute()
      .then((rows) =>
        groupBy(
          rows,
          (row) => row.usp_id,
          (row) => row.value,
        ),
      );
  const [products, capabilities] = await Promise.all([
    list('usp_products'),
    list('usp_capabilities'),
  ]);
  return rows.map((row) => {
    const usp: Usp = {
      id: row.id,
      name: row.name,
      differentiator: row.differentiator,
      // A USP has at least one product and one capability (contract minItems, written together).
      products: products.get(row.id)!,
      capabilities: capabilities.get(row.id)!,
      tenantId: row.tenant_id,
      workspaceId: row.workspace_id,
      revision: Number(row.revision),
    };
    // Last, and only when drafted: other USPs keep their keys and bytes.
    const generatedBy = generatedByOf(row);
    const drafted = generatedBy ? { ...usp, generatedBy } : usp;
    // The very last key, and only on copies (issue 24 §3).
    const copiedFrom = copiedFromOf(row);
    return copiedFrom ? { ...drafted, copiedFrom } : drafted;
  });
}

async function load(db: Db, scope: UspScope): Promise<Usp[]> {
  return withLists(db, await roots(db, scope), rootIds(db, scope));
}

/** What the audit trail compares: the USP's own fields. */
const auditFields = (usp: Usp): AuditFields => ({
  name: usp.name,
  differentiator: usp.differentiator,
  products: usp.products,
  capabilities: usp.capabilities,
});

/**
 * Replaces a list (delete, then insert in order); never empty (contract minItems). Stored
 * strings are trimmed.
 */
async function writeList(trx: Db, table: ListTable, uspId: string, values: string[]) {
  await trx.deleteFrom(table).where('usp_id', '=', uspId).execute();
  const rows = values.map((value, position) => ({ usp_id: uspId, position, value: value.trim() }));
  await trx.insertInto(table).values(rows).execute();
}

/** An update applied, found its USP at another revision or in the trash (nothing written), or none. */
export type UspUpdate =
  | { outcome: 'updated'; usp: Usp }
  | { outcome: 'stale' }
  | { outcome: 'in-trash' }
  | { outcome: 'not-found' };

export function createUspsRepository(db: Db) {
  return {
    /** Oldest first; callers have checked that the workspace belongs to the tenant. */
    listByWorkspace: (tenantId: string, workspaceId: string) => load(db, { tenantId, workspaceId }),

    /** The same list, or one page of it (index ranges on (tenant, workspace, seq)). */
    async list(
      tenantId: string,
      workspaceId: string,
      page?: Page,
      reader?: Caller,
    ): Promise<PageOf<Usp>> {
      const scope = { tenantId, workspaceId, reader };
      if (!page) return { items: await load(db, scope), next: undefined };
      const rows = await roots(db, scope, page);
      const pageRows = rows.slice(0, page.limit);
      const items = await withLists(
        db,
        pageRows,
        pageRows.map((row) => row.id),
      );
      return cutPage(rows, page.limit, () => items);
    },

    /** What the list (or page) holds, from one small index-range query: its ETag's source. */
    version: (
      tenantId: string,
      workspaceId: string,
      page?: Page,
      reader?: Caller,
    ): Promise<string> =>
      listVersion(
        inListOrder(db, { tenantId, workspaceId }, page)
          .select(['seq', 'revision', ...sourceColumns(db, 'usps', reader)])
          .execute(),
      ),

    find: async (scope: UspScope & { id: string }): Promise<Usp | undefined> =>
      (await load(db, scope))[0],

    /** The workspace's USPs among `ids`, in list order: ids not there are left out. */
    findMany: async (scope: { tenantId: string; workspaceId: string }, ids: readonly string[]) =>
      ids.length === 0 ? [] : load(db, { ...scope, ids }),

    /**
     * The USP, both its lists and its audit entry in one transaction: all or nothing. With a
     * verified `generation`, its lineage too (edited when the content is not the draft's).
     */
    async create(input: NewUsp, actor: Actor | null, generation?: GenerationClaim): Promise<Usp> {
      const id = randomUUID();
      const lineage = generation ? lineageColumns(generation, input) : {};
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('usps')
          .values({
            id,
            tenant_id: input.tenantId,
            workspace_id: input.workspaceId,
            name: input.name.trim(),
            differentiator: input.differentiator.trim(),
            ...lineage,
          })
          .execute();
        await writeList(trx, 'usp_products', id, input.products);
        await writeList(trx, 'usp_capabilities', id, input.capabilities);
        const usp = (await load(trx, { tenantId: input.tenantId, id }))[0]!;
        await appendAudit(trx, actor, {
          action: 'create',
          entity: 'usp',
          entityId: id,
          tenantId: usp.tenantId,
          workspaceId: usp.workspaceId,
          changes: createdChanges(auditFields(usp)),
          generation: usp.generatedBy,
        });
        return usp;
      });
    },

    /**
     * Replaces every field, in one transaction whose first statement bumps the revision only
     * where `revision` (when given) is still the stored one: it takes the row's lock, so of two
     * updates naming one revision the second matches nothing and writes nothing.
     */
    update: (
      scope: UspScope & { id: string },
      changes: UspChanges,
      revision: number | undefined,
      actor: Actor | null,
      generation?: GenerationClaim,
    ): Promise<UspUpdate> =>
      inTransaction(db, async (trx) => {
        const bumped = await trx
          .updateTable('usps')
          .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: sql`CURRENT_TIMESTAMP` }))
          .where(inScope(scope))
          .$if(revision !== undefined, (qb) => qb.where('revision', '=', revision!))
          .executeTakeFirst();
        if (affected(bumped) === 0) {
          if (await inTrash(trx, 'usps', scope)) return { outcome: 'in-trash' };
          const exists = revision !== undefined && (await roots(trx, scope)).length > 0;
          return { outcome: exists ? 'stale' : 'not-found' };
        }
        const before = (await load(trx, scope))[0]!;
        await trx
          .updateTable('usps')
          .set({ name: changes.name.trim(), differentiator: changes.differentiator.trim() })
          .where(inScope(scope))
          .execute();
        await writeList(trx, 'usp_products', scope.id, changes.products);
        await writeList(trx, 'usp_capabilities', scope.id, changes.capabilities);
        let usp = (await load(trx, scope))[0]!;
        const lineage = lineageAfterUpdate('usp', before, usp, generation);
        if (lineage) {
          await trx.updateTable('usps').set(lineage).where(inScope(scope)).execute();
          usp = (await load(trx, scope))[0]!;
        }
        await appendAudit(trx, actor, {
          action: 'update',
          entity: 'usp',
          entityId: usp.id,
          tenantId: usp.tenantId,
          workspaceId: usp.workspaceId,
          changes: updatedChanges(auditFields(before), auditFields(usp)),
          generation: generation && usp.generatedBy,
        });
        return { outcome: 'updated', usp };
      }),

    /**
     * Moves the USP to the workspace's trash (its lists stay with it); the audit entry in
     * the same transaction. The trash repository restores or deletes it for good.
     */
    delete: (scope: UspScope & { id: string }, actor: Actor | null): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('usps')
          .set(trashedBy(trx, actor))
          .where(inScope(scope))
          .returning(['workspace_id', 'name', 'differentiator'])
          .executeTakeFirst();
        if (!row) return false;
        await appendAudit(trx, actor, {
          action: 'delete',
          entity: 'usp',
          entityId: scope.id,
          tenantId: scope.tenantId,
          workspaceId: row.workspace_id,
          changes: deletedChanges({ name: row.name, differentiator: row.differentiator }),
        });
        return true;
      }),
  };
}

export type UspsRepository = ReturnType<typeof createUspsRepository>;

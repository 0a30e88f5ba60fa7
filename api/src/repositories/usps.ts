import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CreateUspRequest, Usp } from '@portal/contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { groupBy } from './rows';
import { affected, inTransaction } from './transaction';

/** Which USPs a call may see: always one tenant; a workspace and an id narrow it further. */
export interface UspScope {
  tenantId: string;
  workspaceId?: string;
  id?: string;
}

/** What a new USP is made of: the create request as the contract states it. */
export type NewUsp = CreateUspRequest;
/** A replacement of the USP's own fields (its scope is not among them). */
export type UspChanges = Omit<NewUsp, 'tenantId' | 'workspaceId'>;

type ListTable = 'usp_products' | 'usp_capabilities';

/** Every query filters by tenant first: no call can see a USP outside its scope. */
const inScope = (scope: UspScope) => (eb: ExpressionBuilder<Database, 'usps'>) =>
  eb.and([
    eb('tenant_id', '=', scope.tenantId),
    ...(scope.workspaceId === undefined ? [] : [eb('workspace_id', '=', scope.workspaceId)]),
    ...(scope.id === undefined ? [] : [eb('id', '=', scope.id)]),
  ]);

/** Three queries however many USPs match: the roots, then all their products, all capabilities. */
async function load(db: Db, scope: UspScope): Promise<Usp[]> {
  const roots = await db
    .selectFrom('usps')
    .select(['id', 'tenant_id', 'workspace_id', 'name', 'differentiator'])
    .where(inScope(scope))
    .orderBy('seq')
    .execute();
  if (roots.length === 0) return [];
  const ids = db.selectFrom('usps').select('id').where(inScope(scope));
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
  return roots.map((row) => ({
    id: row.id,
    name: row.name,
    differentiator: row.differentiator,
    products: products.get(row.id) ?? [],
    capabilities: capabilities.get(row.id) ?? [],
    tenantId: row.tenant_id,
    workspaceId: row.workspace_id,
  }));
}

/** Replaces a list (delete, then insert in order). Stored strings are trimmed. */
async function writeList(trx: Db, table: ListTable, uspId: string, values: string[]) {
  await trx.deleteFrom(table).where('usp_id', '=', uspId).execute();
  const rows = values.map((value, position) => ({ usp_id: uspId, position, value: value.trim() }));
  if (rows.length > 0) await trx.insertInto(table).values(rows).execute();
}

export function createUspsRepository(db: Db) {
  return {
    /** Oldest first; callers have checked that the workspace belongs to the tenant. */
    listByWorkspace: (tenantId: string, workspaceId: string) => load(db, { tenantId, workspaceId }),

    find: async (scope: UspScope & { id: string }): Promise<Usp | undefined> =>
      (await load(db, scope))[0],

    /** The USP and both its lists in one transaction: a failure leaves no row behind. */
    async create(input: NewUsp): Promise<Usp> {
      const id = randomUUID();
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('usps')
          .values({
            id,
            tenant_id: input.tenantId,
            workspace_id: input.workspaceId,
            name: input.name.trim(),
            differentiator: input.differentiator.trim(),
          })
          .execute();
        await writeList(trx, 'usp_products', id, input.products);
        await writeList(trx, 'usp_capabilities', id, input.capabilities);
        return (await load(trx, { tenantId: input.tenantId, id }))[0]!;
      });
    },

    /** Replaces every field; undefined when nothing in `scope` matches (nothing was written). */
    async update(scope: UspScope & { id: string }, changes: UspChanges): Promise<Usp | undefined> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('usps')
          .set({
            name: changes.name.trim(),
            differentiator: changes.differentiator.trim(),
            updated_at: sql`CURRENT_TIMESTAMP`,
          })
          .where(inScope(scope))
          .executeTakeFirst();
        if (affected(result) === 0) return undefined;
        await writeList(trx, 'usp_products', scope.id, changes.products);
        await writeList(trx, 'usp_capabilities', scope.id, changes.capabilities);
        return (await load(trx, scope))[0];
      });
    },

    /** Products and capabilities go with it (ON DELETE CASCADE). */
    async delete(scope: UspScope & { id: string }): Promise<boolean> {
      return affected(await db.deleteFrom('usps').where(inScope(scope)).executeTakeFirst()) > 0;
    },
  };
}

export type UspsRepository = ReturnType<typeof createUspsRepository>;

import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CreateIcpRequest, Icp } from '@portal/contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { personaRows, segmentRows, toPersona, toSegment } from './icp-rows';
import { groupBy } from './rows';
import { affected, inTransaction } from './transaction';

/** Which ICPs a call may see: always one tenant; a workspace and an id narrow it further. */
export interface IcpScope {
  tenantId: string;
  workspaceId?: string;
  id?: string;
}

/** What a new ICP is made of: the create request as the contract states it. */
export type NewIcp = CreateIcpRequest;

/** Fields left out stay as stored; a list, when given, replaces the stored one. */
export type IcpChanges = Partial<Omit<NewIcp, 'tenantId' | 'workspaceId'>>;

/** Every query filters by tenant first: no call can see an ICP outside its scope. */
const inScope = (scope: IcpScope) => (eb: ExpressionBuilder<Database, 'icps'>) =>
  eb.and([
    eb('tenant_id', '=', scope.tenantId),
    ...(scope.workspaceId === undefined ? [] : [eb('workspace_id', '=', scope.workspaceId)]),
    ...(scope.id === undefined ? [] : [eb('id', '=', scope.id)]),
  ]);

/** Three queries however many ICPs match: the roots, then all their segments, all their personas. */
async function load(db: Db, scope: IcpScope): Promise<Icp[]> {
  const roots = await db
    .selectFrom('icps')
    .select(['id', 'tenant_id', 'workspace_id', 'name', 'description'])
    .where(inScope(scope))
    .orderBy('seq')
    .execute();
  if (roots.length === 0) return [];
  const ids = db.selectFrom('icps').select('id').where(inScope(scope));
  const [segments, personas] = await Promise.all([
    db
      .selectFrom('icp_segments')
      .select(['icp_id', 'id', 'name', 'description', 'details'])
      .where('icp_id', 'in', ids)
      .orderBy('icp_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('icp_buyer_personas')
      .select(['icp_id', 'id', 'name', 'description', 'is_mobilizer', 'is_buying_committee'])
      .where('icp_id', 'in', ids)
      .orderBy('icp_id')
      .orderBy('position')
      .execute(),
  ]);
  const segmentsOf = groupBy(segments, (row) => row.icp_id, toSegment);
  const personasOf = groupBy(personas, (row) => row.icp_id, toPersona);
  return roots.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    tenantId: row.tenant_id,
    workspaceId: row.workspace_id,
    segments: segmentsOf.get(row.id) ?? [],
    buyerPersonas: personasOf.get(row.id) ?? [],
  }));
}

/** Replaces the lists that are given (delete, then insert in order); the others stay. */
async function writeChildren(trx: Db, icpId: string, changes: IcpChanges) {
  if (changes.segments) {
    await trx.deleteFrom('icp_segments').where('icp_id', '=', icpId).execute();
    const rows = segmentRows(icpId, changes.segments);
    if (rows.length > 0) await trx.insertInto('icp_segments').values(rows).execute();
  }
  if (changes.buyerPersonas) {
    await trx.deleteFrom('icp_buyer_personas').where('icp_id', '=', icpId).execute();
    const rows = personaRows(icpId, changes.buyerPersonas);
    if (rows.length > 0) await trx.insertInto('icp_buyer_personas').values(rows).execute();
  }
}

export function createIcpsRepository(db: Db) {
  return {
    /** Oldest first; callers have checked that the workspace belongs to the tenant. */
    listByWorkspace: (tenantId: string, workspaceId: string) => load(db, { tenantId, workspaceId }),

    find: async (scope: IcpScope & { id: string }): Promise<Icp | undefined> =>
      (await load(db, scope))[0],

    /** The ICP and all its children in one transaction: a failure leaves no row behind. */
    async create(input: NewIcp): Promise<Icp> {
      const id = randomUUID();
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('icps')
          .values({
            id,
            tenant_id: input.tenantId,
            workspace_id: input.workspaceId,
            name: input.name.trim(),
            description: input.description.trim(),
          })
          .execute();
        await writeChildren(trx, id, input);
        return (await load(trx, { tenantId: input.tenantId, id }))[0]!;
      });
    },

    /** undefined when nothing in `scope` matches; then nothing was written. */
    async update(scope: IcpScope & { id: string }, changes: IcpChanges): Promise<Icp | undefined> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('icps')
          .set({
            ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
            ...(changes.description === undefined
              ? {}
              : { description: changes.description.trim() }),
            updated_at: sql`CURRENT_TIMESTAMP`,
          })
          .where(inScope(scope))
          .executeTakeFirst();
        if (affected(result) === 0) return undefined;
        await writeChildren(trx, scope.id, changes);
        return (await load(trx, scope))[0];
      });
    },

    /** Segments and personas go with it (ON DELETE CASCADE). */
    async delete(scope: IcpScope & { id: string }): Promise<boolean> {
      return affected(await db.deleteFrom('icps').where(inScope(scope)).executeTakeFirst()) > 0;
    },
  };
}

export type IcpsRepository = ReturnType<typeof createIcpsRepository>;

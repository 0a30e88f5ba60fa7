import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CreateIcpRequest, Icp } from '@portal/contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { personaRows, segmentRows, toPersona, toSegment } from './icp-rows';
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

/** Which ICPs a call may see: always one tenant; a workspace and an id narrow it further. */
export interface IcpScope {
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

/** What a new ICP is made of: the create request as the contract states it (lineage apart). */
export type NewIcp = Omit<CreateIcpRequest, 'generation'>;

/** Fields left out stay as stored; a list, when given, replaces the stored one. */
export type IcpChanges = Partial<Omit<NewIcp, 'tenantId' | 'workspaceId'>>;

/** Every query filters by tenant first: no call can see an ICP outside its scope. */
const inScope = (scope: IcpScope) => (eb: ExpressionBuilder<Database, 'icps'>) =>
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

/** The ICPs of a scope in list order: all of them, or one page (and one more) after `page.after`. */
const inListOrder = (db: Db, scope: IcpScope, page?: Page) =>
  limitToPage(
    db
      .selectFrom('icps')
      .where(inScope(scope))
      .$if(page?.after !== undefined, (qb) => qb.where('seq', '>', page!.after!))
      .orderBy('seq'),
    page,
  );

/** The root rows in list order (one page and one more with `page`). */
const roots = (db: Db, scope: IcpScope, page?: Page) =>
  inListOrder(db, scope, page)
    .select(['seq', 'id', 'tenant_id', 'workspace_id', 'name', 'description', 'revision'])
    .select(LINEAGE_COLUMNS)
    .select([...COPIED_FROM_COLUMNS, ...sourceColumns(db, 'icps', scope.reader)])
    .execute();

type RootRow = Awaited<ReturnType<typeof roots>>[number];

/**
 * Three queries however many ICPs match: the roots, then all their segments, all their
 * personas. `ids` names the roots again: the scope as a subquery for a whole list, the ids
 * themselves for a page. The one way an ICP is read: lists, single reads, writes and their
 * audit entries; the route's response schema writes the JSON.
 */
async function withChildren(
  db: Db,
  rows: RootRow[],
  ids: string[] | ReturnType<typeof rootIds>,
): Promise<Icp[]> {
  if (rows.length === 0) return [];
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
  return rows.map((row) => {
    const icp: Icp = {
      id: row.id,
      name: row.name,
      description: row.description,
      tenantId: row.tenant_id,
      workspaceId: row.workspace_id,
      segments: segmentsOf.get(row.id) ?? [],
      buyerPersonas: personasOf.get(row.id) ?? [],
      revision: Number(row.revision),
    };
    // Last, and only when drafted: other ICPs keep their keys and bytes.
    const generatedBy = generatedByOf(row);
    const drafted = generatedBy ? { ...icp, generatedBy } : icp;
    // The very last key, and only on copies (issue 24 §3).
    const copiedFrom = copiedFromOf(row);
    return copiedFrom ? { ...drafted, copiedFrom } : drafted;
  });
}

const rootIds = (db: Db, scope: IcpScope) =>
  db.selectFrom('icps').select('id').where(inScope(scope));

async function load(db: Db, scope: IcpScope): Promise<Icp[]> {
  return withChildren(db, await roots(db, scope), rootIds(db, scope));
}

/** What the audit trail compares: the ICP's own fields, its lists without their server ids. */
const auditFields = (icp: Icp): AuditFields => ({
  name: icp.name,
  description: icp.description,
  segments: icp.segments.map(({ id: _id, ...segment }) => segment),
  buyerPersonas: icp.buyerPersonas.map(({ id: _id, ...persona }) => persona),
});

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

/** An update applied, found its ICP at another revision or in the trash (nothing written), or none. */
export type IcpUpdate =
  | { outcome: 'updated'; icp: Icp }
  | { outcome: 'stale' }
  | { outcome: 'in-trash' }
  | { outcome: 'not-found' };

export function createIcpsRepository(db: Db) {
  return {
    /** Oldest first; callers have checked that the workspace belongs to the tenant. */
    listByWorkspace: (tenantId: string, workspaceId: string) => load(db, { tenantId, workspaceId }),

    /** The same list, or one page of it (index ranges on (tenant, workspace, seq)). */
    async list(
      tenantId: string,
      workspaceId: string,
      page?: Page,
      reader?: Caller,
    ): Promise<PageOf<Icp>> {
      const scope = { tenantId, workspaceId, reader };
      if (!page) return { items: await load(db, scope), next: undefined };
      const rows = await roots(db, scope, page);
      const pageRows = rows.slice(0, page.limit);
      const items = await withChildren(
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
          .select(['seq', 'revision', ...sourceColumns(db, 'icps', reader)])
          .execute(),
      ),

    find: async (scope: IcpScope & { id: string }): Promise<Icp | undefined> =>
      (await load(db, scope))[0],

    /** The workspace's ICPs among `ids`, in list order: ids not there are left out. */
    findMany: async (scope: { tenantId: string; workspaceId: string }, ids: readonly string[]) =>
      ids.length === 0 ? [] : load(db, { ...scope, ids }),

    /**
     * The ICP, its children and its audit entry in one transaction: all or nothing. With a
     * verified `generation`, its lineage too (edited when the content is not the draft's).
     */
    async create(input: NewIcp, actor: Actor | null, generation?: GenerationClaim): Promise<Icp> {
      const id = randomUUID();
      const lineage = generation ? lineageColumns(generation, input) : {};
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('icps')
          .values({
            id,
            tenant_id: input.tenantId,
            workspace_id: input.workspaceId,
            name: input.name.trim(),
            description: input.description.trim(),
            ...lineage,
          })
          .execute();
        await writeChildren(trx, id, input);
        const icp = (await load(trx, { tenantId: input.tenantId, id }))[0]!;
        await appendAudit(trx, actor, {
          action: 'create',
          entity: 'icp',
          entityId: id,
          tenantId: icp.tenantId,
          workspaceId: icp.workspaceId,
          changes: createdChanges(auditFields(icp)),
          generation: icp.generatedBy,
        });
        return icp;
      });
    },

    /**
     * One transaction. Its first statement bumps the revision, only where `revision` (when
     * given) is still the stored one: it takes the row's lock, so of two updates naming one
     * revision the second waits (PostgreSQL) or runs after (SQLite), then matches nothing and
     * writes nothing. The fields follow under that lock, then the audit entry.
     */
    update: (
      scope: IcpScope & { id: string },
      changes: IcpChanges,
      revision: number | undefined,
      actor: Actor | null,
      generation?: GenerationClaim,
    ): Promise<IcpUpdate> =>
      inTransaction(db, async (trx) => {
        const bumped = await trx
          .updateTable('icps')
          .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: sql`CURRENT_TIMESTAMP` }))
          .where(inScope(scope))
          .$if(revision !== undefined, (qb) => qb.where('revision', '=', revision!))
          .executeTakeFirst();
        if (affected(bumped) === 0) {
          if (await inTrash(trx, 'icps', scope)) return { outcome: 'in-trash' };
          const exists = revision !== undefined && (await roots(trx, scope)).length > 0;
          return { outcome: exists ? 'stale' : 'not-found' };
        }
        const before = (await load(trx, scope))[0]!;
        const fields = {
          ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
          ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
        };
        if (Object.keys(fields).length > 0) {
          await trx.updateTable('icps').set(fields).where(inScope(scope)).execute();
        }
        await writeChildren(trx, scope.id, changes);
        let icp = (await load(trx, scope))[0]!;
        const lineage = lineageAfterUpdate('icp', before, icp, generation);
        if (lineage) {
          await trx.updateTable('icps').set(lineage).where(inScope(scope)).execute();
          icp = (await load(trx, scope))[0]!;
        }
        await appendAudit(trx, actor, {
          action: 'update',
          entity: 'icp',
          entityId: icp.id,
          tenantId: icp.tenantId,
          workspaceId: icp.workspaceId,
          changes: updatedChanges(auditFields(before), auditFields(icp)),
          generation: generation && icp.generatedBy,
        });
        return { outcome: 'updated', icp };
      }),

    /**
     * Moves the ICP to the workspace's trash (its lists stay with it); the audit entry in
     * the same transaction. The trash repository restores or deletes it for good.
     */
    delete: (scope: IcpScope & { id: string }, actor: Actor | null): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('icps')
          .set(trashedBy(trx, actor))
          .where(inScope(scope))
          .returning(['workspace_id', 'name', 'description'])
          .executeTakeFirst();
        if (!row) return false;
        await appendAudit(trx, actor, {
          action: 'delete',
          entity: 'icp',
          entityId: scope.id,
          tenantId: scope.tenantId,
          workspaceId: row.workspace_id,
          changes: deletedChanges({ name: row.name, description: row.description }),
        });
        return true;
      }),
  };
}

export type IcpsRepository = ReturnType<typeof createIcpsRepository>;

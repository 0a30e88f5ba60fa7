import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { RecordKind } from '@portal/contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { type Actor, appendAudit } from '../repositories/audit';
import {
  type AuditFields,
  createdChanges,
  deletedChanges,
  updatedChanges,
} from '../repositories/audit-changes';
import {
  type VerifiedClaim,
  generatedByOf,
  LINEAGE_COLUMNS,
  lineageAfterUpdate,
  lineageColumns,
} from '../drafts/lineage';
import { COPIED_FROM_COLUMNS, copiedFromOf, sourceColumns } from '../copy/copied-from';
import { listVersion } from '../repositories/list-version';
import type { Caller } from '../repositories/tenants';
import { cutPage, limitToPage, type Page, type PageOf } from '../repositories/page';
import { groupBy } from '../repositories/rows';
import { affected, inTransaction } from '../repositories/transaction';
import { inTrash, trashedBy } from '../trash/trash-rows';
import { archivedWorkspaces } from '../repositories/archived-workspaces';
import { markSaved } from '../repositories/model-calls';
import { canonical, ownFields, snakeCase } from './content-codec';
import { childColumns, childRows, fromChildRow } from './child-rows';
import type { ArtifactKind } from './kind';
import { OneLiveRecordTaken } from './one-per-workspace';
import { isUniqueViolation } from '../repositories/unique-violation';
import type { ContentOf, RecordOf } from './types';
import { type LastUpdateRow, lastUpdateColumns, lastUpdateOf } from './last-update';

/*
 * One repository for every artifact kind: the scope filter, list order and paging, revision
 * bump, stale / in trash / not found outcomes, trash, audit, lineage and copy provenance are
 * written here once; a kind's declaration says what its content is and where it is stored.
 */

/** Which records a call may see: always one tenant; a workspace and an id narrow it further. */
export interface RecordScope {
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

/** What a new record is made of: the create request as the contract states it (lineage apart). */
export type NewRecord<K extends RecordKind> = ContentOf<K> & {
  tenantId: string;
  workspaceId: string;
};

/** Fields left out stay as stored; a list, when given, replaces the stored one. */
export type RecordChanges<K extends RecordKind> = Partial<ContentOf<K>>;

/** An update applied, found its record at another revision or in the trash (nothing written), or none. */
export type RecordUpdate<K extends RecordKind> =
  | { outcome: 'updated'; record: RecordOf<K> }
  | { outcome: 'stale' }
  | { outcome: 'in-trash' }
  | { outcome: 'not-found' };

type Row = Record<string, unknown>;
/**
 * The kinds' tables by name: Kysely's schema types each table, a kind's tables are named by
 * its declaration. Root rows share OnboardingRoot's columns, which stay typed.
 */
type KindTable = `${RecordKind}s`;
type Loose = Kysely<Record<string, Row>>;
/** A child table's column naming its record, as the loose schema types it. */
const parentOf = (kind: ArtifactKind) => kind.parentColumn as string;

/** Every query filters by tenant first: no call can see a record outside its scope. */
const inScope = (scope: RecordScope) => (eb: ExpressionBuilder<Database, KindTable>) =>
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

/**
 * A save with a draft's token decides its model call's fate (issue 39 §4): kept when the
 * saved content is the draft's, edited otherwise. In the save's transaction.
 */
async function answerSaved(
  trx: Db,
  claim: VerifiedClaim | undefined,
  tenantId: string,
  edited: boolean,
) {
  if (!claim?.callId) return;
  await markSaved(trx, { id: claim.callId, tenantId }, edited ? 'edited' : 'kept', Date.now());
}

export function createArtifactRepository<K extends RecordKind>(db: Db, kind: ArtifactKind<K>) {
  const table: KindTable = kind.table;
  const own = ownFields(kind.fields);
  const ownColumns = own.map((field) => snakeCase(field.key));
  /** The record's keys in the contract's order: the order its JSON has everywhere. */
  const recordKeys = Object.keys((kind.record as { properties: Row }).properties);

  /** The records of a scope in list order: all of them, or one page (and one more) after `page.after`. */
  const inListOrder = (db: Db, scope: RecordScope, page?: Page) =>
    limitToPage(
      db
        .selectFrom(table)
        .where(inScope(scope))
        .$if(page?.after !== undefined, (qb) => qb.where('seq', '>', page!.after!))
        .orderBy('seq'),
      page,
    );

  /** The root rows in list order (one page and one more with `page`). */
  const roots = (db: Db, scope: RecordScope, page?: Page) =>
    inListOrder(db, scope, page)
      .select(['seq', 'id', 'tenant_id', 'workspace_id', 'revision'])
      .select((eb) => ownColumns.map((column) => eb.ref(column as 'id').as(column)))
      .select(LINEAGE_COLUMNS)
      .select([...COPIED_FROM_COLUMNS, ...sourceColumns(db, table, scope.reader)])
      .select(lastUpdateColumns(table))
      .execute() as Promise<
      (Row &
        LastUpdateRow &
        Parameters<typeof generatedByOf>[0] &
        Parameters<typeof copiedFromOf>[0] & { id: string })[]
    >;

  type RootRow = Awaited<ReturnType<typeof roots>>[number];

  const rootIds = (db: Db, scope: RecordScope) =>
    db.selectFrom(table).select('id').where(inScope(scope));

  /**
   * One query for the roots, then one per list however many records match. `ids` names the
   * roots again: the scope as a subquery for a whole list, the ids themselves for a page. The
   * one way a record is read: lists, single reads, writes and their audit entries; the route's
   * response schema writes the JSON.
   */
  async function withLists(
    db: Db,
    rows: RootRow[],
    ids: string[] | ReturnType<typeof rootIds>,
  ): Promise<RecordOf<K>[]> {
    if (rows.length === 0) return [];
    const lists = await Promise.all(
      kind.lists.map((list) =>
        (db as unknown as Loose)
          .selectFrom(list.table)
          .select([parentOf(kind), ...childColumns(list)])
          .where(parentOf(kind), 'in', ids as never)
          .orderBy(parentOf(kind))
          .orderBy('position')
          .execute()
          .then((children) =>
            groupBy(
              children,
              (row) => row[kind.parentColumn] as string,
              (row) => fromChildRow(list, row),
            ),
          ),
      ),
    );
    return rows.map((row) => {
      const values: Row = {
        id: row.id,
        tenantId: row.tenant_id,
        workspaceId: row.workspace_id,
        revision: Number(row.revision),
      };
      own.forEach((field, index) => (values[field.key] = row[ownColumns[index]!]));
      kind.lists.forEach((list, index) => (values[list.key] = lists[index]!.get(row.id) ?? []));
      // Kinds whose contract has no updatedAt / updatedBy (briefs) leave them out below.
      Object.assign(values, lastUpdateOf(row));
      // Last, and only when drafted; then, the very last, only on copies (issue 24 §3): other
      // records keep their keys and bytes.
      values.generatedBy = generatedByOf(row);
      values.copiedFrom = copiedFromOf(row);
      return Object.fromEntries(
        recordKeys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
      ) as RecordOf<K>;
    });
  }

  /** A kind held once per workspace: throws OneLiveRecordTaken when the workspace has its one. */
  async function refuseSecond(db: Db, workspace: { tenantId: string; workspaceId: string }) {
    const live = await rootIds(db, workspace).executeTakeFirst();
    if (live) throw new OneLiveRecordTaken(kind, live.id);
  }

  async function load(db: Db, scope: RecordScope): Promise<RecordOf<K>[]> {
    return withLists(db, await roots(db, scope), rootIds(db, scope));
  }

  /** What the audit trail compares: the record's content, its lists' entries without ids. */
  const auditFields = (record: object): AuditFields => canonical(kind.fields, record);

  /** The own fields that `changes` gives, as columns, trimmed. */
  const ownValues = (changes: Row) =>
    Object.fromEntries(
      own
        .map((field, index) => [ownColumns[index]!, changes[field.key]] as const)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => [
          column,
          typeof value === 'string' ? value.trim() : value ? 1 : 0,
        ]),
    );

  /** Replaces the lists that are given (delete, then insert in order); the others stay. */
  async function writeLists(trx: Db, id: string, changes: Row) {
    for (const list of kind.lists) {
      const items = changes[list.key] as unknown[] | undefined;
      if (!items) continue;
      const loose = trx as unknown as Loose;
      await loose.deleteFrom(list.table).where(parentOf(kind), '=', id).execute();
      const rows = childRows(list, kind.parentColumn, id, items);
      if (rows.length > 0) await loose.insertInto(list.table).values(rows).execute();
    }
  }

  return {
    /** Oldest first; callers have checked that the workspace belongs to the tenant. */
    listByWorkspace: (tenantId: string, workspaceId: string) => load(db, { tenantId, workspaceId }),

    /** The same list, or one page of it (index ranges on (tenant, workspace, seq)). */
    async list(
      tenantId: string,
      workspaceId: string,
      page?: Page,
      reader?: Caller,
    ): Promise<PageOf<RecordOf<K>>> {
      const scope = { tenantId, workspaceId, reader };
      if (!page) return { items: await load(db, scope), next: undefined };
      const rows = await roots(db, scope, page);
      const pageRows = rows.slice(0, page.limit);
      const items = await withLists(
        db,
        pageRows,
        pageRows.map((row) => row.id),
      );
      return cutPage(rows as unknown as { seq: number | string }[], page.limit, () => items);
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
          .select(['seq', 'revision', ...sourceColumns(db, table, reader)])
          .execute(),
      ),

    find: async (scope: RecordScope & { id: string }): Promise<RecordOf<K> | undefined> =>
      (await load(db, scope))[0],

    /** The workspace's records among `ids`, in list order: ids not there are left out. */
    findMany: async (scope: { tenantId: string; workspaceId: string }, ids: readonly string[]) =>
      ids.length === 0 ? [] : load(db, { ...scope, ids }),

    /**
     * The record, its lists and its audit entry in one transaction: all or nothing. With a
     * verified `generation`, its lineage too (edited when the content is not the draft's).
     */
    async create(
      input: NewRecord<K>,
      actor: Actor | null,
      generation?: VerifiedClaim,
    ): Promise<RecordOf<K>> {
      const id = randomUUID();
      const lineage = generation ? lineageColumns(generation, input) : undefined;
      const workspace = { tenantId: input.tenantId, workspaceId: input.workspaceId };
      try {
        return await inTransaction(db, async (trx) => {
          if (kind.onePerWorkspace) await refuseSecond(trx, workspace);
          return await insert(trx);
        });
      } catch (error) {
        // Two creates at once: the partial unique index let one through (migration 020).
        if (kind.onePerWorkspace && isUniqueViolation(error)) await refuseSecond(db, workspace);
        throw error;
      }

      async function insert(trx: Db) {
        await (trx as unknown as Loose)
          .insertInto(table)
          .values({
            id,
            tenant_id: input.tenantId,
            workspace_id: input.workspaceId,
            updated_by: actor?.id ?? null,
            ...ownValues(input as Row),
            ...(lineage ?? {}),
          })
          .execute();
        await writeLists(trx, id, input as Row);
        await answerSaved(trx, generation, input.tenantId, lineage?.generated_edited === 1);
        const record = (await load(trx, { tenantId: input.tenantId, id }))[0]!;
        await appendAudit(trx, actor, {
          action: 'create',
          entity: kind.kind,
          entityId: id,
          tenantId: record.tenantId,
          workspaceId: record.workspaceId,
          changes: createdChanges(auditFields(record)),
          generation: record.generatedBy,
        });
        return record;
      }
    },

    /**
     * One transaction. Its first statement bumps the revision, only where `revision` (when
     * given) is still the stored one: it takes the row's lock, so of two updates naming one
     * revision the second waits (PostgreSQL) or runs after (SQLite), then matches nothing and
     * writes nothing. The fields follow under that lock, then the audit entry.
     */
    update: (
      scope: RecordScope & { id: string },
      changes: RecordChanges<K>,
      revision: number | undefined,
      actor: Actor | null,
      generation?: VerifiedClaim,
    ): Promise<RecordUpdate<K>> =>
      inTransaction(db, async (trx) => {
        const bumped = await trx
          .updateTable(table)
          .set((eb) => ({
            revision: eb('revision', '+', 1),
            updated_at: sql`CURRENT_TIMESTAMP`,
            updated_by: actor?.id ?? null,
          }))
          .where(inScope(scope))
          .$if(revision !== undefined, (qb) => qb.where('revision', '=', revision!))
          .executeTakeFirst();
        if (affected(bumped) === 0) {
          if (await inTrash(trx, table, scope)) return { outcome: 'in-trash' };
          const exists = revision !== undefined && (await roots(trx, scope)).length > 0;
          return { outcome: exists ? 'stale' : 'not-found' };
        }
        const before = (await load(trx, scope))[0]!;
        const fields = ownValues(changes as Row);
        if (Object.keys(fields).length > 0) {
          await (trx as unknown as Loose)
            .updateTable(table)
            .set(fields)
            .where('tenant_id', '=', scope.tenantId)
            .where('id', '=', scope.id)
            .execute();
        }
        await writeLists(trx, scope.id, changes as Row);
        let record = (await load(trx, scope))[0]!;
        const lineage = lineageAfterUpdate(kind.kind, before, record, generation);
        if (lineage) {
          await trx.updateTable(table).set(lineage).where(inScope(scope)).execute();
          record = (await load(trx, scope))[0]!;
        }
        await answerSaved(trx, generation, scope.tenantId, Boolean(record.generatedBy?.edited));
        await appendAudit(trx, actor, {
          action: 'update',
          entity: kind.kind,
          entityId: record.id,
          tenantId: record.tenantId,
          workspaceId: record.workspaceId,
          changes: updatedChanges(auditFields(before), auditFields(record)),
          generation: generation && record.generatedBy,
        });
        return { outcome: 'updated', record };
      }),

    /**
     * Moves the record to the workspace's trash (its lists stay with it); the audit entry in
     * the same transaction. The trash repository restores or deletes it for good.
     */
    delete: (scope: RecordScope & { id: string }, actor: Actor | null): Promise<boolean> =>
      inTransaction(db, async (trx) => {
        const row = (await trx
          .updateTable(table)
          .set(trashedBy(trx, actor))
          .where(inScope(scope))
          .returning((eb) => [
            'workspace_id',
            ...ownColumns.map((column) => eb.ref(column as 'id').as(column)),
          ])
          .executeTakeFirst()) as Row | undefined;
        if (!row) return false;
        await appendAudit(trx, actor, {
          action: 'delete',
          entity: kind.kind,
          entityId: scope.id,
          tenantId: scope.tenantId,
          workspaceId: row.workspace_id as string,
          changes: deletedChanges(
            Object.fromEntries(own.map((field, index) => [field.key, row[ownColumns[index]!]])),
          ),
        });
        return true;
      }),
  };
}

export type ArtifactRepository<K extends RecordKind> = ReturnType<
  typeof createArtifactRepository<K>
>;

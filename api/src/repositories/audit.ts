import { randomUUID } from 'node:crypto';
import type {
  AuditAction,
  AuditChange,
  AuditEntity,
  AuditEntry,
  GeneratedBy,
} from '@portal/contract';
import type { Db } from '../db/connection';
import type { AuditEntriesTable } from '../db/schema';
import { cutPage, type Page, type PageOf } from './page';
import { archivedWorkspaces } from './archived-workspaces';

/** Who makes a write through the API; null for the server's own writes (the demo seed). */
export interface Actor {
  id: string;
  username: string;
}

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  tenantId: string | null;
  workspaceId: string | null;
  changes: AuditChange[];
  /** The lineage a create or update from a draft recorded (issue 21). */
  generation?: GeneratedBy;
}

/**
 * Appends one entry. Call it with the write's own transaction, so the entry and the write
 * commit or roll back together. Nothing in the API updates or deletes an entry.
 */
export async function appendAudit(trx: Db, actor: Actor | null, record: AuditRecord) {
  if (actor === null) return;
  await trx
    .insertInto('audit_entries')
    .values({
      id: randomUUID(),
      user_id: actor.id,
      username: actor.username,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      tenant_id: record.tenantId,
      workspace_id: record.workspaceId,
      changes: JSON.stringify(record.changes),
      generation: record.generation ? JSON.stringify(record.generation) : null,
    })
    .execute();
}

/**
 * What a caller may read: with `tenantId`, that tenant's entries (the route's tenant-access
 * hook has checked the caller may reach it); without, the instruction and test case entries
 * everyone shares plus `userId`'s own password changes, nothing else.
 */
/** An account's change in the audit trail: an entry of entity 'user', outside every tenant. */
export const appendUserAudit = (
  trx: Db,
  actor: Actor | null,
  userId: string,
  changes: AuditRecord['changes'],
) =>
  appendAudit(trx, actor, {
    action: 'update',
    entity: 'user',
    entityId: userId,
    tenantId: null,
    workspaceId: null,
    changes,
  });

export interface AuditScope {
  userId: string;
  /** Admins also read what happened in archived workspaces; everyone else does not (issue 34 §2). */
  isAdmin: boolean;
  tenantId?: string;
  entity?: AuditEntity;
  entityId?: string;
}

type Row = Omit<AuditEntriesTable, 'seq' | 'at' | 'generation'> & {
  seq: number | string;
  at: Date | string;
  generation: string | null;
};

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  userId: row.user_id,
  username: row.username,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  tenantId: row.tenant_id,
  workspaceId: row.workspace_id,
  changes: JSON.parse(row.changes) as AuditChange[],
  // Only on entries of a save from a draft: the others keep their keys.
  ...(row.generation === null ? {} : { generation: JSON.parse(row.generation) as GeneratedBy }),
});

export function createAuditRepository(db: Db) {
  /**
   * Newest first from one index range (migration 005): equality on its leading columns, then
   * `seq` below the cursor, `limit + 1` rows to know whether a next page exists.
   */
  const range = (
    where: {
      tenantId: string | null;
      entity?: AuditEntity;
      entityId?: string;
      hideArchived?: boolean;
    },
    page: Page,
  ) =>
    db
      .selectFrom('audit_entries')
      .selectAll()
      .where((eb) =>
        eb.and([
          where.tenantId === null
            ? eb('tenant_id', 'is', null)
            : eb('tenant_id', '=', where.tenantId),
          ...(where.entity === undefined ? [] : [eb('entity', '=', where.entity)]),
          ...(where.entityId === undefined ? [] : [eb('entity_id', '=', where.entityId)]),
          // A filter on the rows of the same index range, against the tenant's few workspaces.
          ...(where.hideArchived && where.tenantId !== null
            ? [
                eb.or([
                  eb('workspace_id', 'is', null),
                  eb('workspace_id', 'not in', archivedWorkspaces(eb, where.tenantId)),
                ]),
              ]
            : []),
          ...(page.after === undefined ? [] : [eb('seq', '<', page.after)]),
        ]),
      )
      .orderBy('seq', 'desc')
      .limit(page.limit + 1)
      .execute();

  /**
   * The global list: three index ranges (instructions; their test cases; own password
   * entries), merged by seq.
   */
  async function globalRows(scope: AuditScope, page: Page) {
    const { entity, entityId, userId } = scope;
    const wants = (kind: AuditEntity) => entity === undefined || entity === kind;
    const wantsOwnPassword = wants('user') && (entityId === undefined || entityId === userId);
    const ranges = await Promise.all([
      wants('prompt') ? range({ tenantId: null, entity: 'prompt', entityId }, page) : [],
      // Saved test cases (issue 21 §3) are shared like the instructions.
      wants('prompt-test-case')
        ? range({ tenantId: null, entity: 'prompt-test-case', entityId }, page)
        : [],
      wantsOwnPassword ? range({ tenantId: null, entity: 'user', entityId: userId }, page) : [],
    ]);
    return ranges.flat().sort((a, b) => Number(b.seq) - Number(a.seq));
  }

  return {
    async list(scope: AuditScope, page: Page): Promise<PageOf<AuditEntry>> {
      const { tenantId } = scope;
      const rows =
        tenantId === undefined
          ? await globalRows(scope, page)
          : await range({ ...scope, tenantId, hideArchived: !scope.isAdmin }, page);
      return cutPage(rows, page.limit, (pageRows) => pageRows.map(toEntry));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

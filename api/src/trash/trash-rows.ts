import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/connection';

/** The kinds' root tables, whose rows a delete moves to the trash (migrations 011, 020). */
export type TrashTable = 'icps' | 'usps' | 'briefs';

/**
 * The database clock to the millisecond on both (ISO text on SQLite), so the time the trash
 * answers is the stored one and the purge's cutoff compares with it exactly.
 */
export const databaseNow = (db: Db) =>
  isPostgres(db)
    ? sql<string>`date_trunc('milliseconds', now())`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** The set that moves a live row to the trash: when, and who (null for the server's own). */
export const trashedBy = (db: Db, actor: { id: string } | null) => ({
  deleted_at: databaseNow(db),
  deleted_by: actor?.id ?? null,
});

/**
 * Whether the record `id` of the tenant (and workspace, when given) is in the trash: what
 * tells "in the trash" from "not found" when a write to a live record matched nothing.
 */
export async function inTrash(
  db: Db,
  table: TrashTable,
  scope: { tenantId: string; workspaceId?: string; id: string },
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.id)
    .$if(scope.workspaceId !== undefined, (qb) => qb.where('workspace_id', '=', scope.workspaceId!))
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

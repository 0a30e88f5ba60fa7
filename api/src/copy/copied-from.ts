import type { TrashTable } from '../trash/trash-rows';
import type { CopiedFrom } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { type Caller, membershipsOf } from '../repositories/tenants';

/*
 * Where a copied ICP or USP came from (issue 24 §3, migration 012): the columns a root row
 * reads, and, for a reader who reaches the source's tenant, the source's current revision
 * (`changedSince`). A reader who does not (issue 33 §9) gets only what the copy kept when it
 * was made: the source workspace's name then and the revision copied; no ids, nothing live.
 */

export const COPIED_FROM_COLUMNS = [
  'copied_from_tenant_id',
  'copied_from_workspace_id',
  'copied_from_workspace_name',
  'copied_from_id',
  'copied_from_revision',
] as const;

/** The copy columns of a root row, and what `sourceColumns` read of its source. */
export interface CopiedFromRow {
  copied_from_tenant_id: string | null;
  copied_from_workspace_id: string | null;
  copied_from_workspace_name: string | null;
  copied_from_id: string | null;
  copied_from_revision: number | string | null;
  source_revision: number | string | null;
  source_reachable: number | string;
}

/**
 * Whether `reader` reaches the source's tenant (an admin every tenant; a member a live one; no
 * reader, nobody): one membership lookup by primary key.
 */
const reaches = (db: Db, table: TrashTable, reader: Caller | undefined) => {
  if (reader === undefined) return sql<boolean>`1 = 0`;
  if (reader.isAdmin) return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.ref(`${table}.copied_from_tenant_id`)} in (${membershipsOf(db, reader)})`;
};

/**
 * A root row's source as `reader` may know it: `source_reachable` (1 for a copy whose source
 * tenant the reader reaches, else 0) and `source_revision`, the source's revision now, read
 * only then (null when it is gone or in the trash, or not read): a lookup by primary key, held
 * to the source's tenant and workspace as recorded. Without a reader, nothing live is read.
 */
export const sourceColumns = (db: Db, table: TrashTable, reader: Caller | undefined) => {
  const reachable = sql<boolean>`${sql.ref(`${table}.copied_from_id`)} is not null
    and ${reaches(db, table, reader)}`;
  return [
    sql<number>`(case when ${reachable} then 1 else 0 end)`.as('source_reachable'),
    sql<number | string | null>`(case when ${reachable} then
      (select source.revision from ${sql.table(table)} as source
        where source.id = ${sql.ref(`${table}.copied_from_id`)}
        and source.tenant_id = ${sql.ref(`${table}.copied_from_tenant_id`)}
        and source.workspace_id = ${sql.ref(`${table}.copied_from_workspace_id`)}
        and source.deleted_at is null) end)`.as('source_revision'),
  ] as const;
};

/**
 * The record's `copiedFrom`, or undefined for a record that is not a copy: whole and live for
 * a reader who reaches the source, else only what was kept at copy time.
 */
export function copiedFromOf(row: CopiedFromRow): CopiedFrom | undefined {
  if (row.copied_from_id === null) return undefined;
  const revision = Number(row.copied_from_revision);
  if (Number(row.source_reachable) !== 1) {
    return { workspaceName: row.copied_from_workspace_name!, revision };
  }
  const sourceGone = row.source_revision === null;
  return {
    tenantId: row.copied_from_tenant_id!,
    workspaceId: row.copied_from_workspace_id!,
    workspaceName: row.copied_from_workspace_name!,
    id: row.copied_from_id,
    revision,
    changedSince: sourceGone || Number(row.source_revision) > revision,
    sourceGone,
  };
}

/** The columns a copy (or a record a copy replaced) gets from its source. */
export const copiedFromColumns = (source: {
  tenantId: string;
  workspaceId: string;
  workspaceName: string;
  id: string;
  revision: number;
}) => ({
  copied_from_tenant_id: source.tenantId,
  copied_from_workspace_id: source.workspaceId,
  copied_from_workspace_name: source.workspaceName,
  copied_from_id: source.id,
  copied_from_revision: source.revision,
});

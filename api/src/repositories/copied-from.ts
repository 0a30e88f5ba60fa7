import type { CopiedFrom } from '@portal/contract';
import { sql } from 'kysely';

/*
 * Where a copied ICP or USP came from (issue 24 §3, migration 012): the columns a root row
 * reads, and the source's current revision, for `changedSince`.
 */

export const COPIED_FROM_COLUMNS = [
  'copied_from_tenant_id',
  'copied_from_workspace_id',
  'copied_from_workspace_name',
  'copied_from_id',
  'copied_from_revision',
] as const;

/** The copy columns of a root row, and its source's revision now (null when it is gone). */
export interface CopiedFromRow {
  copied_from_tenant_id: string | null;
  copied_from_workspace_id: string | null;
  copied_from_workspace_name: string | null;
  copied_from_id: string | null;
  copied_from_revision: number | string | null;
  source_revision: number | string | null;
}

/**
 * The source's revision now, as `source_revision` (null when it is gone, or in the trash): a
 * lookup by primary key, held to the source's tenant and workspace as recorded.
 */
export const sourceRevision = (table: 'icps' | 'usps') =>
  sql<number | string | null>`(select source.revision from ${sql.table(table)} as source
    where source.id = ${sql.ref(`${table}.copied_from_id`)}
    and source.tenant_id = ${sql.ref(`${table}.copied_from_tenant_id`)}
    and source.workspace_id = ${sql.ref(`${table}.copied_from_workspace_id`)}
    and source.deleted_at is null)`.as('source_revision');

/** The record's `copiedFrom`, or undefined for a record that is not a copy. */
export function copiedFromOf(row: CopiedFromRow): CopiedFrom | undefined {
  if (row.copied_from_id === null) return undefined;
  const revision = Number(row.copied_from_revision);
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

import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The ids of archived workspaces, for a filter on what lives in them (issue 34 §2): records,
 * audit entries, lineage. Narrowed to one tenant when the caller knows it (its index).
 */
export const archivedWorkspaces = (
  eb: ExpressionBuilder<Database, 'icps' | 'usps' | 'briefs' | 'audit_entries'>,
  tenantId?: string,
) =>
  eb
    .selectFrom('workspaces')
    .select('workspaces.id')
    .$if(tenantId !== undefined, (qb) => qb.where('workspaces.tenant_id', '=', tenantId!))
    .where('workspaces.archived_at', 'is not', null);

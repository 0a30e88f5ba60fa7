import { sql } from 'kysely';
import type { Db } from '../db/connection';

type Scope = { tenantId: string; workspaceId: string };

const LISTS = {
  icp_segments: ['icps', 'icp_id'],
  icp_buyer_personas: ['icps', 'icp_id'],
  usp_products: ['usps', 'usp_id'],
  usp_capabilities: ['usps', 'usp_id'],
} as const;

/**
 * The longest list in `table` among one workspace's records: how many numbered columns a CSV
 * of them needs. Reads counts only, whatever the lists hold.
 */
async function longest(db: Db, table: keyof typeof LISTS, { tenantId, workspaceId }: Scope) {
  const [parent, key] = LISTS[table];
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count
    from ${sql.table(table)} as child
    join ${sql.table(parent)} as parent on parent.id = ${sql.ref(`child.${key}`)}
    where parent.tenant_id = ${tenantId} and parent.workspace_id = ${workspaceId}
    group by ${sql.ref(`child.${key}`)}
    order by count desc
    limit 1`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** What an export needs besides the records themselves. */
export function createExchangeRepository(db: Db) {
  return {
    icpWidths: async (scope: Scope) => ({
      segments: await longest(db, 'icp_segments', scope),
      personas: await longest(db, 'icp_buyer_personas', scope),
    }),
    uspWidths: async (scope: Scope) => ({
      products: await longest(db, 'usp_products', scope),
      capabilities: await longest(db, 'usp_capabilities', scope),
    }),
  };
}

import type { Artifact, ArtifactsPage } from '@portal/contract';
import type { Db } from '../db/connection';
import { archivedWorkspaces } from './archived-workspaces';
import { type Caller, membershipsOf } from './tenants';

/** Which instruction version's artifacts, and the page of them. */
export interface ArtifactsOf {
  promptId: string;
  version: string;
  limit: number;
  offset: number;
}

/**
 * The ICPs and USPs an instruction version drafted (their lineage names it), only in tenants
 * `caller` may reach: admins every tenant, others their memberships of live tenants, outside
 * archived workspaces. ICPs first, then USPs, each oldest first. Each table answers from its
 * (generated_prompt_id, generated_version) index.
 */
export function createArtifactsRepository(db: Db) {
  const matching = (table: 'icps' | 'usps', caller: Caller, of: ArtifactsOf) =>
    db
      .selectFrom(table)
      .where('generated_prompt_id', '=', of.promptId)
      .where('generated_version', '=', of.version)
      // Records in the trash are listed by the trash only.
      .where('deleted_at', 'is', null)
      // Others read only their live tenants' live workspaces (issue 34 §2: archived ones are
      // gone for them, their records' names included).
      .$if(!caller.isAdmin, (qb) =>
        qb
          .where('tenant_id', 'in', membershipsOf(db, caller))
          .where((eb) => eb('workspace_id', 'not in', archivedWorkspaces(eb))),
      );

  const count = async (table: 'icps' | 'usps', caller: Caller, of: ArtifactsOf) =>
    Number(
      (
        await matching(table, caller, of)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const page = async (
    table: 'icps' | 'usps',
    caller: Caller,
    of: ArtifactsOf,
    offset: number,
    limit: number,
  ): Promise<Artifact[]> => {
    if (limit <= 0) return [];
    const rows = await matching(table, caller, of)
      .select(['id', 'name', 'tenant_id', 'workspace_id', 'generated_edited'])
      .orderBy('seq')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      kind: table === 'icps' ? 'icp' : 'usp',
      id: row.id,
      name: row.name,
      tenantId: row.tenant_id,
      workspaceId: row.workspace_id,
      edited: Boolean(row.generated_edited),
    }));
  };

  return {
    async list(caller: Caller, of: ArtifactsOf): Promise<ArtifactsPage> {
      const [icps, usps] = await Promise.all([
        count('icps', caller, of),
        count('usps', caller, of),
      ]);
      const icpItems = await page('icps', caller, of, of.offset, of.limit);
      const uspOffset = Math.max(0, of.offset - icps);
      const uspItems = await page('usps', caller, of, uspOffset, of.limit - icpItems.length);
      return { total: icps + usps, items: [...icpItems, ...uspItems] };
    },
  };
}

export type ArtifactsRepository = ReturnType<typeof createArtifactsRepository>;

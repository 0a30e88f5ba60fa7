/** An ICP or USP a link opens in the dashboard's edit form. */
export interface ArtifactTarget {
  kind: 'icp' | 'usp';
  tenantId: string;
  workspaceId: string;
  id: string;
}

/**
 * The dashboard's deep link to one ICP or USP (issue 11's format:
 * `/dashboard?tenant=&workspace=&tab=&edit=`). Other remotes link to an artifact through
 * this, never by writing the dashboard's query themselves; the dashboard's reader is tested
 * against it.
 */
export function artifactLink({ kind, tenantId, workspaceId, id }: ArtifactTarget): string {
  const query = new URLSearchParams({
    tenant: tenantId,
    workspace: workspaceId,
    tab: kind,
    edit: id,
  });
  return `/dashboard?${query.toString()}`;
}

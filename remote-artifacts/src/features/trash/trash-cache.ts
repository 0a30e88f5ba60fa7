import { queryClient } from '@portal/shared/data';
import type { RestoredRecord, TrashItem, TrashKind } from '@portal/contract';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';
import { briefKey } from '../../api/research';

/** The cache entry of a workspace's trash list. */
export const trashKey = ({ tenantId, workspaceId }: WorkspaceScope) =>
  ['trash', tenantId, workspaceId] as const;

/** The cache entry of one record looked up in the trash (a deep link's question). */
export const trashItemKey = (scope: WorkspaceScope, kind: TrashKind, id: string) =>
  [...trashKey(scope), kind, id] as const;

/** A record that left the trash (restored or deleted forever) leaves its cached answers. */
export function leaveTrash(scope: WorkspaceScope, kind: TrashKind, id: string): void {
  queryClient.setQueryData<TrashItem[]>(trashKey(scope), (items) =>
    items?.filter((item) => !(item.kind === kind && item.id === id)),
  );
  queryClient.removeQueries({ queryKey: trashItemKey(scope, kind, id), exact: true });
}

/**
 * A restored record joins its tab's list at once (a deep link's form opens on it), and the
 * list reloads to take the server's order, as after an import.
 */
export async function showRestored(
  scope: WorkspaceScope,
  kind: TrashKind,
  record: RestoredRecord,
): Promise<void> {
  // A workspace holds one brief (issue 39 §3): the restored one is its brief now.
  if (kind === 'brief') {
    queryClient.setQueryData(briefKey(scope), record);
    return;
  }
  const queryKey = workspaceListKey(
    kind === 'icp' ? 'icps' : 'usps',
    scope.tenantId,
    scope.workspaceId,
  );
  queryClient.setQueryData<RestoredRecord[]>(queryKey, (items) =>
    items && !items.some((item) => item.id === record.id) ? [...items, record] : items,
  );
  await queryClient.invalidateQueries({ queryKey });
}

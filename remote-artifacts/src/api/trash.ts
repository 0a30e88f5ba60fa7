import { apiClient } from '@portal/shared';
import type {
  BulkDeleteResult,
  BulkRestoreResult,
  RestoredRecord,
  TrashItem,
  TrashKind,
  TrashList,
} from '@portal/contract';
import type { WorkspaceScope } from '../workspace-scope/scope';

const id = encodeURIComponent;
const trashUrl = ({ tenantId, workspaceId }: WorkspaceScope) =>
  `/api/tenants/${id(tenantId)}/workspaces/${id(workspaceId)}/trash`;
const itemUrl = (scope: WorkspaceScope, kind: TrashKind, itemId: string) =>
  `${trashUrl(scope)}/${kind}/${id(itemId)}`;

/** The workspace's trash, newest deletion first. */
export async function listTrash(scope: WorkspaceScope): Promise<TrashItem[]> {
  const { data } = await apiClient.get<TrashList>(trashUrl(scope));
  return data.items;
}

/** One record of the trash; rejects with a 404 ApiError when it is not there. */
export async function findInTrash(
  scope: WorkspaceScope,
  kind: TrashKind,
  itemId: string,
): Promise<TrashItem> {
  const { data } = await apiClient.get<TrashItem>(itemUrl(scope, kind, itemId));
  return data;
}

/** Restores a record; answers it as live again (its revision one more). */
export async function restoreFromTrash(
  scope: WorkspaceScope,
  kind: TrashKind,
  itemId: string,
): Promise<RestoredRecord> {
  const { data } = await apiClient.post<RestoredRecord>(`${itemUrl(scope, kind, itemId)}/restore`);
  return data;
}

/** Deletes a record for good (admins only: others get a 403 ApiError). */
export async function deleteForever(
  scope: WorkspaceScope,
  kind: TrashKind,
  itemId: string,
): Promise<void> {
  await apiClient.delete(itemUrl(scope, kind, itemId));
}

/**
 * Moves records of one kind to the trash in one request (a bulk delete): the ids it could not
 * take come back in `failed` with the API's words, the others are in the trash.
 */
export async function moveToTrash(
  scope: WorkspaceScope,
  kind: TrashKind,
  ids: readonly string[],
): Promise<BulkDeleteResult> {
  const { data } = await apiClient.post<BulkDeleteResult>(`${trashUrl(scope)}/${kind}`, { ids });
  return data;
}

/** Restores records of one kind in one request (Undo): what it restored, and what it could not. */
export async function restoreMany(
  scope: WorkspaceScope,
  kind: TrashKind,
  ids: readonly string[],
): Promise<BulkRestoreResult> {
  const { data } = await apiClient.post<BulkRestoreResult>(`${trashUrl(scope)}/${kind}/restore`, {
    ids,
  });
  return data;
}

import { useMutation } from '@portal/shared/data';
import type { TrashItem } from '@portal/contract';
import { restoreFromTrash } from '../../api/trash';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { leaveTrash, showRestored } from './trash-cache';

/** Restores a record of the trash; on success it is back in its tab's list. */
export function useRestore(scope: WorkspaceScope) {
  return useMutation({
    mutationFn: ({ kind, id }: Pick<TrashItem, 'kind' | 'id'>) => restoreFromTrash(scope, kind, id),
    onSuccess: (record, { kind, id }) => {
      leaveTrash(scope, kind, id);
      void showRestored(scope, kind, record);
    },
  });
}

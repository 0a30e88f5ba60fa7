import type { RestoredRecord, TrashKind } from '@portal/contract';
import type { WorkspaceScope } from '../../workspace-scope/scope';

// What the hook (use-undo-delete) and the notice it loads lazily (undo-notice) both use: the
// notice takes it from here, so its chunk does not import the hook's module back.
export interface Deleted {
  id: string;
  name: string;
}

export interface UndoDelete {
  scope: WorkspaceScope | null;
  /** The trash's kind, and the word for it: 'icp' and 'ICP'. */
  kind: TrashKind;
  label: string;
  onRestored: (record: RestoredRecord) => void;
}

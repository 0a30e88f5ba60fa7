import type { ReactNode } from 'react';
import type { TrashKind } from '@portal/contract';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import type { useSelection } from './use-selection';

/** What the selection's bulk delete asks of Undo: offer it, and keep a lost focus in the list. */
export interface UndoOffer {
  offer: (records: readonly Selectable[]) => void;
  keepFocusInList: () => void;
}

export interface Selectable {
  id: string;
  name: string;
}

export interface SelectionActionsProps<T extends Selectable> {
  selection: ReturnType<typeof useSelection>;
  /** The tab's whole list, and the part of it matching the search. */
  items: T[];
  shown: T[];
  /** 'ICP', 'USP'. */
  kind: string;
  /** Where a bulk delete moves the records: the list's workspace (null while none) and kind. */
  trash: { scope: WorkspaceScope | null; kind: TrashKind };
  /** Spec §8 message of a failed delete. */
  fallback: string;
  onDeleted: (ids: string[]) => void;
  onFailed: (message: string | null) => void;
  /** Offers Undo for what was deleted (the undo feature's `useUndoDelete`). */
  undo: UndoOffer;
  /** Why the user may not delete (a viewer), or null. */
  refusal: string | null;
  /** Further bulk actions on the selected records (issue 24: export, copy to another workspace). */
  children?: (selected: T[]) => ReactNode;
}

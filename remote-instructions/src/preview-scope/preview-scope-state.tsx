import {
  createContext,
  useContext,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useSession } from '@portal/shared';

export interface PreviewScope {
  tenantId: string | null;
  workspaceId: string | null;
  /** The ICP or USP chosen; which one the type asks for is the panel's business. */
  recordId: string | null;
}

type ScopeState = [PreviewScope, Dispatch<SetStateAction<PreviewScope>>];

const SharedScope = createContext<ScopeState | null>(null);

/** A scope starting from the session's own selection. */
function useOwnScope(): ScopeState {
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);
  return useState<PreviewScope>(() => ({
    tenantId: selectedTenantId,
    workspaceId: selectedTenantId ? selectedWorkspaceId : null,
    recordId: null,
  }));
}

/**
 * One workspace for the edit view's preview and its test cases, so a run uses the workspace
 * the preview shows; outside a provider each user of the scope keeps its own.
 */
export function SharedPreviewScope({ children }: { children: ReactNode }) {
  return <SharedScope.Provider value={useOwnScope()}>{children}</SharedScope.Provider>;
}

export function useScopeState(): ScopeState {
  const own = useOwnScope();
  return useContext(SharedScope) ?? own;
}

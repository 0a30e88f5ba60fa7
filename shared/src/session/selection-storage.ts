import type { Tenant, Workspace } from '@portal/contract';

/** Keeps the chosen tenant and workspace across reloads; cleared on logout. */
export const SELECTION_STORAGE_KEY = 'portal_selection';

export interface StoredSelection {
  tenant: Tenant | null;
  workspace: Workspace | null;
}

export function readSelection(): StoredSelection {
  try {
    const raw = window.localStorage.getItem(SELECTION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSelection>) : {};
    return { tenant: parsed.tenant ?? null, workspace: parsed.workspace ?? null };
  } catch {
    // A hand-edited or corrupt entry is treated as no selection.
    return { tenant: null, workspace: null };
  }
}

export function storeSelection(selection: StoredSelection): void {
  window.localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

export function clearSelection(): void {
  window.localStorage.removeItem(SELECTION_STORAGE_KEY);
}

/** Keeps the chosen tenant and workspace ids across reloads; cleared on logout. */
export const SELECTION_STORAGE_KEY = 'portal_selection';

/** Only ids are kept: names and lists always come fresh from the API. */
export interface StoredSelection {
  tenantId: string | null;
  workspaceId: string | null;
}

const NONE: StoredSelection = { tenantId: null, workspaceId: null };

const idOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function readSelection(): StoredSelection {
  try {
    const raw = window.localStorage.getItem(SELECTION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return NONE;
    const { tenantId, workspaceId } = parsed as Record<string, unknown>;
    const tenant = idOrNull(tenantId);
    // A workspace is only ever chosen within a tenant.
    return { tenantId: tenant, workspaceId: tenant ? idOrNull(workspaceId) : null };
  } catch {
    // A hand-edited or corrupt entry is treated as no selection.
    return NONE;
  }
}

export function storeSelection(selection: StoredSelection): void {
  window.localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

export function clearSelection(): void {
  window.localStorage.removeItem(SELECTION_STORAGE_KEY);
}

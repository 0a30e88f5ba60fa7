import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface UnsavedChangesState {
  /** How to throw away each form's unsaved changes (usually: close the form), by form. */
  discards: Record<string, () => void>;
}

/**
 * Which forms of this remote hold unsaved changes. Each remote compiles its own copy of the
 * kit, so each has its own store. Whatever leaves a form behind (a tab, a switcher, Cancel,
 * the navigation blocker) asks here first.
 */
export const unsavedChangesStore = createStore<UnsavedChangesState>()(() => ({ discards: {} }));

export function markUnsaved(form: string, discard: () => void): void {
  unsavedChangesStore.setState(({ discards }) => ({ discards: { ...discards, [form]: discard } }));
}

export function markSaved(form: string): void {
  unsavedChangesStore.setState(({ discards }) => {
    const { [form]: _gone, ...rest } = discards;
    return { discards: rest };
  });
}

export function hasUnsavedChanges(): boolean {
  return Object.keys(unsavedChangesStore.getState().discards).length > 0;
}

/** Throws away every form's unsaved changes. */
export function discardUnsavedChanges(): void {
  const discards = Object.values(unsavedChangesStore.getState().discards);
  unsavedChangesStore.setState({ discards: {} });
  discards.forEach((discard) => discard());
}

export function useHasUnsavedChanges(): boolean {
  return useStore(unsavedChangesStore, ({ discards }) => Object.keys(discards).length > 0);
}

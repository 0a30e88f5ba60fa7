// The unsaved-changes guard every remote's forms use: a form records while it is dirty
// (useUnsavedChanges), whatever leaves it behind asks first (useDiscardGuard), and the page
// holds navigation and unloading meanwhile (UnsavedChangesGuard).
export { UnsavedChangesGuard, type LeavesTheForm } from './unsaved-changes-guard';
export { useDiscardGuard } from './use-discard-guard';
export { useUnsavedChanges } from './use-unsaved-changes';

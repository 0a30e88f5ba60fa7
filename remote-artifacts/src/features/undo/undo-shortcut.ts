/**
 * The keyboard's way to the latest notice's Undo (issue 37 §1): Ctrl+Z (⌘Z on a Mac), the
 * platforms' own undo, taken only where it undoes nothing else: never in a text field (its
 * typing's undo) or a dialog (the page behind it is out of reach). No browser or screen reader
 * (NVDA, JAWS, VoiceOver, TalkBack) uses it outside a text field.
 */
export const UNDO_KEYS = 'Control+Z Meta+Z';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** What the notice says of the shortcut, in the platform's words. */
export const undoShortcutText = () => `Press ${onMac() ? '⌘Z' : 'Ctrl+Z'} to undo.`;

function isUndoKey(event: KeyboardEvent) {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.code === 'KeyZ' &&
    !event.repeat
  );
}

function takesItsOwnUndo(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [role="textbox"], [aria-modal="true"]') !== null
  );
}

/** Calls `undo` on the shortcut until the returned function is called. */
export function listenForUndo(undo: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isUndoKey(event) || takesItsOwnUndo(event.target)) return;
    event.preventDefault();
    undo();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

import { isWhereDeleteLeftFocus } from './deleted-focus';

/** How long the restored cards may take to show (the list re-renders, maybe deferred). */
const LONGEST_WAIT_MS = 2000;

/**
 * Whether the focus is where Undo leaves it for the restored card: lost, in the notice (its
 * Undo goes with the notice's text), in the list or where the delete put it (Ctrl+Z from the
 * card after the deleted one: back to where the keyboard was before the delete). Anywhere
 * else it stays.
 */
function undoMayMove(active: Element | null, notice: Element | null) {
  return (
    !active ||
    active === document.body ||
    notice?.contains(active) === true ||
    active.closest('[data-card-id]') !== null ||
    isWhereDeleteLeftFocus(active)
  );
}

/**
 * After a successful Undo the first restored card's cell takes the focus when undoMayMove, else
 * the first card shown, so the keyboard stays in the list. Looks once a frame until a restored
 * card is in the page: on a busy machine the list can take several frames to show them.
 */
export function focusRestored(ids: readonly string[], notice: Element | null) {
  const deadline = performance.now() + LONGEST_WAIT_MS;
  const mayMove = undoMayMove(document.activeElement, notice);
  return new Promise<void>((resolve) => {
    const attempt = () => {
      const active = document.activeElement;
      if (!mayMove || !undoMayMove(active, notice)) return resolve();
      const cells = [...document.querySelectorAll<HTMLElement>('[data-card-id]')];
      const restored = ids
        .map((id) => cells.find((cell) => cell.dataset.cardId === id))
        .find((cell) => cell !== undefined);
      if (!restored && performance.now() < deadline) {
        requestAnimationFrame(attempt);
        return;
      }
      (restored ?? cells[0])?.focus();
      resolve();
    };
    requestAnimationFrame(attempt);
  });
}

/** How long the restored cards may take to show (the list re-renders, maybe deferred). */
const LONGEST_WAIT_MS = 2000;

/**
 * After a successful Undo its button goes with the notice's text: when it (or nothing) held the
 * focus, the first restored card's cell takes it, else the first card shown, so the keyboard
 * stays in the list. Looks once a frame until a restored card is in the page: on a busy
 * machine the list can take several frames to show them.
 */
export function focusRestored(ids: readonly string[], undoButton: HTMLButtonElement | null) {
  const deadline = performance.now() + LONGEST_WAIT_MS;
  return new Promise<void>((resolve) => {
    const attempt = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== undoButton) return resolve();
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

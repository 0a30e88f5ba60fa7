/**
 * After a successful Undo its button goes with the notice's text: when it (or nothing) held the
 * focus, the first restored card's cell takes it, else the first card shown, so the keyboard
 * stays in the list. Waits a frame: the restored cards are in the page by then.
 */
export function focusRestored(ids: readonly string[], undoButton: HTMLButtonElement | null) {
  return new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== undoButton) return resolve();
      const cells = [...document.querySelectorAll<HTMLElement>('[data-card-id]')];
      const restored = ids
        .map((id) => cells.find((cell) => cell.dataset.cardId === id))
        .find((cell) => cell !== undefined);
      (restored ?? cells[0])?.focus();
      resolve();
    }),
  );
}

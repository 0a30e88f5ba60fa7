/**
 * Where the keyboard goes after a delete took the focused card (or the selection bar) away:
 * where the deleted cards were. Issue 37 §1: the notice's Undo took it before, which held the
 * notice for as long as it stayed; the notice now leaves the focus to the list.
 */
export interface DeletedPlace {
  /** The cards' ids in page order, as the delete found them. */
  order: string[];
  deleted: Set<string>;
  /** The tab's panel the cards were in (its heading is the place once none is left). */
  panel: Element | null;
}

const cells = () => [...document.querySelectorAll<HTMLElement>('[data-card-id]')];

/** Notes the place of `ids` before the list drops them (called as the delete is done). */
export function notePlace(ids: readonly string[]): DeletedPlace {
  const all = cells();
  const first = all.find((cell) => ids.includes(cell.dataset.cardId ?? ''));
  return {
    order: all.map((cell) => cell.dataset.cardId ?? ''),
    deleted: new Set(ids),
    panel: first?.closest('[role="tabpanel"]') ?? null,
  };
}

/**
 * The card after the last deleted one, else the one before the first, else the list's first,
 * else the tab's heading (focusable from script only), above its toolbar and the empty list:
 * the next thing to read where the deleted cards were. Not the search box: Ctrl+Z there
 * undoes its typing, not the delete.
 */
function nextInPlace({ order, deleted, panel }: DeletedPlace): HTMLElement | null {
  const shown = new Map(cells().map((cell) => [cell.dataset.cardId, cell]));
  const at = order.map((id) => deleted.has(id));
  const last = at.lastIndexOf(true);
  const first = at.indexOf(true);
  const after = order.slice(last + 1).find((id) => shown.has(id));
  const before = order
    .slice(0, Math.max(first, 0))
    .reverse()
    .find((id) => shown.has(id));
  const id = after ?? before;
  const card = (id ? shown.get(id) : undefined) ?? cells()[0];
  if (card) return card;
  const heading = (panel ?? document).querySelector<HTMLElement>('h1, h2, h3');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Focuses where the deleted cards were when nothing holds the focus (the element that had it
 * is gone). Called once the confirmation has closed, a focus still inside a dialog is lost
 * too: antd calls afterClose while the closed confirmation's hidden button holds it, and
 * removes that button a moment later.
 */
export function focusIfLost(place: DeletedPlace | null) {
  const active = document.activeElement;
  const lost =
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.closest('[role="dialog"]') !== null;
  if (!lost || !place) return;
  leftAt = nextInPlace(place);
  leftAt?.focus();
}

/** Where the latest delete put the focus: an Undo may take it back from there. */
let leftAt: HTMLElement | null = null;

export const isWhereDeleteLeftFocus = (element: Element | null) =>
  element !== null && element === leftAt;

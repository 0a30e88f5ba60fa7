/** The ids of the selected cards. */
export type Selection = ReadonlySet<string>;

/** The ids from `from` to `to` in list order, both included; just `to` when either is not listed. */
export function rangeBetween(order: readonly string[], from: string, to: string): string[] {
  const start = order.indexOf(from);
  const end = order.indexOf(to);
  if (start < 0 || end < 0) return [to];
  return order.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/**
 * A click on a card's checkbox: the card turns selected or not; with shift, every card from the
 * last one clicked (`anchor`) to it takes the same state, as in a mail client's list.
 */
export function clickSelect(
  selected: Selection,
  order: readonly string[],
  anchor: string | null,
  id: string,
  shift: boolean,
): Set<string> {
  const select = !selected.has(id);
  const ids = shift && anchor !== null ? rangeBetween(order, anchor, id) : [id];
  const next = new Set(selected);
  for (const each of ids) {
    if (select) next.add(each);
    else next.delete(each);
  }
  return next;
}

/** The selection with every one of `ids` added ('Select all matching'). */
export function withAll(selected: Selection, ids: readonly string[]): Set<string> {
  return new Set([...selected, ...ids]);
}

/** The selection without `ids` (deleted, or cleared). */
export function without(selected: Selection, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  for (const id of ids) next.delete(id);
  return next;
}

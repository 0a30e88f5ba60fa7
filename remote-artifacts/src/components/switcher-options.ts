interface Named {
  id: string;
  name: string;
}

/**
 * Select options for a list, keeping the current choice among them so its name shows even
 * while the list is still loading or failed to load.
 */
export function switcherOptions(items: Named[], selected: Named | null) {
  const list =
    selected && !items.some((item) => item.id === selected.id) ? [selected, ...items] : items;
  return list.map(({ id, name }) => ({ value: id, label: name }));
}

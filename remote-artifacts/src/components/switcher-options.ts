interface Named {
  id: string;
  name: string;
}

/** Select options for a freshly loaded list: a selection it lacks is never offered. */
export function switcherOptions(items: Named[]) {
  return items.map(({ id, name }) => ({ value: id, label: name }));
}

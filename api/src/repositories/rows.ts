/** Child rows (already in order) grouped under their parent's id, each mapped to its wire shape. */
export function groupBy<R, T>(rows: R[], parentOf: (row: R) => string, map: (row: R) => T) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const group = groups.get(parent) ?? [];
    group.push(map(row));
    groups.set(parent, group);
  }
  return groups;
}

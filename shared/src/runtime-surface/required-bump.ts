/** What a runtime entry point exports, by entry (`.`, `./data`, `./antd`, ...). */
export type RuntimeSurface = Record<string, string[]>;

export type Bump = 'major' | 'minor' | 'none';

/**
 * The compatibility rule of the runtime (docs/deployment.md, "Versioning the runtime"): a
 * remote built against x.y runs on any later x.*, so anything a remote may use must still be
 * there. Removing an export or an entry point breaks remotes built earlier: major. Adding
 * one is compatible for them, but a remote using it needs this release: minor.
 */
export function requiredBump(released: RuntimeSurface, current: RuntimeSurface): Bump {
  let bump: Bump = 'none';
  for (const entry of new Set([...Object.keys(released), ...Object.keys(current)])) {
    const before = new Set(released[entry] ?? []);
    const after = new Set(current[entry] ?? []);
    if ([...before].some((name) => !after.has(name)) || (entry in released && !(entry in current)))
      return 'major';
    if ([...after].some((name) => !before.has(name)) || !(entry in released)) bump = 'minor';
  }
  return bump;
}

/** Whether going from version `from` to `to` is at least the given bump. */
export function isBumped(from: string, to: string, bump: Bump): boolean {
  const [fromMajor = 0, fromMinor = 0] = from.split('.').map(Number);
  const [toMajor = 0, toMinor = 0] = to.split('.').map(Number);
  if (bump === 'major') return toMajor > fromMajor;
  if (bump === 'minor')
    return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
  return true;
}

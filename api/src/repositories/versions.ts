/**
 * The version after `version`: the minor number goes up by one ('1.9' → '1.10'; the numbers
 * are counters, not decimals). An instruction's edit can only start from its active version,
 * which is always the newest, so the result is new; the (id, version) key would refuse it
 * otherwise. A tenant's variant numbers its own texts the same way.
 */
export function nextVersion(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}`;
}

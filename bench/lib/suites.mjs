import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Known suites run in this order (the API first: the browser suite is the slow one). */
const ORDER = ['api', 'browser'];

/** Every `bench/<suite>/suite.mjs` that exists: known ones in ORDER, then others by name. */
export function availableSuites(dir = BENCH_DIR) {
  const found = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'suite.mjs')))
    .map((entry) => entry.name);
  const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The suites named on the command line (in the usual order), or all of them. */
export function selectSuites(names, available) {
  const unknown = names.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown suite ${unknown.join(', ')} (available: ${available.join(', ')})`);
  }
  return names.length === 0 ? available : available.filter((name) => names.includes(name));
}

// Where the browser suite finds the workspace and the tools it borrows from other packages.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Resolves a package as `dir` does: Playwright from e2e, webpack from host. */
export function requireFrom(dir) {
  return createRequire(join(ROOT, dir, 'package.json'));
}

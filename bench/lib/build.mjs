import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { needsBuild, portalParts } from '../../scripts/lib/portal-parts.mjs';
import { ROOT } from './results.mjs';

/** The pnpm running this script, else the one the root package.json pins. */
function pnpm() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager]];
}

/**
 * Builds the portal parts (`api`, `host`, `remote-auth`, …) that have no build or one older
 * than their sources, as `pnpm start` does: a fresh clone can bench right after install, and
 * a bench never measures stale code.
 */
export function ensureBuilt(dirs, log) {
  const { api, host, remotes } = portalParts({});
  const stale = [api, host, ...remotes].filter(
    (part) => dirs.includes(part.dir) && needsBuild(part),
  );
  if (stale.length === 0) return;
  log(`building ${stale.map((part) => part.packageName).join(', ')} …`);
  const [command, prefix] = pnpm();
  const filters = stale.flatMap((part) => ['--filter', part.packageName]);
  const result = spawnSync(command, [...prefix, ...filters, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed (see above)');
}

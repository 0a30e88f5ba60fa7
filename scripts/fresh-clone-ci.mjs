#!/usr/bin/env node
// A remote team's CI, exactly: a fresh clone of this checkout's last commit, `pnpm install`
// from the store (offline: the checkout's own install filled it) and one package's `ci`
// alone, with nothing of any other package built before (docs/deployment.md, "Release
// procedure"). `pnpm test` runs it for remote-settings, the quickest remote.
//
//   node scripts/fresh-clone-ci.mjs [@portal/remote-settings]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';

const pkg = process.argv[2] ?? '@portal/remote-settings';
const clone = mkdtempSync(join(tmpdir(), 'portal-fresh-clone-'));
const [pnpm, prefix] = pnpmCommand();

function run(label, file, args, cwd) {
  console.log(`fresh clone: ${label}`);
  const { status } = spawnSync(file, args, { cwd, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${label} failed (exit ${status ?? 'by signal'})`);
}

try {
  run(`git clone (${clone})`, 'git', ['clone', '--quiet', ROOT, clone], ROOT);
  run(
    'pnpm install --offline',
    pnpm,
    [...prefix, 'install', '--frozen-lockfile', '--offline'],
    clone,
  );
  // `run ci`, not `ci`: pnpm's own `ci` command is a clean install.
  run(`${pkg} run ci`, pnpm, [...prefix, '--filter', pkg, 'run', 'ci'], clone);
  console.log(`fresh clone: ${pkg} passed its ci alone`);
} catch (error) {
  console.error(`fresh clone: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(clone, { recursive: true, force: true });
}

#!/usr/bin/env node
// One package's CI exactly as its team's runs it, with its output live: a fresh clone of the
// working tree (uncommitted changes included; `--committed` for HEAD alone), `pnpm install
// --offline` from the store and that package's `ci`, with nothing of any other package built.
// Every job of `pnpm test` runs this way (scripts/ci-jobs.mjs); this is one of them, alone.
//
//   node scripts/fresh-clone-ci.mjs [@portal/remote-settings …] [--committed]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const packages = args.filter((arg) => !arg.startsWith('--'));
const { status } = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL('./ci-jobs.mjs', import.meta.url)),
    ...(packages.length > 0 ? args : ['@portal/remote-settings', ...args]),
  ],
  { stdio: 'inherit', env: { CI_JOBS: '1', ...process.env } },
);
process.exitCode = status ?? 1;

#!/usr/bin/env node
// `pnpm test` and CI: each package's own `ci` job (what its team runs before deploying:
// typecheck, lint, tests, production build) one after another, dependencies first, then the
// browser tests across all packages (@portal/e2e) last. A failed job does not stop the other
// teams' jobs; it skips the browser tests and fails the run.
//
//   node scripts/ci-jobs.mjs                      every job
//   node scripts/ci-jobs.mjs host remote-auth     only these (by folder or package name,
//                                                 with or without @portal/; `root` is the
//                                                 workspace root's lint)
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';
import { workspacePackages } from './lib/workspace-packages.mjs';

const CROSS_PACKAGE = '@portal/e2e';

/** Files outside every package (scripts/, the lint config): linted by a job of their own. */
const ROOT_JOB = {
  label: 'workspace root (scripts/)',
  name: 'root',
  args: ['exec', 'eslint', 'scripts', 'eslint.config.mjs'],
};

function packageJob(pkg) {
  return { label: `${pkg.name} (${pkg.dir}/)`, name: pkg.name, dir: pkg.dir };
}

function allJobs() {
  const packages = workspacePackages();
  const missing = packages.filter((pkg) => !pkg.scripts.ci).map((pkg) => pkg.name);
  if (missing.length > 0) throw new Error(`no "ci" script in ${missing.join(', ')}`);
  const isE2e = (pkg) => pkg.name === CROSS_PACKAGE;
  return [
    ROOT_JOB,
    ...packages.filter((pkg) => !isE2e(pkg)).map(packageJob),
    ...packages.filter(isE2e).map(packageJob),
  ];
}

/** `@portal/build-config`, `build-config` and `tooling/build-config` all name one job. */
function jobNames(job) {
  return [job.name, job.dir, job.name?.replace(/^@[^/]+\//, '')].filter(Boolean);
}

function selectJobs(jobs, wanted) {
  if (wanted.length === 0) return jobs;
  const matches = (job) => jobNames(job).some((name) => wanted.includes(name));
  const unknown = wanted.filter((want) => !jobs.some((job) => jobNames(job).includes(want)));
  if (unknown.length > 0) throw new Error(`no workspace package ${unknown.join(', ')}`);
  return jobs.filter(matches);
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

function runJob(job, index, count) {
  console.log(`\n━━ ci job ${index + 1}/${count}: ${job.label} ━━`);
  const [command, prefix] = pnpmCommand();
  // `run ci`, not `ci`: pnpm's own `ci` command is a clean install.
  const args = job.args ?? ['--filter', job.name, 'run', 'ci'];
  const started = Date.now();
  const { status } = spawnSync(command, [...prefix, ...args], { cwd: ROOT, stdio: 'inherit' });
  const ms = Date.now() - started;
  const result = status === 0 ? 'passed' : 'FAILED';
  console.log(`━━ ${job.label}: ${result} in ${duration(ms)}`);
  return { job, result, ms };
}

function main(wanted) {
  const jobs = selectJobs(allJobs(), wanted);
  const results = [];
  for (const [index, job] of jobs.entries()) {
    const failed = results.some(({ result }) => result === 'FAILED');
    if (job.name === CROSS_PACKAGE && failed) {
      results.push({ job, result: 'skipped (a package job failed)', ms: 0 });
      continue;
    }
    results.push(runJob(job, index, jobs.length));
  }

  console.log('\nci summary');
  for (const { job, result, ms } of results)
    console.log(`  ${job.label.padEnd(44)} ${result.padEnd(8)} ${duration(ms)}`);
  const total = results.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`  ${'total'.padEnd(44)} ${''.padEnd(8)} ${duration(total)}`);
  if (results.some(({ result }) => result !== 'passed')) process.exit(1);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`ci: ${error.message}`);
  process.exit(2);
}

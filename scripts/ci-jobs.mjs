#!/usr/bin/env node
// `pnpm test` and CI: each package's own `ci` job (what its team runs before deploying:
// typecheck, lint, tests, production build), as many at once as the machine has cores
// (`CI_JOBS` overrides), each started once the workspace packages it depends on have passed,
// then the browser tests across all packages (@portal/e2e) alone, last. A job's output is
// printed whole when it ends, so parallel jobs do not interleave. A failed job does not stop
// the other teams' jobs; it skips the jobs that depend on it and fails the run.
//
//   node scripts/ci-jobs.mjs                      every job
//   node scripts/ci-jobs.mjs host remote-auth     only these (by folder or package name,
//                                                 with or without @portal/; `root` is the
//                                                 workspace root's lint and script tests,
//                                                 `fresh-clone` remote-settings' ci alone on
//                                                 a fresh clone of the last commit)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { runJobPool } from './lib/job-pool.mjs';
import { ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';
import { workspacePackages } from './lib/workspace-packages.mjs';

const CROSS_PACKAGE = '@portal/e2e';

/**
 * Started first whenever they are ready: the longest jobs (the API's two databases about 9
 * minutes of tests alone; remote-artifacts and remote-instructions 4 and 2 since their tests
 * render without antd's style sheets, 2026-11-25), so that a short job never holds a core
 * while they wait and the run ends with short jobs filling in.
 */
const LONGEST_FIRST = ['@portal/api', '@portal/remote-artifacts', '@portal/remote-instructions'];

const longestFirst = (a, b) => rank(a) - rank(b);
const rank = (pkg) => {
  const index = LONGEST_FIRST.indexOf(pkg.name);
  return index === -1 ? LONGEST_FIRST.length : index;
};

/** Files outside every package (scripts/, the lint config): a job of their own. */
const ROOT_JOB = {
  label: 'workspace root (scripts/)',
  name: 'root',
  after: [],
  steps: [
    ['pnpm', 'exec', 'eslint', 'scripts', 'eslint.config.mjs'],
    [process.execPath, '--test', 'scripts/lib/'],
  ],
};

/**
 * A remote team's CI as it runs: remote-settings' `ci` alone on a fresh clone of the last
 * commit, nothing else built (scripts/fresh-clone-ci.mjs).
 */
const FRESH_CLONE_JOB = {
  label: 'remote-settings alone, fresh clone',
  name: 'fresh-clone',
  after: [],
  steps: [[process.execPath, 'scripts/fresh-clone-ci.mjs', '@portal/remote-settings']],
};

function packageJob(pkg, after) {
  // `run ci`, not `ci`: pnpm's own `ci` command is a clean install.
  const steps = [['pnpm', '--filter', pkg.name, 'run', 'ci']];
  return { label: `${pkg.name} (${pkg.dir}/)`, name: pkg.name, dir: pkg.dir, after, steps };
}

function allJobs() {
  const packages = workspacePackages();
  const missing = packages.filter((pkg) => !pkg.scripts.ci).map((pkg) => pkg.name);
  if (missing.length > 0) throw new Error(`no "ci" script in ${missing.join(', ')}`);
  const isE2e = (pkg) => pkg.name === CROSS_PACKAGE;
  const teams = packages.filter((pkg) => !isE2e(pkg)).sort(longestFirst);
  // The browser tests use every package's build: they run last, alone.
  const everyJob = [ROOT_JOB.name, ...teams.map((pkg) => pkg.name), FRESH_CLONE_JOB.name];
  return [
    ROOT_JOB,
    ...teams.map((pkg) => packageJob(pkg, pkg.workspaceDeps)),
    FRESH_CLONE_JOB,
    ...packages.filter(isE2e).map((pkg) => packageJob(pkg, everyJob)),
  ];
}

/** `@portal/build-config`, `build-config` and `tooling/build-config` all name one job. */
function jobNames(job) {
  return [job.name, job.dir, job.name?.replace(/^@[^/]+\//, '')].filter(Boolean);
}

/** The wanted jobs; a dependency that is not among them is taken as built already. */
function selectJobs(jobs, wanted) {
  if (wanted.length === 0) return jobs;
  const matches = (job) => jobNames(job).some((name) => wanted.includes(name));
  const unknown = wanted.filter((want) => !jobs.some((job) => jobNames(job).includes(want)));
  if (unknown.length > 0) throw new Error(`no workspace package ${unknown.join(', ')}`);
  const selected = jobs.filter(matches);
  const names = new Set(selected.map((job) => job.name));
  return selected.map((job) => ({ ...job, after: job.after.filter((dep) => names.has(dep)) }));
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** Runs one command; its output goes to `sink` (a string array), or straight through. */
function runStep([command, ...args], sink) {
  const [pnpm, prefix] = pnpmCommand();
  const [file, argv] = command === 'pnpm' ? [pnpm, [...prefix, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd: ROOT, stdio: sink ? 'pipe' : 'inherit' });
    if (sink) {
      child.stdout.on('data', (chunk) => sink.push(chunk));
      child.stderr.on('data', (chunk) => sink.push(chunk));
    }
    child.on('error', (error) => {
      sink?.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

async function runJob(job, { buffered, times }) {
  const header = `\n━━ ci job: ${job.label} ━━`;
  if (buffered) console.log(`▶ started: ${job.label}`);
  else console.log(header);
  const output = buffered ? [] : undefined;
  const started = Date.now();
  let status = 0;
  for (const step of job.steps) {
    status = await runStep(step, output);
    if (status !== 0) break;
  }
  const ms = Date.now() - started;
  times.set(job.name, ms);
  const result = status === 0 ? 'passed' : 'FAILED';
  if (buffered) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
  console.log(`━━ ${job.label}: ${result} in ${duration(ms)}`);
  return result;
}

async function main(wanted) {
  const jobs = selectJobs(allJobs(), wanted);
  const concurrency = Math.max(1, Number(process.env.CI_JOBS) || availableParallelism());
  const buffered = concurrency > 1 && jobs.length > 1;
  const times = new Map();
  const started = Date.now();
  console.log(`ci: ${jobs.length} jobs, up to ${concurrency} at once`);
  const results = await runJobPool(jobs, (job) => runJob(job, { buffered, times }), concurrency);

  console.log('\nci summary');
  for (const job of jobs) {
    const result = results.get(job.name);
    console.log(
      `  ${job.label.padEnd(44)} ${result.padEnd(8)} ${duration(times.get(job.name) ?? 0)}`,
    );
  }
  console.log(
    `  ${'total (wall clock)'.padEnd(44)} ${''.padEnd(8)} ${duration(Date.now() - started)}`,
  );
  if ([...results.values()].some((result) => result !== 'passed')) process.exit(1);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`ci: ${error.message}`);
  process.exit(2);
});

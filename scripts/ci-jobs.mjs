#!/usr/bin/env node
// `pnpm test` and CI: every package's own `ci` job (what its team runs before deploying:
// typecheck, lint, tests, production build), each the way its team's CI runs it: on a fresh
// clone of its own with `pnpm install --offline` from the store and nothing of any other
// package built. Then the byte budgets (`budgets`: bench:gates on the portal the package jobs
// built) and the browser tests across all packages (@portal/e2e), alone, last, on the same
// builds. See docs/testing.md ("How `pnpm test` runs") and docs/deployment.md.
//
// What is tested is the working tree as it is when the run starts: committed files, edits not
// yet committed, and new files git does not ignore (scripts/lib/ci-clone.mjs). `--committed`
// tests HEAD alone. Jobs run as many at once as the machine has cores (`CI_JOBS` overrides),
// each stopped and failed past its time limit (`CI_JOB_TIMEOUT`, minutes, overrides every
// job's). A job's output is printed whole when it ends, so parallel jobs do not interleave. A
// failed job does not stop the other teams' jobs; it skips the jobs that need its build.
//
//   node scripts/ci-jobs.mjs                      every job
//   node scripts/ci-jobs.mjs host remote-auth     only these (by folder or package name,
//                                                 with or without @portal/; `root` is the
//                                                 workspace root's lint and script tests,
//                                                 `budgets` the gated bench goals)
//   node scripts/ci-jobs.mjs --committed …        HEAD only, uncommitted changes left out
//
// Before any job: the Debian packages the chosen jobs need (git; Chromium for e2e and
// budgets; PostgreSQL for the API), installed as root or named with their apt-get line
// (scripts/ci-debian-packages.sh), and PostgreSQL started (scripts/ci-postgres.sh) unless
// TEST_DATABASE_URL is set. `CI_POSTGRES=skip` runs the API suite on SQLite only: the summary
// says so in capitals, and with CI=true the run fails.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneCommands, snapshotWorkingTree } from './lib/ci-clone.mjs';
import { duration, runJobPool } from './lib/job-pool.mjs';
import { portalParts, ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';
import { workspacePackages } from './lib/workspace-packages.mjs';

const E2E = '@portal/e2e';
const API = '@portal/api';
const MINUTE = 60_000;
const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Started first: the longest jobs (the API's two databases and crash test about 12 minutes
 * alone; remote-artifacts and remote-instructions 5 and 3), so that a short job never holds a
 * core while they wait and the run ends with short jobs filling in.
 */
const LONGEST_FIRST = [API, '@portal/remote-artifacts', '@portal/remote-instructions'];

/**
 * Each job's time limit in minutes: three to four times its time on a quiet 2-core machine
 * (docs/testing.md has the measured times; a machine several times busier needs
 * CI_JOB_TIMEOUT). Past it the job is stopped and fails, naming itself.
 */
const TIME_LIMITS = { [API]: 45, [E2E]: 40, '@portal/remote-artifacts': 30, budgets: 20 };
const DEFAULT_TIME_LIMIT = 20;

function timeLimitMs(name) {
  const override = Number(process.env.CI_JOB_TIMEOUT);
  if (override > 0) return override * MINUTE;
  return (TIME_LIMITS[name] ?? DEFAULT_TIME_LIMIT) * MINUTE;
}

const rank = (name) => {
  const index = LONGEST_FIRST.indexOf(name);
  return index === -1 ? LONGEST_FIRST.length : index;
};

/**
 * Files outside every package (scripts/, the lint config, .ci/run): a job of their own. The
 * shell scripts get bash's syntax check.
 */
const ROOT_JOB = {
  label: 'workspace root (scripts/)',
  name: 'root',
  steps: [
    ['pnpm', 'exec', 'eslint', 'scripts', 'eslint.config.mjs'],
    ...['.ci/run', 'scripts/ci-debian-packages.sh', 'scripts/ci-postgres.sh'].map((file) => [
      'bash',
      '-n',
      file,
    ]),
    [process.execPath, '--test', 'scripts/lib/'],
  ],
};

/**
 * What the host's and each remote's `ci` leaves to deploy, their dist/, which the budgets and
 * the browser tests then run (a webpack production build takes minutes). The API's build
 * (`tsc -b`, seconds) is made again where needed, so they need not wait for its tests.
 */
function deployedBuilds() {
  const { host, remotes } = portalParts();
  return new Map([host, ...remotes].map((part) => [part.packageName, [`${part.dir}/dist`]]));
}

function allJobs() {
  const packages = workspacePackages();
  const missing = packages.filter((pkg) => !pkg.scripts.ci).map((pkg) => pkg.name);
  if (missing.length > 0) throw new Error(`no "ci" script in ${missing.join(', ')}`);
  const builds = deployedBuilds();
  const uiParts = [...builds.keys()];
  const teams = packages
    .filter((pkg) => pkg.name !== E2E)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((pkg) => ({
      // `run ci`, not `ci`: pnpm's own `ci` command is a clean install.
      label: `${pkg.name} (${pkg.dir}/)`,
      name: pkg.name,
      dir: pkg.dir,
      steps: [['pnpm', '--filter', pkg.name, 'run', 'ci']],
      outputs: builds.get(pkg.name) ?? [],
      needs: pkg.name === API ? ['postgresql'] : [],
    }));
  // The gated goals of bench/budgets.json: bytes of the pages the package jobs built, and the
  // API's query plans (bench:gates builds the API first).
  const budgets = {
    label: 'byte budgets and query plans (bench:gates)',
    name: 'budgets',
    after: uiParts,
    uses: uiParts,
    steps: [['pnpm', '--filter', '@portal/bench', 'run', 'bench:gates']],
    needs: ['chromium'],
  };
  // The browser tests use every part's build: they run last, alone, on the host's and remotes'
  // from their jobs and the API built in their clone. A failed host or remote skips them;
  // another failed job (a unit test, a lint, the API's suite) does not.
  const e2e = packages
    .filter((pkg) => pkg.name === E2E)
    .map((pkg) => ({
      label: `${pkg.name} (${pkg.dir}/, browser tests of the whole portal)`,
      name: pkg.name,
      dir: pkg.dir,
      after: uiParts,
      waitFor: [ROOT_JOB.name, ...teams.map((job) => job.name), budgets.name],
      uses: uiParts,
      steps: [
        ['pnpm', '--filter', API, 'run', 'build'],
        ['pnpm', '--filter', pkg.name, 'run', 'ci'],
      ],
      needs: ['chromium'],
    }));
  // The root job among the short ones, after the longest (a stable sort).
  const ordered = [...teams, ROOT_JOB].sort((a, b) => rank(a.name) - rank(b.name));
  return [...ordered, budgets, ...e2e].map((job) => ({
    after: [],
    waitFor: [],
    uses: [],
    outputs: [],
    needs: [],
    ...job,
    timeoutMs: timeLimitMs(job.name),
  }));
}

/** `@portal/build-config`, `build-config` and `tooling/build-config` all name one job. */
function jobNames(job) {
  return [job.name, job.dir, job.name?.replace(/^@[^/]+\//, '')].filter(Boolean);
}

/** The wanted jobs; one they wait for that is not among them is left out of the wait. */
function selectJobs(jobs, wanted) {
  if (wanted.length === 0) return jobs;
  const matches = (job) => jobNames(job).some((name) => wanted.includes(name));
  const unknown = wanted.filter((want) => !jobs.some((job) => jobNames(job).includes(want)));
  if (unknown.length > 0) throw new Error(`no job or workspace package ${unknown.join(', ')}`);
  const selected = jobs.filter(matches);
  const names = new Set(selected.map((job) => job.name));
  return selected.map((job) => ({
    ...job,
    after: job.after.filter((dep) => names.has(dep)),
    waitFor: job.waitFor.filter((dep) => names.has(dep)),
    uses: job.uses.filter((dep) => names.has(dep)),
  }));
}

/**
 * The environment of a job: this one without what points into this checkout (the
 * node_modules/.bin folders `pnpm test` put on PATH, npm_package_json, INIT_CWD…), so that a
 * clone never reaches the checkout's installed or built files.
 */
function jobEnvironment(extra) {
  const inRoot = (value) => value === ROOT || value.startsWith(`${ROOT}/`);
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'PATH') {
      env.PATH = value
        .split(':')
        .filter((entry) => !inRoot(entry))
        .join(':');
    } else if (!value.includes(ROOT)) env[key] = value;
  }
  return { ...env, ...extra };
}

const running = new Set();

/** Runs one command in `cwd`, in a process group of its own, stopped when `signal` aborts. */
function runStep([command, ...args], { cwd, env, sink, signal }) {
  const [pnpm, prefix] = pnpmCommand();
  const [file, argv] = command === 'pnpm' ? [pnpm, [...prefix, ...args]] : [command, args];
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(1);
    const child = spawn(file, argv, {
      cwd,
      env,
      detached: true,
      stdio: sink ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const stop = () => stopGroup(child);
    signal.addEventListener('abort', stop, { once: true });
    if (sink) {
      child.stdout.on('data', (chunk) => sink.push(chunk));
      child.stderr.on('data', (chunk) => sink.push(chunk));
    }
    child.on('error', (error) => {
      sink?.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (status) => {
      running.delete(child);
      signal.removeEventListener('abort', stop);
      resolve(status ?? 1);
    });
  });
}

/** SIGTERM to the step's whole process group (jest workers, webpack, Chromium), then SIGKILL. */
function stopGroup(child) {
  const signalGroup = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), 5_000).unref();
}

/** One install at a time: the first fills pnpm's cache of built native addons for the rest. */
let installQueue = Promise.resolve();
function serialised(work) {
  const result = installQueue.then(work);
  installQueue = result.catch(() => {});
  return result;
}

/** Clones being removed: a job's slot is free before its clone is gone. */
const removals = [];

function say(sink, line) {
  if (sink) sink.push(Buffer.from(`${line}\n`));
  else console.log(line);
}

async function runJob(job, { signal }, context) {
  const { buffered, runDir, commit, outputsDir, env, times } = context;
  const header = `\n━━ ci job: ${job.label} ━━`;
  if (buffered) console.log(`▶ started: ${job.label}`);
  else console.log(header);
  const sink = buffered ? [] : undefined;
  const started = Date.now();
  const clone = mkdtempSync(join(runDir, `${job.name.replace(/^@[^/]+\//, '')}-`));
  const options = { cwd: ROOT, env, sink, signal };
  let status = 0;
  let failure = '';
  const step = async (label, command, cwd = clone) => {
    if (status !== 0) return;
    status = await runStep(command, { ...options, cwd });
    if (status !== 0) failure = `${label} failed (exit ${status})`;
  };
  const setup = { cloneMs: 0, installMs: 0 };
  try {
    say(sink, `ci: fresh clone of ${commit.slice(0, 10)} in ${clone}`);
    for (const command of cloneCommands(ROOT, commit, clone))
      await step('git clone', command, ROOT);
    setup.cloneMs = Date.now() - started;
    await serialised(async () => {
      const installing = Date.now();
      await step('pnpm install --offline', [
        'pnpm',
        'install',
        '--frozen-lockfile',
        '--offline',
        '--loglevel=warn',
      ]);
      setup.installMs = Date.now() - installing;
      if (failure.startsWith('pnpm install')) {
        failure += ' (run `pnpm install` in the checkout first: it fills the store)';
      }
    });
    say(sink, `ci: clone ${duration(setup.cloneMs)}, install ${duration(setup.installMs)}`);
    if (status === 0) {
      for (const name of job.uses) {
        for (const path of context.outputsOf(name)) {
          say(sink, `ci: ${path}/ from the ${name} job`);
          cpSync(join(outputsDir, path), join(clone, path), { recursive: true });
        }
      }
    }
    const stepEnv =
      job.name === E2E && job.uses.length === deployedBuilds().size
        ? // Every part comes from its job: a stale or missing build fails instead of rebuilding.
          { ...env, PORTAL_SKIP_BUILD: '1' }
        : env;
    for (const command of job.steps) {
      if (status !== 0) break;
      say(sink, `ci: ${command.join(' ')}`);
      status = await runStep(command, { ...options, cwd: clone, env: stepEnv });
      if (status !== 0) failure = `${command.join(' ')} failed (exit ${status})`;
    }
    if (status === 0) {
      for (const path of job.outputs) {
        if (!existsSync(join(clone, path))) {
          status = 1;
          failure = `its ci left no ${path}/ to deploy`;
          break;
        }
        cpSync(join(clone, path), join(outputsDir, path), { recursive: true });
      }
    }
  } catch (error) {
    status = 1;
    failure = error.message;
  } finally {
    if (process.env.CI_KEEP_CLONES === '1') say(sink, `ci: clone kept in ${clone}`);
    else removals.push(rm(clone, { recursive: true, force: true }).catch(() => {}));
  }
  times.set(job.name, { ...setup, ms: Date.now() - started });
  const ms = Date.now() - started;
  const result = signal.aborted
    ? `TIMED OUT: stopped at its limit of ${duration(job.timeoutMs)} (CI_JOB_TIMEOUT changes it)`
    : status === 0
      ? 'passed'
      : `FAILED: ${failure}`;
  if (buffered) process.stdout.write(`${header}\n${Buffer.concat(sink).toString()}`);
  console.log(`━━ ${job.label}: ${result}${signal.aborted ? '' : ` in ${duration(ms)}`}`);
  return status === 0 ? 'passed' : 'FAILED';
}

/** The Debian packages the jobs need, installed or named with their apt-get line. */
function ensureDebianPackages(jobs, postgres) {
  const needs = new Set(['git', ...jobs.flatMap((job) => job.needs)]);
  if (postgres !== 'run') needs.delete('postgresql');
  const result = spawnSync('bash', [join(ROOT, 'scripts', 'ci-debian-packages.sh'), ...needs], {
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('the Debian packages the tests need are missing (above)');
}

/** TEST_DATABASE_URL for the jobs: the environment's, else a server scripts/ci-postgres.sh starts. */
function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) {
    console.log('ci: PostgreSQL: TEST_DATABASE_URL from the environment');
    return process.env.TEST_DATABASE_URL;
  }
  console.log('ci: starting PostgreSQL (scripts/ci-postgres.sh)');
  const result = spawnSync('bash', [join(ROOT, 'scripts', 'ci-postgres.sh')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('TEST_DATABASE_URL=')) {
    throw new Error(
      'PostgreSQL could not be started (above). `CI_POSTGRES=skip` runs the API suite on SQLite only, never in CI.',
    );
  }
  return line.slice('TEST_DATABASE_URL='.length);
}

function describeSource(source, committedOnly) {
  const head = source.head.slice(0, 10);
  if (source.changes.length === 0)
    return `HEAD ${head} (the working tree has no uncommitted change)`;
  const listed = source.changes.slice(0, 8).join(', ');
  const more = source.changes.length > 8 ? ` and ${source.changes.length - 8} more` : '';
  const what = `${source.changes.length} uncommitted change(s): ${listed}${more}`;
  return committedOnly
    ? `HEAD ${head} only (--committed); NOT tested: ${what}`
    : `the working tree as of now: HEAD ${head} plus ${what} (edits made from here on are not tested)`;
}

function printSummary(jobs, results, times, started) {
  console.log('\nci summary');
  for (const job of jobs) {
    const result = results.get(job.name);
    const time = times.get(job.name);
    const setup = time
      ? `(clone ${duration(time.cloneMs)}, install ${duration(time.installMs)})`
      : '';
    console.log(
      `  ${job.label.padEnd(56)} ${result.padEnd(8)} ${duration(time?.ms ?? 0).padStart(7)} ${setup}`,
    );
  }
  console.log(
    `  ${'total (wall clock)'.padEnd(56)} ${''.padEnd(8)} ${duration(Date.now() - started).padStart(7)}`,
  );
}

function printPostgresSkipped() {
  const lines = [
    'POSTGRESQL HALF SKIPPED (CI_POSTGRES=skip): the API suite and its crash test run on',
    'SQLite only; the PostgreSQL tests, the chaos test among them, do not run.',
    IN_CI
      ? 'CI requires them: this run FAILS.'
      : 'CI runs them: unset CI_POSTGRES to run them too.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  console.log(`\n  ${'!'.repeat(width + 8)}`);
  for (const line of lines) console.log(`  !!! ${line.padEnd(width)} !!!`);
  console.log(`  ${'!'.repeat(width + 8)}`);
}

async function main(argv) {
  const committedOnly = argv.includes('--committed');
  const jobs = selectJobs(
    allJobs(),
    argv.filter((arg) => !arg.startsWith('--')),
  );
  const needsPostgres = jobs.some((job) => job.needs.includes('postgresql'));
  const postgres = !needsPostgres ? 'none' : process.env.CI_POSTGRES === 'skip' ? 'skip' : 'run';
  ensureDebianPackages(jobs, postgres);
  const extra = {};
  if (postgres === 'run') extra.TEST_DATABASE_URL = postgresUrl();
  const env = jobEnvironment(extra);
  if (postgres === 'skip') {
    delete env.TEST_DATABASE_URL;
    printPostgresSkipped();
  }

  const source = snapshotWorkingTree(ROOT, { committedOnly });
  const concurrency = Math.max(1, Number(process.env.CI_JOBS) || availableParallelism());
  const buffered = concurrency > 1 && jobs.length > 1;
  const runDir = mkdtempSync(join(tmpdir(), 'portal-ci-'));
  const outputsDir = join(runDir, 'outputs');
  const builds = deployedBuilds();
  const context = {
    buffered,
    runDir,
    outputsDir,
    commit: source.commit,
    env,
    times: new Map(),
    outputsOf: (name) => builds.get(name) ?? [],
  };
  const cleanUp = () => {
    if (process.env.CI_KEEP_CLONES !== '1') rmSync(runDir, { recursive: true, force: true });
  };
  for (const name of ['SIGINT', 'SIGTERM']) {
    process.once(name, () => {
      console.error(`\nci: ${name}: stopping every job`);
      for (const child of running) stopGroup(child);
      setTimeout(() => {
        cleanUp();
        process.exit(130);
      }, 6_000);
    });
  }

  const started = Date.now();
  console.log(`ci: testing ${describeSource(source, committedOnly)}`);
  console.log(
    `ci: ${jobs.length} jobs, up to ${concurrency} at once, each on a fresh clone in ${runDir}`,
  );
  let results;
  try {
    results = await runJobPool(jobs, (job, control) => runJob(job, control, context), concurrency, {
      onTimeout: (job, ms) =>
        console.log(`━━ ${job.label}: TIMED OUT after ${duration(ms)}, its limit: stopping it`),
    });
  } finally {
    await Promise.all(removals);
    cleanUp();
  }

  printSummary(jobs, results, context.times, started);
  if (postgres === 'skip') printPostgresSkipped();
  console.log(`  tested: ${describeSource(source, committedOnly)}`);
  const failed = [...results.values()].some((result) => result !== 'passed');
  if (failed || (postgres === 'skip' && IN_CI)) process.exit(1);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`ci: ${error.message}`);
  process.exit(2);
});

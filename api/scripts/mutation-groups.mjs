#!/usr/bin/env node
// @ts-check
/**
 * `pnpm --filter @portal/api test:mutation:groups [group ...] [--force]`: mutation testing of
 * the whole scope, one group at a time against the group's own tests (stryker/groups.mjs),
 * each with its own incremental cache, then one table of every file and the combined score.
 * `--summary` only prints the table from the groups' last reports.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS, SCOPE } from '../stryker/groups.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
const config = (await import('../stryker.config.mjs')).default;
const out = 'reports/groups';
const DETECTED = ['Killed', 'Timeout'];
const UNDETECTED = ['Survived', 'NoCoverage'];

/** The files a `mutate` entry names: a path, or `dir/**\/*.ts`. */
function filesOf(/** @type {string} */ entry) {
  if (!entry.includes('*')) return [entry];
  const dir = entry.slice(0, entry.indexOf('/**'));
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => file.endsWith('.ts') && statSync(file).isFile());
}

/** Every file of the configured scope in exactly one group, so the groups add up to it. */
function checkGroupsCoverScope() {
  const scope = new Set(SCOPE.flatMap(filesOf));
  const owner = new Map();
  for (const group of GROUPS) {
    for (const file of group.mutate) {
      if (!scope.has(file)) throw new Error(`${group.name}: ${file} is not in the mutation scope`);
      if (owner.has(file)) throw new Error(`${file} is in ${owner.get(file)} and ${group.name}`);
      owner.set(file, group.name);
    }
  }
  const missing = [...scope].filter((file) => !owner.has(file));
  if (missing.length > 0) throw new Error(`in no group: ${missing.join(', ')}`);
}

/**
 * Incremental mode reuses a survivor while the tests covering it are unchanged, but a static
 * mutant (a module constant) is covered by no test in particular, so a new test that kills
 * it would never be tried: such survivors are dropped from the cache and always retested.
 */
function forgetStaticSurvivors(/** @type {string} */ incrementalFile) {
  if (!existsSync(incrementalFile)) return;
  const report = JSON.parse(readFileSync(incrementalFile, 'utf8'));
  for (const file of Object.values(report.files)) {
    file.mutants = file.mutants.filter(
      (/** @type {{ static?: boolean, status: string }} */ mutant) =>
        !(mutant.static && UNDETECTED.includes(mutant.status)),
    );
  }
  writeFileSync(incrementalFile, JSON.stringify(report));
}

function run(/** @type {(typeof GROUPS)[number]} */ group, /** @type {boolean} */ force) {
  console.log(`\n== ${group.name}: ${group.mutate.length} files, ${group.tests.length} test paths`);
  const incrementalFile = `${out}/${group.name}.incremental.json`;
  forgetStaticSurvivors(incrementalFile);
  const args = [
    'run',
    '--mutate',
    group.mutate.join(','),
    '--incrementalFile',
    incrementalFile,
    '--tempDirName',
    `.stryker-tmp-${group.name}`,
    '--reporters',
    'clear-text,progress,json,survivors',
    ...(force ? ['--force'] : []),
  ];
  const result = spawnSync('stryker', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      MUTATION_TESTS: group.tests.join(','),
      STRYKER_SURVIVORS_FILE: `${out}/${group.name}.survivors.txt`,
    },
  });
  if (result.status !== 0) throw new Error(`${group.name}: stryker exited with ${result.status}`);
  copyFileSync(config.jsonReporter.fileName, `${out}/${group.name}.json`);
}

/** Detected and undetected mutants, and the score, of some files' counts. */
function tally(/** @type {{ detected: number, undetected: number }[]} */ counts) {
  const detected = counts.reduce((total, count) => total + count.detected, 0);
  const undetected = counts.reduce((total, count) => total + count.undetected, 0);
  const all = detected + undetected;
  const score = all === 0 ? 'n/a' : `${((100 * detected) / all).toFixed(1)}%`;
  return { detected, undetected, score };
}

function summary() {
  /** @type {{ file: string, group: string, detected: number, undetected: number }[]} */
  const rows = [];
  for (const group of GROUPS) {
    const report = `${out}/${group.name}.json`;
    if (!existsSync(report)) {
      console.log(`${group.name}: not run yet`);
      continue;
    }
    const { files } = JSON.parse(readFileSync(report, 'utf8'));
    for (const [file, { mutants }] of Object.entries(files)) {
      const count = (/** @type {string[]} */ statuses) =>
        mutants.filter((/** @type {{ status: string }} */ m) => statuses.includes(m.status)).length;
      rows.push({
        file: path.relative(root, path.resolve(file)),
        group: group.name,
        detected: count(DETECTED),
        undetected: count(UNDETECTED),
      });
    }
  }
  rows.sort((a, b) => a.file.localeCompare(b.file));
  console.log('\nfile | group | killed+timeout | survived+no coverage | score');
  for (const row of rows) {
    console.log(
      `${row.file} | ${row.group} | ${row.detected} | ${row.undetected} | ${tally([row]).score}`,
    );
  }
  console.log('\ngroup | files | killed+timeout | survived+no coverage | score');
  for (const group of GROUPS) {
    const mine = rows.filter((row) => row.group === group.name);
    if (mine.length === 0) continue;
    const { detected, undetected, score } = tally(mine);
    console.log(`${group.name} | ${mine.length} | ${detected} | ${undetected} | ${score}`);
  }
  const all = tally(rows);
  console.log(
    `\nall ${rows.length} files: ${all.detected} detected, ${all.undetected} undetected, score ${all.score}` +
      ' (each group against its own tests: a lower bound of the whole suite)',
  );
}

checkGroupsCoverScope();
const argv = process.argv.slice(2);
if (!argv.includes('--summary')) {
  const named = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !GROUPS.some((group) => group.name === name));
  if (unknown.length > 0) throw new Error(`unknown group: ${unknown.join(', ')}`);
  mkdirSync(out, { recursive: true });
  for (const group of GROUPS) {
    if (named.length === 0 || named.includes(group.name)) run(group, argv.includes('--force'));
  }
}
summary();

// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Runs each mutant's covering tests from their own test files only.
 *
 * With per-test coverage the jest runner narrows a mutant run by test name alone, so jest
 * still loads every API test file (each importing the whole app) for every mutant: ~50 s of
 * overhead per mutant on two cores. The dry run knows each test's file; this records that
 * (in the sandbox, where every test-runner process can read it) and hands a mutant run the
 * files of its covering tests. Which tests run inside those files is unchanged.
 */
const runnerModule = new URL(
  './jest-test-runner.js',
  import.meta.resolve('@stryker-mutator/jest-runner'),
);
const { JestTestRunner } = await import(runnerModule.href);
const { beforeAllId } = createRequire(import.meta.url)('./jest-environment.cjs');

/** In the sandbox: a runner process works there, but only after this module is loaded. */
const filesByTestPath = () => path.join(process.cwd(), '.stryker-test-files.json');

/** @type {Map<string, string[]> | undefined} */
let filesByTest;
const knownFiles = () =>
  (filesByTest ??= new Map(Object.entries(JSON.parse(readFileSync(filesByTestPath(), 'utf8')))));

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {readonly string[]} testIds @returns {string[] | undefined} */
function testFilesOf(testIds) {
  const files = new Set();
  for (const id of testIds) {
    const known = knownFiles().get(id);
    if (!known) return undefined; // unknown test: let jest look everywhere
    for (const file of known) files.add(file);
  }
  return [...files].map((file) => `^${escapeRegExp(file)}$`);
}

/** Every test file of the dry run, for a static mutant (no per-test coverage to narrow by). */
function allTestFiles() {
  return [...new Set([...knownFiles().values()].flat())].map((file) => `^${escapeRegExp(file)}$`);
}

/**
 * What a file's beforeAll hooks reached (recorded under `beforeAll <file>` by
 * jest-environment.cjs) counts as reached by each test of that file: a mutant of the app's
 * setup then runs those tests, since each of them runs against that setup.
 * @param {readonly { id: string, fileName?: string }[]} tests
 * @param {Record<string, Record<string, number>>} perTest
 */
function spreadBeforeAllCoverage(tests, perTest) {
  for (const test of tests) {
    const hooks = test.fileName ? perTest[beforeAllId(test.fileName)] : undefined;
    if (!hooks) continue;
    const own = (perTest[test.id] ??= {});
    for (const [mutantId, hits] of Object.entries(hooks))
      own[mutantId] = (own[mutantId] ?? 0) + hits;
  }
  for (const id of Object.keys(perTest)) if (id.startsWith('beforeAll ')) delete perTest[id];
}

const proto = JestTestRunner.prototype;
const { dryRun, mutantRun, run } = proto;

/** @this {any} @param {any} options */
proto.dryRun = async function (options) {
  const result = await dryRun.call(this, options);
  if (result.status === 'complete') {
    /** @type {Record<string, string[]>} */
    const map = {};
    for (const test of result.tests) {
      if (!test.fileName) continue;
      const files = (map[test.id] ??= []);
      if (!files.includes(test.fileName)) files.push(test.fileName);
    }
    writeFileSync(filesByTestPath(), JSON.stringify(map));
    if (result.mutantCoverage) spreadBeforeAllCoverage(result.tests, result.mutantCoverage.perTest);
  }
  return result;
};

/** When a file last killed a mutant in this runner: mutants near each other die by the same file. */
const lastKillBy = new Map();
let runs = 0;

/**
 * Jest cannot bail programmatically, so a mutant covered by fifteen files ran all fifteen even
 * when the first failed. This runs the files one at a time, the file that killed most recently
 * first, and stops at the first that does not survive: a killed mutant usually costs one file
 * (each file builds its own app). A survivor still runs every file, so the outcome is the same.
 * @this {any} @param {any} options
 */
proto.mutantRun = async function (options) {
  /** @param {string[] | undefined} files */
  const runIn = async (files) => {
    this.strykerTestFiles = files;
    try {
      return await mutantRun.call(this, options);
    } finally {
      this.strykerTestFiles = undefined;
    }
  };
  // A static mutant (a module constant) has no covering tests: every file may kill it.
  const files = options.testFilter ? testFilesOf(options.testFilter) : allTestFiles();
  if (!files) return runIn(undefined);
  files.sort((a, b) => (lastKillBy.get(b) ?? -1) - (lastKillBy.get(a) ?? -1));
  let nrOfTests = 0;
  let result;
  for (const file of files) {
    result = await runIn([file]);
    if (result.status !== 'survived') {
      if (result.status === 'killed') lastKillBy.set(file, ++runs);
      return result;
    }
    nrOfTests += result.nrOfTests ?? 0;
  }
  return { ...result, nrOfTests };
};

/** @this {any} @param {any} settings */
proto.run = function (settings) {
  return run.call(
    this,
    this.strykerTestFiles ? { ...settings, testFiles: this.strykerTestFiles } : settings,
  );
};

/** No plugin of its own: importing this module is what changes the jest runner. */
export const strykerPlugins = [];

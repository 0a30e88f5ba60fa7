// @ts-check
/**
 * Mutation testing of the API's security-relevant code (issue 14, "Tests that notice") on
 * stock StrykerJS: public options and plugins only (an ignorer, a reporter). SQLite only
 * (jest.mutation.config.js), per-test coverage, incremental so a rerun only tests the mutants
 * whose code or tests changed since the last run.
 *
 * `pnpm test:mutation` alone mutates one file against the tests written for it (DEFAULT
 * below; about five minutes on two cores; `MUTATION_TESTS` names other tests). Stock Stryker's jest runner loads every test file of the run
 * for each mutant, and code the app runs while being built (route and plugin registration)
 * has no per-test coverage, so such a mutant runs every test: the whole scope against the
 * whole suite takes many hours here. Widen with
 *   MUTATION_TESTS=test pnpm test:mutation --mutate 'src/routes/auth.ts'   (one file, all tests)
 *   pnpm test:mutation:groups [group ...]   (the whole SCOPE, group by group: stryker/groups.mjs)
 */

const DEFAULT = {
  mutate: ['src/plugins/tenant-access.ts'],
  // The plugin's name and dependencies are checked where every plugin's are.
  tests: ['test/plugins/tenant-access.test.ts', 'test/plugins/plugin-dependencies.test.ts'],
};
// Read by jest.mutation.config.js in the test runners, which inherit this environment.
process.env.MUTATION_TESTS ??= DEFAULT.tests.join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.mutation.config.js',
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  // Static mutants (module constants, what app building runs) are tested too, against every
  // test of the run: that is why the default run is narrow.
  ignoreStatic: false,
  mutate: DEFAULT.mutate,
  // OpenAPI `description`/`summary` texts document the API; no client behaviour depends on them.
  // The accepted equivalent mutants are one reviewed list: stryker/equivalent-mutants.mjs.
  ignorers: ['openapi-texts', 'equivalent-mutants'],
  plugins: [
    '@stryker-mutator/jest-runner',
    './stryker/openapi-texts-ignorer.mjs',
    './stryker/equivalent-mutants-ignorer.mjs',
    './stryker/survivors-reporter.mjs',
  ],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores: one jest process each.
  concurrency: 2,
  // Past jest's own testTimeout (jest.mutation.config.js), so an unanswered request is a
  // failed test; only a mutant that loops forever gets here, at the cost of a runner restart.
  timeoutMS: 15_000,
  // The initial run is the whole API suite with per-test coverage: on two shared cores it
  // can pass Stryker's 5-minute default, which aborts the run before any mutant is tested.
  dryRunTimeoutMinutes: 40,
  reporters: ['clear-text', 'progress', 'html', 'json', 'survivors'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

// @ts-check
/**
 * Mutation testing of the API's security-relevant code (issue 14, "Tests that notice"):
 * `pnpm test:mutation` at the root. SQLite only (jest.mutation.config.js), per-test coverage
 * so each mutant runs only the tests that reach it, incremental so a rerun only tests the
 * mutants whose code or tests changed since the last run.
 */

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
  // Static mutants (module constants: the argon2 options, the security-header set) are tested
  // too: with no per-test coverage they may need every test file, but a mutant stops at the
  // first file that kills it (stryker/jest-test-files.mjs), so a killed one costs about one.
  ignoreStatic: false,
  mutate: [
    'src/plugins/**/*.ts',
    'src/auth/**/*.ts',
    'src/routes/**/*.ts',
    // The repositories whose queries carry the tenant/workspace scope filters.
    'src/repositories/tenants.ts',
    'src/repositories/workspaces.ts',
    'src/repositories/icps.ts',
    'src/repositories/usps.ts',
    'src/repositories/prompts.ts',
    // The audit trail's scope filters and what an entry records (issue 11).
    'src/repositories/audit.ts',
    'src/repositories/audit-changes.ts',
    'src/repositories/page.ts',
  ],
  // OpenAPI `description`/`summary` texts document the API; no client behaviour depends on them.
  ignorers: ['openapi-texts'],
  plugins: [
    '@stryker-mutator/jest-runner',
    './stryker/jest-test-files.mjs',
    './stryker/openapi-texts-ignorer.mjs',
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

// @ts-check
/**
 * The jest configuration StrykerJS runs (stryker.config.mjs): the SQLite project of
 * jest.config.js as a single flat config, because Stryker's per-test coverage instruments one
 * jest project, and SQLite is the fast database. PostgreSQL is left out on purpose.
 */
delete process.env.TEST_DATABASE_URL;
const { projects } = require('./jest.config.js');
const sqlite = projects.find((project) => project.displayName === 'sqlite');
if (!sqlite) throw new Error('jest.config.js has no sqlite project');

const { displayName: _displayName, ...config } = sqlite;

/**
 * `MUTATION_TESTS=test/plugins,test/auth` narrows the run to those folders or files,
 * so one file group's dry run and mutants take minutes instead of the whole suite's hour.
 * Fewer tests can only kill fewer mutants: a score measured so is a lower bound.
 */
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);
const testMatch = narrowed?.map((entry) =>
  entry.endsWith('.ts') ? `<rootDir>/${entry}` : `<rootDir>/${entry}/**/*.test.ts`,
);

/** @type {import('jest').Config} */
module.exports = {
  ...config,
  rootDir: __dirname,
  ...(testMatch ? { testMatch } : {}),
  // A mutant that leaves a request unanswered fails its test after this long, well before
  // Stryker's own timeout (stryker.config.mjs), which would cost a test-runner restart.
  testTimeout: 8_000,
  // config.test.ts checks default paths relative to the checkout, which Stryker's sandbox
  // copy moves; config.ts is not mutated, so the file kills no mutant anyway.
  testPathIgnorePatterns: [
    ...(config.testPathIgnorePatterns ?? []),
    '<rootDir>/test/config.test.ts',
  ],
};

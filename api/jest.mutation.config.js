// @ts-check
/**
 * The jest configuration StrykerJS runs (stryker.config.mjs): the SQLite project of
 * jest.config.js as a single flat config, because Stryker's per-test coverage instruments one
 * jest project, and SQLite is the fast database. PostgreSQL is left out on purpose.
 */
delete process.env.TEST_DATABASE_URL;
const { projects, testTimeout } = require('./jest.config.js');
const sqlite = projects.find((project) => project.displayName === 'sqlite');
if (!sqlite) throw new Error('jest.config.js has no sqlite project');

const { displayName: _displayName, ...config } = sqlite;

/** @type {import('jest').Config} */
module.exports = {
  ...config,
  rootDir: __dirname,
  testTimeout,
  // config.test.ts checks default paths relative to the checkout, which Stryker's sandbox
  // copy moves; config.ts is not mutated, so the file kills no mutant anyway.
  testPathIgnorePatterns: [
    ...(config.testPathIgnorePatterns ?? []),
    '<rootDir>/test/config.test.ts',
  ],
};

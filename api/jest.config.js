// @ts-check
/**
 * Runs the API suite on SQLite, and again on PostgreSQL when TEST_DATABASE_URL points at a
 * server (scripts/ci-postgres.sh starts one). In CI the PostgreSQL half is mandatory.
 */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

/** @type {import('jest').Config} */
const base = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // typebox 1.x and openid-client 6 (with its oauth4webapi and jose) ship ESM only; jest's
  // CommonJS runtime needs them compiled like our sources.
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(typebox|openid-client|oauth4webapi|jose)@|(typebox|openid-client|oauth4webapi|jose)/)',
  ],
  // @portal/contract's TypeScript source, not its dist (which Node's `node` condition picks
  // for the built API): the suite needs no build first.
  testEnvironmentOptions: { customExportConditions: ['portal-source', 'node', 'node-addons'] },
};

const projects = [
  {
    ...base,
    displayName: 'sqlite',
    setupFiles: ['<rootDir>/test/setup/sqlite.ts'],
    // test/postgres/: what only PostgreSQL deployments promise (several API instances).
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/postgres/'],
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgres',
    setupFiles: ['<rootDir>/test/setup/postgres.ts'],
  });
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  // A missing database must not pass as a green run in CI.
  console.error(
    '[api tests] TEST_DATABASE_URL is not set, but CI requires the PostgreSQL half of the API suite. ' +
      'Run scripts/ci-postgres.sh and export the TEST_DATABASE_URL it prints.',
  );
  process.exit(1);
} else {
  console.log('[api tests] TEST_DATABASE_URL not set: PostgreSQL half not run (SQLite only).');
}

/** @type {import('jest').Config} */
module.exports = {
  projects,
  testTimeout: 30_000,
  // A test waits on its database about as long as it computes, so one worker per core, not
  // jest's default of one fewer: on a 2-core CI machine, 2 workers instead of 1 (both
  // databases' suite then took 4m 40s alone on such a machine, 2026-11-25).
  maxWorkers: '100%',
};

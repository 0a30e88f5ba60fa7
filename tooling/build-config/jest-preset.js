// Jest settings every browser package shares: TypeScript/TSX through SWC, jsdom, and the
// DOM stubs antd needs. Packages spread this into their own jest.config.js.
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
  // The workspace packages' TypeScript source (`@portal/contract/limits`, `/template`), as
  // webpack bundles it: jest adds the `node` condition, whose contract/dist nothing has
  // built on a fresh clone. `browser` is jsdom's own default.
  testEnvironmentOptions: { customExportConditions: ['browser', 'portal-source'] },
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less)$': path.join(__dirname, 'style-mock.js'),
    // jest runs antd's CommonJS build ('antd' is lib/ for it): a kit importing one of antd's
    // modules by its ES path (shared/src/antd) gets that module's lib/ twin, the same copy.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  setupFiles: [path.join(__dirname, 'message-channel.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testTimeout: 15000,
};

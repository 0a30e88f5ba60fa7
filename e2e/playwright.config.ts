import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { HOST_URL } from './support/portal';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One portal and one database for all tests; two cores: run them one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // A focused test (`test.only`) fails the run in CI, besides ESLint's rule against it.
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: HOST_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
});

// A remote may use an antd component no kit exports (docs/deployment.md): remote-settings is
// rebuilt with a page that imports Steps straight from 'antd' and deployed alone, while the
// portal runs; the host is neither rebuilt nor restarted. The component is bundled in the
// remote, yet renders under the host's ConfigProvider: the portal's theme, not antd's default.
import { rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test';
import { STAFF } from '../support/portal';
import {
  buildRemoteSettings,
  deployReplacingEverything,
  keepServedBuild,
} from '../support/redeploy/remote-settings-deploys';
import { signInToDashboard } from '../support/session';

const ROOT = resolve(__dirname, '..', '..');
const FIXTURE_CONFIG = join(
  ROOT,
  'e2e/support/antd-outside-kits/remote-settings.webpack.config.js',
);
const BUILD_TIMEOUT_MS = 6 * 60_000;
/** colorPrimary of shared/src/theme/portal-theme.ts (#2f54eb); antd's own is rgb(22, 119, 255). */
const PORTAL_PRIMARY = 'rgb(47, 84, 235)';

let servedBuild: ReturnType<typeof keepServedBuild> | undefined;
let stepsBuild = '';

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  servedBuild = keepServedBuild();
  stepsBuild = await buildRemoteSettings({}, FIXTURE_CONFIG);
});

test.afterAll(() => {
  servedBuild?.putBack();
  servedBuild?.discard();
  if (stepsBuild) rmSync(stepsBuild, { recursive: true, force: true });
});

test("a remote's antd component outside the kits renders with the portal's theme, with no host change", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  const hostBuild = statSync(join(ROOT, 'host/dist/index.html')).mtimeMs;
  deployReplacingEverything(stepsBuild);
  await signInToDashboard(page, STAFF);

  await page.goto('/dashboard/users');

  const currentStep = page.locator('.ant-steps-item-process');
  const fallback = page.getByText('Settings is unavailable');
  await expect(currentStep.or(fallback)).toBeVisible();
  expect(errors).toEqual([]);
  await expect(currentStep).toContainText('Workspace');
  const icon = currentStep.locator('.ant-steps-item-icon');
  await expect(icon).toHaveCSS('background-color', PORTAL_PRIMARY);
  expect(statSync(join(ROOT, 'host/dist/index.html')).mtimeMs).toBe(hostBuild);
});

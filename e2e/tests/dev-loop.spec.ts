// A remote team's dev loop (docs/deployment.md): `pnpm dev:remote remote-artifacts` against
// the running portal, its standalone page with hot reload, and the same dev server plugged
// into the portal for one tab through an allowlisted override.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { editSource, startDevRemote, type DevRemote } from '../support/dev-remote';
import { DEV_REMOTE_PORT, DEV_REMOTE_URL, HOST_URL, STAFF } from '../support/portal';
import { choose, signInToDashboard } from '../support/session';

const DEV_START_TIMEOUT_MS = 6 * 60_000;
const CONFIGURED_TAB = 'ICP Dashboard';
const LOCAL_TAB = 'ICP Dashboard (my local build)';
const OVERRIDE_MANIFEST = `${DEV_REMOTE_URL}/mf-manifest.json`;
// Same host, another port: not on the portal's list (PORTAL_OVERRIDE_ORIGINS).
const FOREIGN_ORIGIN = `http://localhost:${DEV_REMOTE_PORT + 1}`;

// One dev server and one edited source file for the whole file: the tests build on each other.
test.describe.configure({ mode: 'serial' });

let devRemote: DevRemote | undefined;
let edit: { restore(): void } | undefined;

test.beforeAll(async () => {
  test.setTimeout(DEV_START_TIMEOUT_MS + 30_000);
  devRemote = await startDevRemote('remote-artifacts', DEV_START_TIMEOUT_MS);
});

test.afterAll(async () => {
  edit?.restore();
  await devRemote?.stop();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Remote overrides' });

test('pnpm dev:remote reuses the running API and prints the standalone and the portal URL', () => {
  const output = devRemote?.output() ?? '';
  expect(output).toContain(`standalone:    ${DEV_REMOTE_URL}/`);
  expect(output).toContain(`in the portal: ${HOST_URL}/?remote_artifacts=${OVERRIDE_MANIFEST}`);
  expect(output).toMatch(/API: +http:\/\/localhost:\d+ \(already running\)/);
});

test("a remote's standalone dev page: sign in, pick tenant and workspace, use its pages; an edit reloads it", async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  await page.goto(`${DEV_REMOTE_URL}/`);
  await expect(
    page.getByRole('heading', { name: 'Sign in to work on remote-artifacts' }),
  ).toBeVisible();
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: /^Pick a tenant and workspace/ })).toBeVisible();
  await choose(page, 'Tenant', 'Acme Corp');
  await choose(page, 'Workspace', 'Enterprise Sales');

  await expect(
    page.getByText('Dev shell · staff@example.com · Acme Corp / Enterprise Sales'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: CONFIGURED_TAB, selected: true })).toBeVisible();
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('tab', { name: 'USP', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New USP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit USP Pipeline intelligence' })).toBeVisible();

  // Live reload: the dev server rebuilds and the open page shows the edit by itself.
  edit = editSource(
    'remote-artifacts/src/pages/artifact-tabs.tsx',
    `icp: '${CONFIGURED_TAB}'`,
    `icp: '${LOCAL_TAB}'`,
  );
  await expect(page.getByRole('tab', { name: LOCAL_TAB })).toBeVisible({ timeout: 120_000 });
});

test('the portal with an override loads the dev server’s remote, names it in a banner, and Reset restores the configured one', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`/?remote_artifacts=${OVERRIDE_MANIFEST}`);
  await expect(banner(page)).toContainText(
    `remote_artifacts is loaded from ${OVERRIDE_MANIFEST} (override for this tab).`,
  );

  // Signing in navigates without the parameter: the override is kept for the tab.
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('tab', { name: LOCAL_TAB, selected: true })).toBeVisible();
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Reset overrides' }).click();

  await expect(page.getByRole('tab', { name: CONFIGURED_TAB, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: LOCAL_TAB })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('remote_overrides'))).toBeNull();
  // The dev build runs inside the production portal without an error.
  expect(uncaught).toEqual([]);
});

test('an override from an origin not on the list is refused with a message and nothing is fetched from it', async ({
  page,
}) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FOREIGN_ORIGIN)) foreignRequests.push(request.url());
  });

  await page.goto(`/?remote_artifacts=${FOREIGN_ORIGIN}/mf-manifest.json`);

  await expect(banner(page)).toContainText(
    `Override refused: ${FOREIGN_ORIGIN} is not an allowed override origin for remote_artifacts.`,
  );
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('tab', { name: CONFIGURED_TAB, exact: true })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

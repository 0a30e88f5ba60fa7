// One signed-in session through every route of the portal, moving the way a user does
// (links and in-app navigation, never a reload), logging every request.
/* global window, PopStateEvent -- code passed to page.evaluate runs in the browser */
import { logNetwork } from './network-log.mjs';
import { evaluatedCopies, sharedLibraryDownloads } from './shared-libraries.mjs';

const STAFF = { username: 'staff@example.com', password: 'staff12345' };
const TIMEOUT = 30_000;

async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .getByText(option, { exact: true })
    .click();
}

/** Client-side navigation to a route with no link in the shell (the mock pages). */
async function goInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

async function visitEveryRoute(page) {
  const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/auth\/tenant-selection$/, { timeout: TIMEOUT });
  await choose(page, 'Tenant', 'Acme Corp');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/auth\/workspace-selection$/, { timeout: TIMEOUT });
  await choose(page, 'Workspace', 'Enterprise Sales');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await visible(page.locator('[role="article"]'));
  await page.getByRole('tab', { name: /USP/ }).click();
  await page.waitForLoadState('networkidle');
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Instruction Tuning' }).click();
  await visible(page.getByRole('heading', { name: 'Instructions' }));
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await visible(page.getByRole('heading', { name: 'Change Password' }));
  for (const path of ['/dashboard/users', '/dashboard/icp', '/dashboard/usp']) {
    await goInApp(page, path);
    await page.waitForURL(`**${path}`, { timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
  }
}

/** Downloads and evaluated copies of each shared library over the whole session. */
export async function measureSession(browser, { baseURL, originNames, federated }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const network = logNetwork(page, originNames);
  try {
    await visitEveryRoute(page);
    const entries = await network.entries();
    return {
      downloads: await sharedLibraryDownloads(context.request, entries),
      evaluated: federated ? await evaluatedCopies(page) : null,
      requests: entries.length,
    };
  } finally {
    await context.close();
  }
}

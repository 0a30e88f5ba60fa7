import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { signIn, signInToDashboard, snap } from '../support/session';
import { chooseAction } from '../support/card-actions';

// Issue 11 on the ICP and USP side: deep links (and sign-in returning to them), the page for a
// link the user may not open, edits that never overwrite each other, and each card's history.

const unique = (what: string) => `E2E ${what} ${Date.now()}`;
const STALE_ICP = 'This ICP was changed by someone else. Reload to see their changes.';
const NO_ACCESS = 'You do not have access to this workspace';

interface Scope {
  tenant: string;
  workspace: string;
}

/** The seeded ids of a tenant and one of its workspaces, read through the API as the admin. */
async function scopeIds(
  request: APIRequestContext,
  tenantName: string,
  workspaceName: string,
): Promise<Scope> {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const tenants = (await (await request.get(`${API_URL}/api/tenants/`, { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const tenant = tenants.find(({ name }) => name === tenantName)!.id;
  const workspaces = (await (
    await request.get(`${API_URL}/api/workspaces/tenant/${tenant}`, { headers })
  ).json()) as { id: string; name: string }[];
  return { tenant, workspace: workspaces.find(({ name }) => name === workspaceName)!.id };
}

const dashboardLink = (scope: Scope, extra: Record<string, string> = {}) =>
  `/dashboard?${new URLSearchParams({ ...scope, ...extra }).toString()}`;

/** Signs in on the login page the portal sent the user to, without expecting a destination. */
async function signInHere(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A second, separate browser session (its own storage), signed in as `user`. */
async function otherSession(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

test('a signed-out deep link goes to sign-in, and signing in opens its tenant, workspace and tab', async ({
  page,
  request,
}) => {
  const smb = await scopeIds(request, 'Acme Corp', 'SMB');
  const link = dashboardLink(smb, { tab: 'usp' });

  await page.goto(link);
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(link)}`);
  await signInHere(page, STAFF);

  await expect(page).toHaveURL(link);
  await expect(page.getByRole('tab', { name: 'USP', selected: true })).toBeVisible();
  await expect(page.getByText('No USPs Found')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Acme Corp')).toBeVisible();
  await expect(page.getByLabel('Workspace', { exact: true }).locator('..')).toContainText('SMB');
});

test('sign-in ignores a redirect to another origin and goes to tenant selection', async ({
  page,
}) => {
  await page.goto(`/auth/login?redirect=${encodeURIComponent('//evil.example/dashboard')}`);
  await signInHere(page, STAFF);
  await expect(page).toHaveURL(/\/auth\/tenant-selection$/);
});

test("a link to another tenant's workspace says there is no access and leads back", async ({
  page,
  request,
}) => {
  const emea = await scopeIds(request, 'Globex', 'EMEA');
  const acme = await scopeIds(request, 'Acme Corp', 'Enterprise Sales');
  const asked: string[] = [];
  page.on('request', (call) => asked.push(call.url()));
  await signIn(page, STAFF);

  await page.goto(dashboardLink(emea, { tab: 'usp' }));
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  // The page's own URL names it; no call to the API does.
  expect(asked.filter((url) => url.startsWith(API_URL) && url.includes(emea.tenant))).toEqual([]);
  await expectNoSeriousViolations(page, 'no access');
  await snap(page, '80-no-access');

  // An id that exists nowhere reads the same.
  await page.goto(dashboardLink({ ...acme, workspace: 'no-such-workspace' }));
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();

  await page.getByRole('button', { name: 'Back to tenant selection' }).click();
  await expect(page).toHaveURL(/\/auth\/tenant-selection$/);
});

test('tab and form are in the URL, which Back and a reload keep', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);

  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page).toHaveURL(/&tab=usp$/);
  await page.getByRole('button', { name: 'Create New USP' }).click();
  await expect(page).toHaveURL(/&tab=usp&edit=new$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create New USP' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/&tab=usp$/);

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.goBack();
  await expect(page).toHaveURL(/&tab=usp$/);
  await expect(page.getByRole('tab', { name: 'USP', selected: true })).toBeVisible();
});

test('two people edit one ICP: the later save is refused, keeps its text, and Reload shows the other; History lists both', async ({
  page,
  browser,
}) => {
  const name = unique('Shared ICP');
  await signInToDashboard(page, STAFF);
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByLabel('ICP Name').fill(name);
  await page.getByLabel('Customer Description').fill('First description');
  await page.getByRole('button', { name: 'Create ICP' }).click();

  // The search finds it among the seeded ICPs.
  await page.getByRole('searchbox', { name: 'Search ICPs' }).fill(name);
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article')).toHaveCount(1);

  await page.getByRole('button', { name: `Edit ICP ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit ICP' })).toBeVisible();
  const editLink = new URL(page.url());
  // The edit view's own URL names the ICP being edited, not a new one.
  expect(editLink.searchParams.get('edit')).toMatch(/^(?!new$)\S+$/);

  // The admin opens the same form from the link and saves first.
  const admin = await otherSession(browser, ADMIN);
  try {
    await admin.page.goto(editLink.pathname + editLink.search);
    await expect(admin.page.getByLabel('ICP Name')).toHaveValue(name);
    await admin.page.getByLabel('Customer Description').fill('Description by the admin');
    await admin.page.getByRole('button', { name: 'Update ICP' }).click();
    await expect(
      admin.page.getByRole('article', { name }).getByText('Description by the admin'),
    ).toBeVisible();
  } finally {
    await admin.close();
  }

  await page.getByLabel('Customer Description').fill('Description by staff');
  await page.getByRole('button', { name: 'Update ICP' }).click();
  const stale = page.getByRole('alert').filter({ hasText: STALE_ICP });
  await expect(stale).toBeVisible();
  await expect(page.getByLabel('Customer Description')).toHaveValue('Description by staff');
  await snap(page, '81-stale-edit');

  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Customer Description')).toHaveValue('Description by the admin');
  await expect(stale).toBeHidden();
  await page.getByLabel('ICP Name').fill(`${name} v2`);
  await page.getByRole('button', { name: 'Update ICP' }).click();
  const card = page.getByRole('article', { name: `${name} v2` });
  await expect(card).toBeVisible();

  await chooseAction(card, `History of ICP ${name} v2`);
  const history = page.getByRole('dialog', { name: `History of ICP ${name} v2` });
  const entries = history.getByRole('list', { name: 'Changes, newest first' }).locator('> li');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(`Updated by ${STAFF.username}`);
  await expect(entries.nth(0)).toContainText(`ICP Name: “${name}” → “${name} v2”`);
  await expect(entries.nth(1)).toContainText(`Updated by ${ADMIN.username}`);
  await expect(entries.nth(2)).toContainText(`Created by ${STAFF.username}`);
  await expectNoSeriousViolations(page, 'ICP history');
  await snap(page, '82-icp-history');

  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await card.getByRole('button', { name: `Delete ICP ${name} v2` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

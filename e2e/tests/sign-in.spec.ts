import { expect, test } from '../support/test';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { choose, selectOptions, signIn, signInToDashboard, snap } from '../support/session';

test('staff signs in, picks Acme Corp and Enterprise Sales, and reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await snap(page, '01-login');

  await signIn(page, STAFF);
  await page.getByLabel('Tenant', { exact: true }).click();
  await expect(selectOptions(page)).toHaveText(['Acme Corp']);
  await snap(page, '02-tenant-selection');
  await selectOptions(page).getByText('Acme Corp', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/auth\/workspace-selection$/);
  await choose(page, 'Workspace', 'Enterprise Sales');
  await snap(page, '03-workspace-selection');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'USP' })).toBeVisible();
  await expect(page.getByLabel('Tenant', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Workspace', { exact: true })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(STAFF.username)).toBeVisible();
  await expect(sidebar.getByText('Acme Corp')).toBeVisible();
  await snap(page, '04-dashboard');

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByText('Welcome Back')).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();

  const body = (await (await answer).json()) as { message: string };
  expect(body.message).toBe('Invalid username or password');
  await expect(page.getByRole('alert').filter({ hasText: body.message })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await snap(page, '05-login-error');
});

test('a signed-in visit to the sign-in page goes to the dashboard', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
});

test('an admin sees every tenant, and Initech has no workspaces', async ({ page, request }) => {
  // Every tenant there is, as the API lists them for an admin: the seeded three, and Umbrella
  // once administration.spec.ts has made it.
  const { token } = await (await request.post(`${API_URL}/api/auth/login`, { data: ADMIN })).json();
  const everyTenant = await request.get(`${API_URL}/api/tenants/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const names = ((await everyTenant.json()) as { name: string }[]).map(({ name }) => name);
  expect(names).toEqual(expect.arrayContaining(['Acme Corp', 'Globex', 'Initech']));

  await signIn(page, ADMIN);
  await page.getByLabel('Tenant', { exact: true }).click();
  await expect(selectOptions(page)).toHaveText(names);
  await selectOptions(page).getByText('Initech', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByText('No workspaces available')).toBeVisible();
  await snap(page, '06-admin-no-workspaces');
});

test('on a phone the dashboard sidebar is a slide-in menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await snap(page, '07-phone-dashboard');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Instruction Tuning' })).toBeVisible();
  await expect(menu.getByText('Acme Corp')).toBeVisible();
  await snap(page, '08-phone-menu');

  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(menu).toBeHidden();
});

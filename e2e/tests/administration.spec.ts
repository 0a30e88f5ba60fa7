import type { Browser, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../shared/src/session/token-storage';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/accessibility';
import { animationsFinished } from '../support/motion';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { choose, selectOptions, signIn, signInToDashboard, snap } from '../support/session';

// Issue 34 §4: the admins' area (remote_admin). The portal and its database are shared by
// every spec, so what these tests change for others is put back afterwards (afterAll).
const VIEWER = { username: 'viewer@example.com', password: 'viewer12345' };

async function openAdministration(page: Page) {
  await page.getByRole('complementary').getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.afterAll(async ({ request }) => {
  // Staff back to Acme Corp only, the viewer enabled: the other specs sign in as they were seeded.
  const login = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const accounts = (await (await request.get(`${API_URL}/api/users`, { headers })).json()) as {
    id: string;
    username: string;
    tenants: { id: string; name: string }[];
  }[];
  const staff = accounts.find((account) => account.username === STAFF.username)!;
  for (const tenant of staff.tenants.filter(({ name }) => name === 'Umbrella'))
    await request.delete(`${API_URL}/api/tenants/${tenant.id}/members/${staff.id}`, { headers });
  const viewer = accounts.find((account) => account.username === VIEWER.username)!;
  await request.post(`${API_URL}/api/users/${viewer.id}/enable`, { headers });
});

test('the admin creates tenant Umbrella with a workspace and makes staff a member; staff picks Umbrella and sees the workspace', async ({
  page,
  browser,
}) => {
  // Six axe runs and a second browser context: longer than most.
  test.setTimeout(120_000);
  await signInToDashboard(page, ADMIN);
  await openAdministration(page);
  await expect(page.getByRole('row', { name: /^viewer@example\.com/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'administration: accounts');
  await snap(page, 'admin-01-accounts');

  await page.getByRole('tab', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\?view=tenants$/);
  await expect(page.getByRole('link', { name: 'Acme Corp' })).toBeVisible();
  await expectNoSeriousViolations(page, 'administration: tenants');
  await snap(page, 'admin-02-tenants');

  // With the keyboard: Tab to Create Tenant, Enter opens its form.
  await tabTo(page, page.getByRole('button', { name: 'Create Tenant' }), 60);
  await page.keyboard.press('Enter');
  const tenantForm = dialog(page, 'Create Tenant');
  await expect(tenantForm).toBeVisible();
  await animationsFinished(page);
  await tenantForm.getByLabel('Tenant Name').fill('Umbrella');
  await tenantForm.getByLabel('Primary Domain').fill('umbrella.example.com');
  await expectNoSeriousViolations(page, 'administration: create tenant');
  await tenantForm.getByRole('button', { name: 'Create Tenant' }).click();

  await expect(page).toHaveURL(/\/dashboard\/admin\?view=tenants&tenant=[^&]+$/);
  await expect(page.getByRole('heading', { name: /Umbrella/ })).toBeVisible();
  await expect(page.getByText('No workspaces yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  const workspaceForm = dialog(page, 'Create Workspace');
  await animationsFinished(page);
  await workspaceForm.getByLabel('Workspace Name').fill('Field Sales');
  await workspaceForm.getByLabel('Description').fill('Umbrella field team');
  await workspaceForm.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(page.getByRole('row', { name: /Field Sales/ })).toBeVisible();
  // The form's drawer gives the focus back to Create Workspace as it closes: wait for it.
  await expect(workspaceForm).toBeHidden();
  await animationsFinished(page);

  await choose(page, 'Account to add', STAFF.username);
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByRole('row', { name: /staff@example\.com/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'administration: a tenant, its workspaces and members');
  await snap(page, 'admin-03-tenant');

  const staffPage = await newPage(browser);
  await signIn(staffPage, STAFF);
  await staffPage.getByLabel('Tenant', { exact: true }).click();
  await expect(selectOptions(staffPage)).toHaveText(['Acme Corp', 'Umbrella']);
  await selectOptions(staffPage).getByText('Umbrella', { exact: true }).click();
  await staffPage.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(staffPage).toHaveURL(/\/auth\/workspace-selection$/);
  await staffPage.getByLabel('Workspace', { exact: true }).click();
  await expect(selectOptions(staffPage)).toHaveText(['Field Sales']);
  // Staff has no sidebar item for the area, and its URL tells them so.
  await selectOptions(staffPage).getByText('Field Sales', { exact: true }).click();
  await staffPage.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(staffPage.getByRole('complementary').getByRole('link')).toHaveText([
    'Onboarding Artifacts',
    'Instruction Tuning',
    'Settings',
  ]);
  await staffPage.goto('/dashboard/admin');
  await expect(staffPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expectNoSeriousViolations(staffPage, 'administration: not allowed');
  await staffPage.context().close();
});

test('the admin disables the viewer, whose open page is signed out on its next call', async ({
  page,
  browser,
}) => {
  const viewerPage = await newPage(browser);
  await signInToDashboard(viewerPage, VIEWER);
  await expect(viewerPage.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();

  await signInToDashboard(page, ADMIN);
  await openAdministration(page);
  const row = page.getByRole('row', { name: /^viewer@example\.com/ });
  await row.getByRole('button', { name: 'Disable viewer@example.com' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Disable viewer@example.com?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'administration: disable confirmation');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enable viewer@example.com' })).toBeVisible();
  await snap(page, 'admin-04-viewer-disabled');

  // The viewer's open page makes its next call: refused, its token dropped (spec §8: a 401
  // removes the stored token but does not redirect), so the next load is the sign-in page.
  await viewerPage
    .getByRole('complementary')
    .getByRole('link', { name: 'Instruction Tuning' })
    .click();
  await expect(viewerPage.getByRole('alert').filter({ hasText: 'Invalid token' })).toBeVisible();
  expect(
    await viewerPage.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY),
  ).toBeNull();
  await viewerPage.reload();
  await expect(viewerPage).toHaveURL(/\/auth\/login/);
  await expect(viewerPage.getByText('Welcome Back')).toBeVisible();
  await viewerPage.context().close();
});

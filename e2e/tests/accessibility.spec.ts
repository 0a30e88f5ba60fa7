import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/accessibility';
import { REMOTE_URLS, STAFF, STATIC_PAGES } from '../support/portal';
import { choose, selectOptions, signIn, signInToDashboard, snap } from '../support/session';

// Every screen of the portal, checked by axe-core against WCAG 2.2 AA: no serious or critical
// violation anywhere. Each test checks several screens with soft assertions, so one run
// reports every screen that fails, not only the first.

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('link', { name });

test('the sign-in steps: login, tenant selection, workspace selection', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expectNoSeriousViolations(page, 'login');
  await snap(page, '60-a11y-login');

  await signIn(page, STAFF);
  await expect(page.getByRole('heading', { name: 'Select Tenant' })).toBeVisible();
  await expect(page.getByLabel('Tenant', { exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page, 'tenant selection');
  await snap(page, '61-a11y-tenant-selection');
  await page.getByLabel('Tenant', { exact: true }).click();
  await expect(selectOptions(page)).toHaveText(['Acme Corp']);
  await expectNoSeriousViolations(page, 'tenant selection, list open');
  await selectOptions(page).getByText('Acme Corp', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Select Workspace' })).toBeVisible();
  await expect(page.getByLabel('Workspace', { exact: true })).toBeEnabled();
  await expectNoSeriousViolations(page, 'workspace selection');
  await snap(page, '62-a11y-workspace-selection');
});

test('the dashboard: both tabs and both create forms', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard, ICP tab');
  await snap(page, '63-a11y-dashboard-icp');

  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('list', { name: 'USPs' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard, USP tab');
  await snap(page, '64-a11y-dashboard-usp');

  await page.getByRole('button', { name: 'Create New USP' }).click();
  await expect(page.getByRole('heading', { name: 'Create New USP' })).toBeVisible();
  await expectNoSeriousViolations(page, 'USP form (create)');
  await snap(page, '65-a11y-usp-form');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'ICP Dashboard' }).click();
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await expect(page.getByRole('heading', { name: 'Create New ICP' })).toBeVisible();
  // With one segment and one persona, so their fields are checked too.
  await page.getByRole('button', { name: 'Add Segment' }).click();
  await page.getByRole('button', { name: 'Add Persona' }).click();
  await expect(page.getByRole('group', { name: 'Persona 1', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'ICP form (create)');
  await snap(page, '66-a11y-icp-form');
});

test('instruction tuning: the list and the form', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await sidebarLink(page, 'Instruction Tuning').click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page, 'instruction list');
  await snap(page, '67-a11y-instructions');

  await page.getByRole('button', { name: 'Add Instruction' }).click();
  await expect(page.getByRole('heading', { name: 'Adding New Instruction' })).toBeVisible();
  await expectNoSeriousViolations(page, 'instruction form');
  await snap(page, '68-a11y-instruction-form');
});

test('settings and the three static pages', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'settings');
  await snap(page, '69-a11y-settings');

  for (const [path, heading] of STATIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoSeriousViolations(page, path);
    await snap(page, `70-a11y${path.replaceAll('/', '-')}`);
  }
});

test("a remote's fallback", async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await page.route(`${REMOTE_URLS.remote_settings}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Settings is unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousViolations(page, 'remote fallback');
  await snap(page, '71-a11y-remote-fallback');
});

test('the phone layout and its open slide-in menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'phone dashboard');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Settings' })).toBeVisible();
  await expectNoSeriousViolations(page, 'phone menu, open');
  await snap(page, '72-a11y-phone-menu');
});

test('sign-in with the keyboard only: Tab to each field, Enter to submit', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(STAFF.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/tenant-selection$/);

  // The selection steps too: open the list, pick with the arrow keys, continue with Enter.
  await tabTo(page, page.getByLabel('Tenant', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(selectOptions(page)).toHaveText(['Acme Corp']);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/workspace-selection$/);
});

test('the dashboard tabs and Create buttons are reached and used by keyboard', async ({ page }) => {
  await signIn(page, STAFF);
  await choose(page, 'Tenant', 'Acme Corp');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await choose(page, 'Workspace', 'Enterprise Sales');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article').first()).toBeVisible();

  const icpTab = page.getByRole('tab', { name: 'ICP Dashboard' });
  await tabTo(page, icpTab, 40);
  await tabTo(page, page.getByRole('button', { name: 'Create ICP' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create New ICP' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // antd's tabs move with the arrow keys and open with Enter (WAI-ARIA tabs pattern).
  await tabTo(page, icpTab, 40);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'USP', selected: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Create New USP' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create New USP' })).toBeVisible();
});

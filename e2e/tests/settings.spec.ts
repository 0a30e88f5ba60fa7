import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, STAFF, STATIC_PAGES } from '../support/portal';
import { signIn, signInToDashboard, snap } from '../support/session';

const NEW_PASSWORD = 'staff-renewed-67890';

/** The field labelled exactly `label` (the show/hide toggles carry similar names). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function changePassword(page: Page, current: string, next: string) {
  await field(page, 'Current Password').fill(current);
  await field(page, 'New Password').fill(next);
  await field(page, 'Confirm New Password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

// Should a test stop between the change and the change back, put staff's password back
// through the API, so the tests after this one can still sign in.
test.afterAll(async ({ request }) => {
  const signedIn = await request.post(`${API_URL}/api/auth/login`, {
    data: { username: STAFF.username, password: NEW_PASSWORD },
  });
  if (!signedIn.ok()) return;
  const { token } = (await signedIn.json()) as { token: string };
  const restored = await request.put(`${API_URL}/api/auth/change-password`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: STAFF.password },
  });
  expect(restored.status()).toBe(200);
});

test('staff changes the password, signs in with the new one, then changes it back', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await changePassword(page, STAFF.password, NEW_PASSWORD);
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(field(page, 'Current Password')).toHaveValue('');
  await expect(field(page, 'New Password')).toHaveValue('');
  await snap(page, '30-settings');

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, { username: STAFF.username, password: NEW_PASSWORD });

  await page.goto('/dashboard/settings');
  await changePassword(page, NEW_PASSWORD, STAFF.password);
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
});

test('a wrong current password shows the server\'s "Current password is incorrect"', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/dashboard/settings');

  await changePassword(page, 'not-the-password', NEW_PASSWORD);

  await expect(
    page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show current password' }).click();
  await expect(field(page, 'Current Password')).toHaveAttribute('type', 'text');
  await snap(page, '30-settings-wrong-password');
});

test('the static pages show their sample figures', async ({ page }) => {
  await signInToDashboard(page, STAFF);

  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Users' })).toContainText('245');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
  await snap(page, '31-users');

  await page.goto('/dashboard/icp');
  await expect(page.getByRole('heading', { name: 'ICP Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await snap(page, '32-icp-management');

  await page.goto('/dashboard/usp');
  await expect(page.getByRole('heading', { name: 'USP Management' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  await snap(page, '33-usp-management');
});

test('on a phone the settings and static pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await snap(page, '34-settings-phone');

  for (const [path, heading] of STATIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBe(0);
  }
  await page.goto('/dashboard/users');
  await expect(page.getByRole('cell', { name: /Sarah Johnson/ })).toBeVisible();
  await snap(page, '35-users-phone');
});

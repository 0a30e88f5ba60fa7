import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Signs in through the real login page and lands on tenant selection. */
export async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/tenant-selection$/);
}

/**
 * The visible options of the open antd Select. (Its role=option elements are an a11y list
 * that names options by value, i.e. ids, so the visible items are read instead.)
 */
export function selectOptions(page: Page) {
  return page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
}

/** Picks `option` in the antd Select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await selectOptions(page).getByText(option, { exact: true }).click();
}

/** Full sign-in: staff, Acme Corp, Enterprise Sales, then the dashboard. */
export async function signInToDashboard(page: Page, user: { username: string; password: string }) {
  await signIn(page, user);
  await choose(page, 'Tenant', 'Acme Corp');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/workspace-selection$/);
  await choose(page, 'Workspace', 'Enterprise Sales');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  // The dashboard names the selected tenant and workspace in its URL (deep links).
  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);
}

/** Saves a screenshot under e2e/artifacts/ (gitignored) to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({
    path: resolve(__dirname, '..', 'artifacts', `${name}.png`),
    fullPage: true,
  });
}

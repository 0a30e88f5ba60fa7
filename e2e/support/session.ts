import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  SELECTION_STORAGE_KEY,
  type StoredSelection,
} from '../../shared/src/session/selection-storage';
import { TOKEN_STORAGE_KEY } from '../../shared/src/session/token-storage';
import { API_URL } from './portal';

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

/**
 * Signs in through every screen: the sign-in page, then Acme Corp and Enterprise Sales, then
 * the dashboard. For a test that needs each screen's remote loaded in the session.
 */
export async function signInThroughTheScreens(
  page: Page,
  user: { username: string; password: string },
) {
  await signIn(page, user);
  await choose(page, 'Tenant', 'Acme Corp');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/workspace-selection$/);
  await choose(page, 'Workspace', 'Enterprise Sales');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  // The dashboard names the selected tenant and workspace in its URL (deep links).
  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);
}

/** The API's answer to `path` with `token`, as JSON; a failed call fails the test at once. */
async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Opens the dashboard of Acme Corp's Enterprise Sales as a returning user: signed in through
 * the API, the token and the chosen scope in the browser's storage where the portal keeps
 * them. The sign-in screens themselves are walked through in sign-in.spec.ts and
 * accessibility.spec.ts; every other test starts here, seconds sooner.
 */
export async function signInToDashboard(page: Page, user: { username: string; password: string }) {
  const { token } = await apiJson<{ token: string }>('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const tenants = await apiJson<{ id: string; name: string }[]>('/api/tenants/', auth);
  const tenant = tenants.find(({ name }) => name === 'Acme Corp')!;
  const workspaces = await apiJson<{ id: string; name: string }[]>(
    `/api/workspaces/tenant/${tenant.id}`,
    auth,
  );
  const workspace = workspaces.find(({ name }) => name === 'Enterprise Sales')!;
  // Any document of the portal's origin will do to write its storage; this one runs no code.
  await page.goto('/portal.config.json');
  const selection: StoredSelection = { tenantId: tenant.id, workspaceId: workspace.id };
  await page.evaluate(
    (items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    },
    { [TOKEN_STORAGE_KEY]: token, [SELECTION_STORAGE_KEY]: JSON.stringify(selection) },
  );
  await page.goto(`/dashboard?tenant=${tenant.id}&workspace=${workspace.id}`);
  await expect(page).toHaveURL(/\/dashboard\?tenant=[^&]+&workspace=[^&]+$/);
}

/** Saves a screenshot under e2e/artifacts/ (gitignored) to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({
    path: resolve(__dirname, '..', 'artifacts', `${name}.png`),
    fullPage: true,
  });
}

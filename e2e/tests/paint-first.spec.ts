import { expect, test, type Page } from '@playwright/test';
import { STAFF } from '../support/portal';
import { snap } from '../support/session';

// Issue 25: the sign-in page paints from the first HTML response (remote-auth's pre-rendered
// page, put in by the host's server) and the live page takes over once its code has run.

/** Holds the sign-in page's code (its exposed module) until `release` is called. */
async function holdSignInCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/__federation_expose_LoginPage/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Every console error or warning of the page (React reports hydration mismatches so). */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is visible and styled', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    // antd's primary button, from the CSS in the page: not the browser's grey default.
    await expect(signIn).toHaveCSS('background-color', 'rgb(47, 84, 235)');
    await snap(page, '25-sign-in-without-javascript');
  });
});

test('text typed before the code runs is kept, in place, with the focus', async ({ page }) => {
  const problems = consoleProblems(page);
  const release = await holdSignInCode(page);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  const username = page.getByLabel('Username');
  await username.fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill('typed-early');
  await username.click();
  const before = await username.boundingBox();
  expect(await page.locator('#portal-prerendered').count()).toBe(1);

  release();
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);
  await expect(username).toHaveValue(STAFF.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-early');
  await expect(username).toBeFocused();
  // The live page sits exactly where the pre-rendered one was: nothing moves.
  expect(await username.boundingBox()).toEqual(before);
  expect(problems).toEqual([]);
});

test('Sign In pressed before the code runs signs in once it has', async ({ page }) => {
  const problems = consoleProblems(page);
  const release = await holdSignInCode(page);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  release();
  await expect(page).toHaveURL(/\/auth\/tenant-selection$/);
  expect(problems).toEqual([]);
});

test('the live page keeps the styles that came with the HTML, every state of them', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);
  // antd found its components' styles in the page and did not generate them a second time.
  const stylesWithButtons = await page
    .locator('style')
    .evaluateAll(
      (styles) => styles.filter((s) => s.textContent?.includes('.ant-btn-primary')).length,
    );
  expect(stylesWithButtons).toBe(1);
  // A state the pre-rendered markup never showed is styled from them too.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toHaveCSS('color', 'rgb(207, 19, 34)');
});

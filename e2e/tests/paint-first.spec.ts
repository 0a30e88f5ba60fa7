import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { HOST_URL, STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 25: the sign-in page and a signed-in browser's dashboard paint from the first HTML
// response (the remotes' pre-rendered pages, the dashboard's inside the host's pre-rendered
// shell, put in by the host's server) and the live page takes over once its code has run.

/** Holds the code of a remote's exposed page (`LoginPage`) until the returned call. */
async function holdPageCode(page: Page, module: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`__federation_expose_${module}`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The cookie by which the host's code tells the page server that this browser is signed in. */
const SESSION_HINT = { name: 'portal_signed_in', value: '1', url: HOST_URL };

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

  test("a signed-in browser's dashboard paints its shell and loading page, on any width", async ({
    page,
    context,
  }) => {
    await context.addCookies([SESSION_HINT]);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByRole('link', { name: 'Onboarding Artifacts' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Onboarding Artifacts' })).toBeVisible();
    await expect(page.getByText('Loading tenants...')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
    await expect(page.getByText('Loading ICPs...')).toBeVisible();
    await snap(page, '25-dashboard-without-javascript');

    // A phone gets the top bar instead of the sidebar, from the stylesheet alone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(sidebar).toBeHidden();
    await expect(page.getByText('Loading ICPs...')).toBeVisible();
    await snap(page, '25-dashboard-phone-without-javascript');

    // A link to the USP tab gets the shell only: the page was rendered for the ICP tab.
    await page.goto('/dashboard?tab=usp');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByText('Loading ICPs...')).toHaveCount(0);
  });

  test('a browser without a session gets no dashboard to flash before the sign-in page', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#portal-prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Onboarding Artifacts' })).toHaveCount(0);
  });
});

test("the live dashboard takes the pre-rendered one's place once its code has run", async ({
  page,
  context,
}) => {
  await signInToDashboard(page, STAFF);
  expect((await context.cookies()).map(({ name }) => name)).toContain(SESSION_HINT.name);
  const problems = consoleProblems(page);
  const release = await holdPageCode(page, 'DashboardPage');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#portal-prerendered')).toHaveCount(1);
  await expect(page.getByText('Loading ICPs...')).toBeVisible();
  await expectNoSeriousViolations(page, 'the pre-rendered dashboard');

  release();
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  // One shell: the live one.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('complementary')).toContainText(STAFF.username);
  expect(problems).toEqual([]);

  // Signing out takes the hint away: the next /dashboard paints nothing of it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await context.cookies()).map(({ name }) => name)).not.toContain(SESSION_HINT.name);
});

test('text typed before the code runs is kept, in place, with the focus', async ({ page }) => {
  const problems = consoleProblems(page);
  const release = await holdPageCode(page, 'LoginPage');
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
  const release = await holdPageCode(page, 'LoginPage');
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

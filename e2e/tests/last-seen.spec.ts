import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 37 §6: a returning user's dashboard paints the ICPs this session last saw in the
// workspace from its first HTML response and the host's first script, before the page's code
// has arrived; the live list then takes their place, where they were.

const LAST_SEEN_KEY = 'portal_last_seen';

/** Holds the code of remote-artifacts' dashboard page until the returned call. */
async function holdDashboardCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/__federation_expose_DashboardPage/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const lastSeenStored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key) !== null, LAST_SEEN_KEY);

/** The copy painted before the code: inert and busy, inside the pre-rendered page. */
const paintedCopy = (page: Page) => page.locator('#portal-prerendered [inert][aria-busy="true"]');

test('a second cold load shows the last-seen ICPs before the code, then the live ones', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.getByRole('heading').first().textContent())!;
  await expect.poll(() => lastSeenStored(page)).toBe(true);

  const release = await holdDashboardCode(page);
  await page.reload({ waitUntil: 'domcontentloaded' });

  const copy = paintedCopy(page);
  await expect(copy.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('Loading ICPs...')).toBeHidden();
  await expectNoSeriousViolations(page, 'the last-seen ICPs');
  await snap(page, '37-last-seen-before-code');
  const paintedAt = (await copy.getByText(name, { exact: true }).boundingBox())!;

  release();
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);
  await expect(page.getByRole('article', { name })).toBeVisible();
  // Where the copy showed it: nothing above the list (the research panel's row included) moved.
  const liveAt = (await page.getByRole('heading', { name, exact: true }).first().boundingBox())!;
  expect(Math.abs(liveAt.y - paintedAt.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(liveAt.x - paintedAt.x)).toBeLessThanOrEqual(1);
  await expect(page.locator('[inert][aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the live ICPs after the last-seen ones');
});

test('nothing last seen shows for another workspace, and sign-out forgets it', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => lastSeenStored(page)).toBe(true);
  const url = new URL(page.url());
  const tenant = url.searchParams.get('tenant')!;

  const release = await holdDashboardCode(page);
  await page.goto(`/dashboard?tenant=${tenant}&workspace=another-workspace`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByText('Loading ICPs...')).toBeVisible();
  await expect(paintedCopy(page)).toHaveCount(0);
  release();

  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await lastSeenStored(page)).toBe(false);
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { STAFF } from '../support/portal';
import { signInToDashboard } from '../support/session';
import { staffApi } from '../support/staff-api';

// Issue 37 §1 in the browser: a delete's notice sits at the bottom, where it covers none of
// the tab's toolbar ('Create ICP', 'Export', 'Import', 'Trash'), on a desktop and on a phone;
// a second delete's notice replaces the first; the focus stays in the list; axe over it.

const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is laid out`).not.toBeNull();
  return box!;
}

/** Deletes the card named `name` through its Delete and the confirmation. */
async function deleteCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ICP ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this ICP?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

for (const [screen, viewport] of Object.entries(SCREENS)) {
  test(`on a ${screen}, the notice covers none of the toolbar and a new one replaces it`, async ({
    page,
    request,
  }) => {
    const api = await staffApi(request);
    const prefix = `Notice ${screen} ${Date.now()}`;
    const names = [`${prefix} A`, `${prefix} B`, `${prefix} C`] as const;
    const ids: string[] = [];
    for (const name of names) ids.push(await api.createIcp(name));

    await page.setViewportSize(viewport);
    await signInToDashboard(page, STAFF);
    await page.getByRole('searchbox', { name: 'Search ICPs' }).fill(prefix);
    await expect(page.getByRole('article')).toHaveCount(3);

    await deleteCard(page, names[0]);
    const first = page.getByRole('status').filter({ hasText: `“${names[0]}” moved to the trash` });
    await expect(first).toBeVisible();
    // The focus stays in the list, on the card that took the deleted one's place.
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('article', { name: names[1] }) }),
    ).toBeFocused();
    await expect(first.getByRole('button', { name: 'Undo' })).not.toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    const notice = await boxOf(first);
    for (const name of ['Create ICP', 'Export', 'Import', 'Trash']) {
      const button = await boxOf(page.getByRole('button', { name, exact: true }));
      expect(overlap(notice, button), `the notice covers '${name}'`).toBe(false);
    }
    // At the bottom of the screen, whole.
    expect(notice.y).toBeGreaterThan(viewport.height / 2);
    expect(notice.y + notice.height).toBeLessThanOrEqual(viewport.height);
    await page.screenshot({ path: `artifacts/37-notice-${screen}.png` });

    // The page has room below its end: the last card scrolls clear of the notice. Scrolled
    // twice: cards off screen are laid out at a guessed height until shown (content-visibility).
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const last = await boxOf(page.getByRole('article').last());
    const below = await boxOf(first);
    expect(last.y + last.height, 'the last card ends above the notice').toBeLessThanOrEqual(
      below.y,
    );

    // The pointer over it holds its time while axe reads the page with it.
    await first.hover();
    await expectNoSeriousViolations(page, `the Undo notice (${screen})`);

    await deleteCard(page, names[1]);
    const second = page.getByRole('status').filter({ hasText: `“${names[1]}” moved to the trash` });
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(1);

    // Its Undo brings back the second only; the first stays in the trash.
    await second.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`“${names[1]}” restored`)).toBeVisible();
    expect((await api.names()).filter((name) => name.startsWith(prefix)).sort()).toEqual([
      names[1],
      names[2],
    ]);

    for (const id of ids.slice(1)) expect((await api.remove(id)).status()).toBe(204);
  });
}

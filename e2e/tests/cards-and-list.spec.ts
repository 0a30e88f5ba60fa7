import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 37 §2 in Chromium: a long ICP name shows whole (two lines, then the rest on focus),
// the list view sorts, survives a reload, selects rows for the bulk delete; axe on both views,
// desktop and phone.
const PHONE = { width: 390, height: 844 };

async function createIcp(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByLabel('ICP Name').fill(name);
  await page.getByLabel('Customer Description').fill('Made by the cards and list test.');
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/** This test's rows of the table, top to bottom (the seeded ICPs are there too). */
const rowNames = async (page: Page, stamp: number) =>
  (
    await page
      .getByRole('table', { name: 'ICPs' })
      .getByRole('checkbox', { name: /^Select (?!all$)/ })
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')!.slice(7)))
  ).filter((name) => name.includes(String(stamp)));

for (const [screen, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test(`${screen}: a long ICP name shows whole, and the list view sorts, keeps its place and selects`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const stamp = Date.now();
    const long = `Cards ${stamp} mid-market SaaS companies in the DACH region with a sales-led motion, a RevOps team and a CRO hired this year`;
    const short = `Cards ${stamp} short`;
    await signInToDashboard(page, STAFF);
    await createIcp(page, long);
    await createIcp(page, short);

    // The name is whole in the heading, cut after two lines, and whole again on focus.
    const card = page.getByRole('article', { name: long });
    const heading = card.getByRole('heading', { name: long });
    await expect(heading).toHaveText(long);
    const box = await heading.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(2 * 16 * 1.4 + 2);
    await heading.focus();
    await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveText(long);
    await snap(page, `37-cards-${screen}`);
    await expectNoSeriousViolations(page, `the ICP cards (${screen})`);

    // The list view: sorted by name, kept over a reload.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const table = page.getByRole('table', { name: 'ICPs' });
    await expect(table).toBeVisible();
    await table.getByRole('columnheader', { name: /Name/ }).click();
    await expect.poll(() => rowNames(page, stamp)).toEqual([long, short]);
    await table.getByRole('columnheader', { name: /Name/ }).click();
    await expect.poll(() => rowNames(page, stamp)).toEqual([short, long]);
    // A phone shows the name, the count and the actions unless more are chosen; then the
    // table scrolls on its own, not the page.
    if (screen === 'phone') {
      await expect(table.getByRole('columnheader', { name: /^Updated/ })).toHaveCount(0);
      const picker = page.getByRole('group', { name: 'Columns' });
      await picker.getByRole('checkbox', { name: 'Updated', exact: true }).check();
      await picker.getByRole('checkbox', { name: 'Updated by' }).check();
      await expect(table.getByRole('columnheader', { name: /^Updated by/ })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
    // When and by whom: this user's rows say so; sorted by the time, the records the portal
    // came with (seeded before any test ran) come first, then last.
    const row = table.getByRole('row').filter({ hasText: short });
    await expect(row.getByRole('cell', { name: STAFF.username })).toBeVisible();
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    const updatedBy = table.locator('tbody tr td:nth-last-child(2)');
    await table.getByRole('columnheader', { name: /^Updated(?! by)/ }).click();
    await expect(updatedBy.first()).toHaveText('Came with the portal');
    await table.getByRole('columnheader', { name: /^Updated(?! by)/ }).click();
    await expect(updatedBy.first()).not.toHaveText('Came with the portal');
    await expect(updatedBy.last()).toHaveText('Came with the portal');
    await snap(page, `37-list-updated-${screen}`);
    await table.getByRole('columnheader', { name: /Name/ }).click();
    await table.getByRole('columnheader', { name: /Name/ }).click();
    await expect.poll(() => rowNames(page, stamp)).toEqual([short, long]);
    await snap(page, `37-list-${screen}`);
    await expectNoSeriousViolations(page, `the ICP list (${screen})`);

    await page.reload();
    await expect(page.getByRole('table', { name: 'ICPs' })).toBeVisible();
    await expect.poll(() => rowNames(page, stamp)).toEqual([short, long]);

    // Both rows selected, deleted from the selection bar.
    for (const name of [short, long]) {
      await page
        .getByRole('table', { name: 'ICPs' })
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    }
    const bar = page.getByRole('region', { name: 'Selected ICPs' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete 2 ICPs?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 ICPs moved to the trash')).toBeVisible();

    // Back to the cards for the next test of this user.
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expect(page.getByRole('list', { name: 'ICPs' })).toBeVisible();

    // USP cards follow the same layout.
    await page.getByRole('tab', { name: 'USP' }).click();
    const uspCard = page.getByRole('list', { name: 'USPs' }).getByRole('article').first();
    await expect(uspCard.getByRole('button', { name: /^Actions for / })).toBeVisible();
    await snap(page, `37-usp-cards-${screen}`);
  });
}

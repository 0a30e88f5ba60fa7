import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/accessibility';
import { animationsFinished } from '../support/motion';
import { API_URL, STAFF } from '../support/portal';
import { choose, signInToDashboard, snap } from '../support/session';

// Issue 11 on the instruction page: history, compare, restore, filters in the URL and the
// unsaved-changes guard, against the real API. One database serves every test: each run
// names its own instruction.
const unique = (what: string) => `E2E ${what} ${Date.now()}`;

const PAGE_PATH = '/dashboard/instruction-tuning';

async function openInstructionTuning(page: Page) {
  await signInToDashboard(page, STAFF);
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** Adds an instruction at 1.0 and edits it to 1.1 through the API, as another tab would. */
async function instructionWithTwoVersions(page: Page, description: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post(`${API_URL}/api/prompts/`, {
    headers,
    data: {
      version: '1.0',
      description,
      promptType: 'BUYER_PERSONA',
      promptContent: 'List the buyer personas.',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const edited = await page.request.put(`${API_URL}/api/prompts/${id}/1.0`, {
    headers,
    data: {
      id,
      version: '1.0',
      description: `${description} (sharper)`,
      promptType: 'BUYER_PERSONA',
      promptContent: 'List the main buyer personas and their roles.',
    },
  });
  expect(edited.status()).toBe(200);
  return { id, headers };
}

/** The table's body rows (antd's hidden measuring row left out). */
const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');

/** Narrows the list to one instruction by searching its description. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(bodyRows(page).filter({ hasText: text }).first()).toBeVisible();
}

test('history, compare and restore, with the keyboard, axe clean', async ({ page }) => {
  const description = unique('history');
  await openInstructionTuning(page);
  await instructionWithTwoVersions(page, description);
  await page.reload();
  await searchFor(page, description);

  await page.getByRole('button', { name: `History of V1.1 (${description} (sharper))` }).click();
  await expect(page.getByRole('heading', { name: 'Version History' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]history=/);
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('V1.1');
  await expect(rows.nth(0)).toContainText('staff@example.com');
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(1)).toContainText('V1.0');
  await expect(rows.nth(1)).toContainText('Inactive');
  await expectNoSeriousViolations(page, 'instruction history');
  await snap(page, '80-instruction-history');

  // Pick both versions and compare them without the mouse.
  await tabTo(page, page.getByRole('checkbox', { name: 'Select V1.1 to compare' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Select V1.0 to compare' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('2 of 2 versions selected')).toBeVisible();
  await page.getByRole('button', { name: 'Compare' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Compare V1.0 with V1.1' })).toBeVisible();
  await expect(page).toHaveURL(/from=1\.0&to=1\.1/);
  const older = page.getByRole('region', { name: 'V1.0 (older)' });
  const newer = page.getByRole('region', { name: 'V1.1 (newer)' });
  await expect(newer.locator('ins').first()).toContainText('main');
  await expect(newer.locator('ins')).toHaveCount(2);
  await expect(older.locator('ins')).toHaveCount(0);
  await expect(newer.locator('del')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'instruction compare');
  await snap(page, '81-instruction-compare');

  await page.getByRole('button', { name: 'Back to history' }).click();
  await expect(page.getByRole('heading', { name: 'Version History' })).toBeVisible();

  // Restore 1.0, confirming with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Restore V1.0' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Restore version 1.0?');
  await expectNoSeriousViolations(page, 'restore confirmation');
  await dialog.getByRole('button', { name: 'Restore' }).press('Enter');

  await expect(page.getByText('Version 1.0 restored as version 1.2.')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('V1.2');
  await expect(rows.nth(0)).toContainText(`Restored from version 1.0: ${description}`);
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(1)).toContainText('Inactive');
  await snap(page, '82-instruction-restored');

  await page.getByRole('button', { name: 'Back to instructions' }).click();
  const listed = bodyRows(page).filter({ hasText: description });
  await expect(listed).toHaveCount(3);
  await expect(listed.nth(0)).toContainText('V1.2');
  await expect(listed.nth(0)).toContainText('List the buyer personas.');
});

test("a restore from a stale screen shows the API's message", async ({ page }) => {
  const description = unique('stale restore');
  await openInstructionTuning(page);
  const { id, headers } = await instructionWithTwoVersions(page, description);
  await page.goto(`${PAGE_PATH}?history=${encodeURIComponent(id)}`);
  await expect(bodyRows(page)).toHaveCount(2);

  // Someone else restores 1.0 first: 1.2 is active now, not the 1.1 this screen shows.
  const first = await page.request.post(`${API_URL}/api/prompts/${id}/versions/1.0/restore`, {
    headers,
    data: { activeVersion: '1.1' },
  });
  expect(first.status()).toBe(200);

  await page.getByRole('button', { name: 'Restore V1.0' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Version 1.1 is no longer the active version of this instruction',
  );
  // The history reloads to show what is active now.
  await expect(bodyRows(page)).toHaveCount(3);
  await snap(page, '83-instruction-stale-restore');
});

test('filters live in the URL: they survive a reload, and Back and Forward move through them', async ({
  page,
}) => {
  const description = unique('filters');
  await openInstructionTuning(page);
  await instructionWithTwoVersions(page, description);
  await page.reload();

  await choose(page, 'Type', 'Buyer Persona');
  await expect(page).toHaveURL(/\?type=BUYER_PERSONA$/);
  await choose(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/\?type=BUYER_PERSONA&status=inactive$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(description);
  await expect(page).toHaveURL(/&q=E2E\+filters\+\d+$/);
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('V1.0');

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('V1.0');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(description);
  await snap(page, '84-instruction-filters');

  // Typing replaced the entry: Back goes to before the status was chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\?type=BUYER_PERSONA$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(bodyRows(page).filter({ hasText: description })).toHaveCount(2);
  await page.goForward();
  await expect(page).toHaveURL(/&status=inactive&q=/);
  await expect(rows).toHaveCount(1);
});

test('the instruction form asks before its unsaved changes are left behind', async ({ page }) => {
  const description = unique('guard');
  await openInstructionTuning(page);
  await instructionWithTwoVersions(page, description);
  await page.reload();
  await searchFor(page, description);
  await page.getByRole('button', { name: `Edit V1.1 (${description} (sharper))` }).click();
  await page.getByLabel('Instruction', { exact: true }).fill('Half-written');

  const settings = page.getByRole('complementary').getByRole('link', { name: 'Settings' });
  await settings.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Discard unsaved changes?');
  await snap(page, '85-instruction-guard');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATH}\\?q=`));
  await expect(page.getByLabel('Instruction', { exact: true })).toHaveValue('Half-written');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toContainText('Discard unsaved changes?');
  await animationsFinished(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();

  await settings.click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

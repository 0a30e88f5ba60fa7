import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, STAFF } from '../support/portal';
import { choose, signInToDashboard, snap } from '../support/session';

// One database serves every test: each run names its own instruction.
const unique = () => `E2E persona prompt ${Date.now()}`;

async function openInstructionTuning(page: Page) {
  await signInToDashboard(page, STAFF);
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page).toHaveURL(/\/dashboard\/instruction-tuning$/);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** Adds an instruction through the form and waits for the reloaded list. */
async function addInstruction(page: Page, description: string) {
  await page.getByRole('button', { name: 'Add Instruction' }).click();
  await expect(page.getByRole('heading', { name: 'Adding New Instruction' })).toBeVisible();
  await page.getByLabel('Version Description').fill(description);
  await choose(page, 'Type', 'Buyer Persona');
  await page.getByLabel('Instruction', { exact: true }).fill('List the buyer personas.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
}

/** The table's body rows of the instruction described so (header row left out). */
const rowsOf = (page: Page, description: string) =>
  page.locator('tbody tr').filter({ hasText: description });

test('staff adds an instruction, edits it, and sees the new version active and first', async ({
  page,
}) => {
  const description = unique();
  await openInstructionTuning(page);

  await addInstruction(page, description);
  await expect(rowsOf(page, description)).toHaveCount(1);
  const first = rowsOf(page, description).first();
  await expect(first).toContainText('V1.0');
  await expect(first).toContainText('Buyer Persona');
  await expect(first).toContainText('Active');

  await page.getByRole('button', { name: `Edit V1.0 (${description})` }).click();
  await expect(page.getByRole('heading', { name: 'Editing Version: 1.0' })).toBeVisible();
  await expect(page.getByLabel('Version Description')).toHaveValue(description);
  const instruction = page.getByLabel('Instruction', { exact: true });
  await expect(instruction).toHaveValue('List the buyer personas.');
  await instruction.fill('List the buyer personas, each with the committee role they play.');
  await snap(page, '21-instruction-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  const rows = rowsOf(page, description);
  await expect(rows).toHaveCount(2);
  // Active first, the most recent of them on top: the new version leads the whole table.
  await expect(page.locator('tbody tr').filter({ hasText: 'V1.' }).first()).toContainText(
    `V1.1${description}`,
  );
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(0)).toContainText('committee role');
  await expect(rows.nth(1)).toContainText('V1.0');
  await expect(rows.nth(1)).toContainText('Inactive');
  await expect(page.getByRole('button', { name: `Edit V1.0 (${description})` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Edit V1.1 (${description})` })).toBeEnabled();
  await snap(page, '20-instructions');
});

test("an edit that lost to another one shows the server's conflict and reloads", async ({
  page,
}) => {
  const description = unique();
  await openInstructionTuning(page);
  await addInstruction(page, description);
  await page.getByRole('button', { name: `Edit V1.0 (${description})` }).click();

  // Meanwhile someone else saves version 1.0 (through the API, as another tab would).
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const prompts = (await (
    await page.request.get(`${API_URL}/api/prompts/`, { headers })
  ).json()) as Array<{ id: string; description: string }>;
  const id = prompts.find((prompt) => prompt.description === description)?.id;
  const edit = await page.request.put(`${API_URL}/api/prompts/${id}/1.0`, {
    headers,
    data: {
      id,
      version: '1.0',
      description,
      promptType: 'BUYER_PERSONA',
      promptContent: 'Saved first, in another tab.',
    },
  });
  expect(edit.status()).toBe(200);

  await page.getByLabel('Instruction', { exact: true }).fill('Saved second, from a stale screen.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'no longer the active version' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Instruction', { exact: true })).toHaveValue(
    'Saved second, from a stale screen.',
  );
  await snap(page, '22-instruction-conflict');

  await alert.getByRole('button', { name: 'Reload list' }).click();
  const rows = rowsOf(page, description);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Saved first, in another tab.');
  await expect(rows.nth(0)).toContainText('Active');
});

test('on a phone the instruction table scrolls sideways inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, STAFF);
  await page.goto('/dashboard/instruction-tuning');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Instruction' })).toBeVisible();

  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await snap(page, '23-instructions-phone');
});

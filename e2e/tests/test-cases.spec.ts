import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/accessibility';
import { FAKE_MODEL_NAME, FAKE_SECOND_MODEL } from '../support/fake-model';
import { STAFF } from '../support/portal';
import { selectOptions, signInToDashboard, snap } from '../support/session';

// Issue 21 §3 against the real API and the fake model server (which answers every ICP draft
// with its canned ICP): two saved cases of the ICP type run on the edit view's text, one
// passes and one fails its word limit; the Instructions table shows the active version's rate.

const ICP_ACTIVE = 'Segments must carry measurable qualifiers';

async function chooseIn(page: Page, within: Locator, label: string, option: string) {
  await within.getByLabel(label, { exact: true }).click();
  await selectOptions(page).getByText(option, { exact: true }).click();
}

async function addCase(page: Page, section: Locator, name: string, words?: string) {
  await section.getByRole('button', { name: 'Add test case' }).click();
  const form = section.getByRole('region', { name: 'New test case' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Company description').fill('A freight planning platform for 3PLs.');
  await form.getByLabel('Answer parses as an ICP').check();
  if (words) await form.getByLabel('Word limit').fill(words);
  await form.getByRole('button', { name: 'Save test case' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('row').filter({ hasText: name })).toBeVisible();
}

test('staff save two test cases, run them on the draft text, and see each result and the pass rate', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await page
    .getByRole('button', { name: `Edit V1.1 (${ICP_ACTIVE})` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Show test cases' }).click();
  const section = page.getByRole('region', { name: 'Test cases' });
  await expect(section).toBeVisible();
  await chooseIn(page, section, 'Tenant', 'Acme Corp');
  await chooseIn(page, section, 'Workspace', 'Enterprise Sales');

  const stamp = Date.now();
  await addCase(page, section, `Parses ${stamp}`);
  await addCase(page, section, `Short ${stamp}`, '3');
  await expectNoSeriousViolations(page, 'test cases');

  await section.getByRole('button', { name: 'Run test cases' }).click();
  const results = section.getByRole('region', { name: 'Test case results' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('row').filter({ hasText: `Parses ${stamp}` })).toContainText(
    'Pass',
  );
  await expect(results.getByRole('row').filter({ hasText: `Short ${stamp}` })).toContainText(
    /Fail: \d+ words, more than 3/,
  );
  await expectNoSeriousViolations(page, 'test case results');
  await snap(page, '99-test-case-results');

  // 'Compare with', by keyboard: each case asked of the second model too, side by side.
  const compareWith = section.getByLabel('Compare with', { exact: true });
  await compareWith.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const runButton = section.getByRole('button', { name: 'Run test cases' });
  await tabTo(page, runButton);
  await page.keyboard.press('Enter');
  const second = results.getByRole('columnheader', {
    name: `This draft on ${FAKE_SECOND_MODEL}`,
    exact: true,
  });
  await expect(second).toBeVisible({ timeout: 30_000 });
  await expect(
    results.getByRole('columnheader', { name: `This draft on ${FAKE_MODEL_NAME}`, exact: true }),
  ).toBeVisible();
  const parses = results.getByRole('row').filter({ hasText: `Parses ${stamp}` });
  await expect(parses.getByRole('cell')).toHaveText([
    `Parses ${stamp}`,
    /^Pass · \d+ ms · no price set for this model$/,
    /^Pass · \d+ ms · no price set for this model$/,
    /^Pass/,
  ]);
  await expect(results).toContainText(`On ${FAKE_SECOND_MODEL}: 1 of 2 cases pass`);
  await expectNoSeriousViolations(page, 'test case results on two models');
  await snap(page, '99-test-case-results-compared');

  // The draft's text is the active version's: the run is that version's, and the table says so.
  await page.goto('/dashboard/instruction-tuning');
  const row = page.getByRole('row').filter({ hasText: ICP_ACTIVE }).first();
  await expect(row).toContainText('1/2 pass');
});

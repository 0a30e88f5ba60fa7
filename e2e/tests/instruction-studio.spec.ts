import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { CANNED_DRAFTS, FAKE_MODEL_NAME } from '../support/fake-model';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { selectOptions, signInToDashboard, snap } from '../support/session';

// Issue 20 against the real API and the fake model server: the seeded ICP instruction
// (V1.0, then V1.1 active) edited, previewed on Acme's records, test-run; an admin's pin.
const ICP_ACTIVE = 'Segments must carry measurable qualifiers';
/** A word only the seeded V1.0 of the ICP instruction has (the diff marks it word by word). */
const V10_WORD = 'concrete';

async function openInstructionTuning(page: Page, user: typeof STAFF) {
  await signInToDashboard(page, user);
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** Picks `option` in the antd Select labelled `label` inside `within`. */
async function chooseIn(page: Page, within: Locator, label: string, option: string) {
  await within.getByLabel(label, { exact: true }).click();
  await selectOptions(page).getByText(option, { exact: true }).click();
}

async function openPreview(page: Page) {
  await page.getByRole('button', { name: 'Show preview' }).click();
  const panel = page.getByRole('region', { name: 'Preview' });
  await expect(panel).toBeVisible();
  return panel;
}

test('staff insert a variable, preview it on an Acme ICP and test-run it', async ({ page }) => {
  await openInstructionTuning(page, STAFF);
  await page.getByRole('button', { name: `Edit V1.1 (${ICP_ACTIVE})` }).click();
  await expect(page.getByRole('heading', { name: 'Editing Version: 1.1' })).toBeVisible();

  // Insert the segments list at the end of the text, from the menu, by keyboard.
  const instruction = page.getByLabel('Instruction', { exact: true });
  await instruction.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  const menu = page.getByRole('listbox', { name: 'Insert variable' });
  await expect(menu).toBeVisible();
  await menu.getByRole('option').filter({ hasText: 'icp.segments' }).click();
  await expect(instruction).toHaveValue(/\{\{#icp\.segments\}\}- \{\{name\}\}/);
  await expect(page.getByRole('list', { name: 'Variables used' })).toContainText('icp.segments');

  const panel = await openPreview(page);
  await chooseIn(page, panel, 'ICP', 'Enterprise IT security buyers');
  await panel.getByRole('button', { name: 'Preview', exact: true }).click();
  const draft = panel.getByRole('region', { name: 'Draft text' });
  await expect(draft).toContainText('- Regulated financial services:');
  await expect(draft).toContainText('- Global manufacturers:');
  await expect(panel.getByRole('region', { name: 'Active text for Acme Corp' })).toBeVisible();

  await panel.getByRole('button', { name: 'Test run' }).click();
  const output = panel.getByRole('region', { name: 'Test run output' });
  // An ICP instruction is asked in JSON mode, as a draft asks it: the fake answers its ICP,
  // and the run says what a draft would make of it.
  await expect(output).toContainText(CANNED_DRAFTS.icp.name);
  await expect(output).toContainText(`Model: ${FAKE_MODEL_NAME}`);
  await expect(output).toContainText('The answer has the shape asked for');
  await panel.getByText('Messages sent (2), in JSON mode').click();
  await expect(panel.getByRole('region', { name: 'User message 2' })).toContainText(
    'Answer with one JSON object',
  );
  await expectNoSeriousViolations(page, 'instruction studio preview');
  await snap(page, '90-instruction-studio-preview');
});

test('an admin pins Globex to the older version and the preview for Globex shows it', async ({
  page,
}) => {
  await openInstructionTuning(page, ADMIN);
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const tenants = (await (
    await page.request.get(`${API_URL}/api/tenants/`, { headers })
  ).json()) as {
    id: string;
    name: string;
  }[];
  const globex = tenants.find((tenant) => tenant.name === 'Globex')!;

  try {
    await page.getByRole('button', { name: `History of V1.1 (${ICP_ACTIVE})` }).click();
    await expect(page.getByRole('heading', { name: 'Version History' })).toBeVisible();
    const pinForm = page.getByRole('form', { name: 'Pin a tenant to a version' });
    await chooseIn(page, pinForm, 'Tenant', 'Globex');
    await chooseIn(page, pinForm, 'Version', 'V1.0');
    await pinForm.getByRole('button', { name: 'Pin' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Globex' }).first()).toContainText('V1.0');
    await expectNoSeriousViolations(page, 'tenant overrides');
    await snap(page, '91-instruction-tenant-overrides');

    // The list names the pin; the preview for Globex renders the pinned version as active.
    await page.getByRole('button', { name: 'Back to instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Instructions', exact: true })).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: 'Pinned for Globex' })).toHaveCount(1);
    await page.getByRole('button', { name: `Edit V1.1 (${ICP_ACTIVE})` }).click();
    const panel = await openPreview(page);
    await chooseIn(page, panel, 'Tenant', 'Globex');
    await chooseIn(page, panel, 'Workspace', 'EMEA');
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    const active = panel.getByRole('region', { name: 'Active text for Globex' });
    await expect(active).toContainText('pinned to V1.0');
    await expect(active).toContainText(V10_WORD);
    await expect(panel.getByRole('region', { name: 'Draft text' })).not.toContainText(V10_WORD);
    await snap(page, '92-instruction-preview-globex-pin');
  } finally {
    // One database serves every run: leave Globex on the default.
    await page.request.delete(`${API_URL}/api/tenants/${globex.id}/prompt-overrides/ICP`, {
      headers,
    });
  }
});

import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { STAFF } from '../support/portal';
import { choose, selectOptions, signInToDashboard } from '../support/session';
import { chooseAction } from '../support/card-actions';

// Issue 24 §3 in the browser: staff copies one ICP of Acme Corp / Enterprise Sales into SMB
// (seeded empty), and the copy there names where it came from.

const ICP = 'Enterprise IT security buyers';

test("an ICP copied to another workspace shows there as 'Copied from Enterprise Sales'", async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const card = page.getByRole('article', { name: ICP });
  await chooseAction(card, `Copy ICP ${ICP} to another workspace`);

  const dialog = page.getByRole('dialog', { name: 'Copy to another workspace' });
  await expect(dialog.getByLabel('Tenant', { exact: true })).toBeVisible();
  await dialog.getByLabel('Workspace', { exact: true }).click();
  await selectOptions(page).getByText('SMB', { exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 new, 0 already exist');
  await expect(dialog.getByRole('region', { name: 'To create' })).toContainText(`ICP “${ICP}”`);
  await expectNoSeriousViolations(page, 'copy preview');

  await dialog.getByRole('button', { name: 'Copy 1 record' }).click();
  await expect(page.getByText('1 record copied to SMB.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The menu's button had the focus when the dialog opened: it has it back.
  await expect(card.getByRole('button', { name: `Actions for ${ICP}` })).toBeFocused();

  await choose(page, 'Workspace', 'SMB');
  const copy = page.getByRole('article', { name: ICP });
  await expect(copy.getByText('Copied from Enterprise Sales', { exact: true })).toBeVisible();
});

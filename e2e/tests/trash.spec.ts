import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 24 §4 in the browser: a deleted ICP waits in the workspace's trash, says who deleted
// it, and Restore brings it back to the list.

test('delete an ICP, find it in the Trash with who deleted it, Restore it to the list', async ({
  page,
}) => {
  const name = `E2E trashed ICP ${Date.now()}`;
  const card = page.getByRole('article', { name });
  await signInToDashboard(page, STAFF);
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByLabel('ICP Name').fill(name);
  await page.getByLabel('Customer Description').fill('Freight brokers moving to digital');
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ICP ${name}` }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this ICP?' });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);

  const openTrash = page.getByRole('button', { name: 'Trash', exact: true });
  await openTrash.click();
  const trash = page.getByRole('dialog', { name: 'Trash' });
  const row = trash.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('ICP');
  await expect(row).toContainText(`Deleted by ${STAFF.username} on`);
  await expect(row).toContainText('Removed for good in 30 days');
  // Staff restore; only admins delete forever.
  await expect(row.getByRole('button', { name: 'Delete forever' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'trash');
  await snap(page, '97-trash');

  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row).toHaveCount(0);
  await trash.getByRole('button', { name: 'Close trash' }).click();
  await expect(trash).toBeHidden();
  await expect(openTrash).toBeFocused();
  await expect(card).toBeVisible();

  // Stored, not only shown: a reload reads it back from the API.
  await page.reload();
  await expect(card).toBeVisible();
});

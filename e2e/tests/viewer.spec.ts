import { expect, test } from '../support/test';
import { expectNoSeriousViolations, tabTo } from '../support/accessibility';
import { signInToDashboard, snap } from '../support/session';

// Issue 34 in the browser: a viewer reads everything and can change nothing, and the screens
// say so before a click: every change is disabled, its reason shown on hover and on focus.

const VIEWER = { username: 'viewer@example.com', password: 'viewer12345' };

test('the viewer opens the dashboard and finds no enabled Create, Edit or Delete, each saying why', async ({
  page,
}) => {
  await signInToDashboard(page, VIEWER);
  const icps = page.getByRole('list', { name: 'ICPs' });
  await expect(icps.getByRole('article').first()).toBeVisible();

  const icpChanges = page.getByRole('button', {
    name: /^(Create ICP|Import|(Copy|Edit|Delete) ICP )/,
  });
  expect(await icpChanges.count()).toBeGreaterThan(3);
  for (const button of await icpChanges.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();

  const firstCard = icps.getByRole('article').first();
  await firstCard
    .getByRole('button', { name: /^Delete ICP / })
    .locator('..')
    .hover();
  const reason = page.getByRole('tooltip').filter({ visible: true });
  await expect(reason).toHaveText('Viewers can read but not change ICPs');
  await page.mouse.move(0, 0);
  await expect(reason).toHaveCount(0);

  // The keyboard reaches each refused action, and hears why.
  const create = page.getByRole('button', { name: 'Create ICP' });
  await tabTo(page, create.locator('..'));
  await expect(reason).toHaveText('Viewers can read but not change ICPs');
  await expect(create.locator('..')).toHaveAccessibleDescription(
    'Viewers can read but not change ICPs',
  );
  await expectNoSeriousViolations(page, 'dashboard as a viewer, ICP tab');
  await snap(page, '120-viewer-icp-tab');

  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('list', { name: 'USPs' }).getByRole('article').first()).toBeVisible();
  const uspChanges = page.getByRole('button', {
    name: /^(Create USP|Import|(Copy|Edit|Delete) USP )/,
  });
  expect(await uspChanges.count()).toBeGreaterThan(3);
  for (const button of await uspChanges.all()) await expect(button).toBeDisabled();
  await expectNoSeriousViolations(page, 'dashboard as a viewer, USP tab');

  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Instruction' })).toBeDisabled();
  for (const edit of await page.getByRole('button', { name: /^Edit V/ }).all()) {
    await expect(edit).toBeDisabled();
  }
  await expectNoSeriousViolations(page, 'instruction tuning as a viewer');
  await snap(page, '121-viewer-instructions');
});

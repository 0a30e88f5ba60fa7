import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { animationsFinished } from '../support/motion';
import { STAFF } from '../support/portal';
import { choose, signInToDashboard, snap } from '../support/session';

// One database serves every test: each run names its own artifacts.
const unique = (what: string) => `E2E ${what} ${Date.now()}`;
const PHONE = { width: 390, height: 844 };

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function fillGroup(group: Locator, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await group.getByLabel(label, { exact: true }).fill(text);
  }
}

/** Answers the delete confirmation and waits for the card to go. */
async function confirmDelete(page: Page, question: string, name: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await animationsFinished(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, name)).toHaveCount(0);
}

test('staff creates an ICP with two segments and two personas, edits it, reloads, deletes it', async ({
  page,
}) => {
  const name = unique('ICP');
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('tab', { name: 'ICP Dashboard', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create ICP' }).click();
  await expect(page.getByRole('heading', { name: 'Create New ICP' })).toBeVisible();
  await page.getByLabel('ICP Name').fill(name);
  await page.getByLabel('Customer Description').fill('Regional logistics firms moving to digital');
  for (const add of ['Add Segment', 'Add Segment', 'Add Persona', 'Add Persona']) {
    await page.getByRole('button', { name: add }).click();
  }
  const group = (label: string) => page.getByRole('group', { name: label, exact: true });
  await fillGroup(group('Segment 1'), {
    Name: 'Ocean freight',
    Description: 'Forwarders with sea routes',
    Details: 'Asia to Europe lanes',
  });
  await fillGroup(group('Segment 2'), {
    Name: 'Air cargo',
    Description: 'Express forwarders',
    Details: 'Time-critical parts',
  });
  await fillGroup(group('Persona 1'), { Name: 'COO', Description: 'Owns operations' });
  await group('Persona 1').getByLabel('Mobilizer Persona').check();
  await fillGroup(group('Persona 2'), { Name: 'CFO' });
  await group('Persona 2').getByLabel('Buying Committee').check();
  await snap(page, '40-icp-form');
  await page.getByRole('button', { name: 'Create ICP' }).click();

  const created = card(page, name);
  await expect(created).toBeVisible();
  for (const chip of ['Ocean freight', 'Air cargo', 'COO', 'CFO']) {
    await expect(created.getByText(chip, { exact: true })).toBeVisible();
  }
  await snap(page, '41-icp-grid');

  await created.getByRole('button', { name: `Edit ICP ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit ICP' })).toBeVisible();
  await expect(group('Segment 2').getByLabel('Name', { exact: true })).toHaveValue('Air cargo');
  await expect(group('Persona 2').getByLabel('Buying Committee')).toBeChecked();
  await page.getByLabel('Customer Description').fill('Mid-size logistics firms in the EU');
  await page.getByRole('button', { name: 'Update ICP' }).click();
  await expect(card(page, name).getByText('Mid-size logistics firms in the EU')).toBeVisible();

  // Stored, not only shown: a reload reads it back from the API.
  await page.reload();
  const reloaded = card(page, name);
  await expect(reloaded.getByText('Mid-size logistics firms in the EU')).toBeVisible();
  await expect(reloaded.getByText('Air cargo', { exact: true })).toBeVisible();

  await reloaded.getByRole('button', { name: `Delete ICP ${name}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this ICP?', name);
  await page.reload();
  await expect(page.getByRole('list', { name: 'ICPs' }).getByRole('article').first()).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('staff creates a USP, edits it, reloads, deletes it', async ({ page }) => {
  const name = unique('USP');
  await signInToDashboard(page, STAFF);
  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('list', { name: 'USPs' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create New USP' }).click();
  await expect(page.getByRole('heading', { name: 'Create New USP' })).toBeVisible();
  await page.getByLabel('USP Name').fill(name);
  await page.getByLabel('Products').fill('Route planner\n\nFleet tracker\n');
  await page.getByLabel('Differentiator').fill('Plans routes in seconds, not hours');
  await page.getByLabel('Capabilities').fill('Live ETAs\nCarbon reports');
  await snap(page, '42-usp-form');
  await page.getByRole('button', { name: 'Create USP' }).click();

  const created = card(page, name);
  await expect(created).toBeVisible();
  // Empty lines are dropped: two products, two capabilities.
  await expect(created.getByRole('list', { name: /Products/ }).getByRole('listitem')).toHaveText([
    'Route planner',
    'Fleet tracker',
  ]);
  await expect(
    created.getByRole('list', { name: /Capabilities/ }).getByRole('listitem'),
  ).toHaveCount(2);
  await snap(page, '43-usp-list');

  await created.getByRole('button', { name: `Edit USP ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit USP' })).toBeVisible();
  await expect(page.getByLabel('Products')).toHaveValue('Route planner\nFleet tracker');
  await page.getByLabel('Capabilities').fill('Live ETAs\nCarbon reports\nCustoms checks');
  await page.getByRole('button', { name: 'Update USP' }).click();
  await expect(card(page, name).getByText('Customs checks')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'USP' }).click();
  const reloaded = card(page, name);
  await expect(
    reloaded.getByRole('list', { name: /Capabilities/ }).getByRole('listitem'),
  ).toHaveCount(3);

  await reloaded.getByRole('button', { name: `Delete USP ${name}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this USP?', name);
  await page.reload();
  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('list', { name: 'USPs' }).getByRole('article').first()).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first, and staying keeps the text', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByLabel('ICP Name').fill('Half-typed ICP');

  await page.getByRole('tab', { name: 'USP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await animationsFinished(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('ICP Name')).toHaveValue('Half-typed ICP');

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(dialog).toBeVisible();
  await animationsFinished(page);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

test('Acme / SMB has no ICPs and no USPs: both empty states show', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await choose(page, 'Workspace', 'SMB');
  await expect(page.getByText('No ICPs Found')).toBeVisible();
  await expect(
    page.getByText('Create your first Ideal Customer Profile to get started.'),
  ).toBeVisible();
  await snap(page, '44-icp-empty');

  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByText('No USPs Found')).toBeVisible();
  await expect(page.getByText('There are no USPs available for this workspace')).toBeVisible();
  await snap(page, '45-usp-empty');
});

test('on a phone the ICP grid is one column and the forms fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, STAFF);
  const cards = page.getByRole('list', { name: 'ICPs' }).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  // One column: the second card sits below the first, not beside it.
  expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
  await snap(page, '46-phone-icp-grid');

  await page.getByRole('button', { name: 'Create ICP' }).click();
  await page.getByLabel('ICP Name').fill('Phone draft');
  await page.getByRole('button', { name: 'Add Segment' }).click();
  await snap(page, '47-phone-icp-form');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();

  await page.getByRole('tab', { name: 'USP' }).click();
  await expect(page.getByRole('list', { name: 'USPs' }).getByRole('article').first()).toBeVisible();
  await snap(page, '48-phone-usp-list');
  await page.getByRole('button', { name: 'Create New USP' }).click();
  await expect(page.getByRole('heading', { name: 'Create New USP' })).toBeVisible();
  await snap(page, '49-phone-usp-form');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});

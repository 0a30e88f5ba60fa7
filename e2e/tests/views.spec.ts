import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { API_URL, STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 37 §3 "Views that keep their place" and §2's phone tables, against the real portal:
// the instruction edit view in the URL (reload, Back, Forward), focus moved into a form and
// back, 'Skip to main content', field names without the required mark, and the Instructions
// and History tables on a phone. One database serves every test: each names its instruction.
const unique = (what: string) => `E2E ${what} ${Date.now()}`;

const PAGE_PATH = '/dashboard/instruction-tuning';
const PHONE = { width: 390, height: 844 };

/** An instruction at 1.0, added through the API as another tab would; its id. */
async function addInstruction(page: Page, description: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const created = await page.request.post(`${API_URL}/api/prompts/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      version: '1.0',
      description,
      promptType: 'BUYER_PERSONA',
      promptContent: 'List the buyer personas and their roles.',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The instruction page, narrowed to `description` by its search. */
async function openInstructionList(page: Page, description: string) {
  await page.goto(`${PAGE_PATH}?q=${encodeURIComponent(description)}`);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText(description).first()).toBeVisible();
}

/** The live page has taken over from the pre-rendered one (which a Tab could reach first). */
const livePage = (page: Page) => expect(page.locator('#portal-prerendered')).toHaveCount(0);

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return `${active?.tagName.toLowerCase()} ${active?.textContent?.trim().slice(0, 40)}`;
  });

test('the edit view keeps its place: reload, Back to the list, Forward to the view', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const description = unique('views');
  const id = await addInstruction(page, description);
  await openInstructionList(page, description);

  const edit = page.getByRole('button', { name: `Edit V1.0 (${description})` });
  await edit.click();
  const heading = page.getByRole('heading', { name: 'Editing Version: 1.0' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`\\?q=[^&]+&edit=${id}$`));
  await page.getByRole('button', { name: 'Show test cases' }).click();
  await expect(page).toHaveURL(new RegExp(`&edit=${id}&show=test-cases$`));
  await expect(page.getByRole('button', { name: 'Add test case' })).toBeVisible();

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Version Description')).toHaveValue(description);
  await expect(page.getByRole('button', { name: 'Hide test cases' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Add test case' })).toBeVisible();
  await snap(page, '37-views-edit-after-reload');
  await expectNoSeriousViolations(page, 'the edit view at its URL');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATH}\\?q=[^&]+$`));
  await expect(edit).toBeVisible();

  await page.goForward();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide test cases' })).toBeVisible();

  // Opened again by its Edit: Cancel goes back to the list, and the focus to that Edit.
  await page.goBack();
  await edit.click();
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(edit).toBeFocused();
});

test('a link to no instruction says so, with the way back', async ({ page }) => {
  await signInToDashboard(page, STAFF);
  await page.goto(`${PAGE_PATH}?edit=no-such-instruction`);

  await expect(page.getByRole('heading', { name: 'Instruction not found' })).toBeVisible();
  await snap(page, '37-views-not-found');
  await expectNoSeriousViolations(page, 'an edit link to no instruction');
  await page.getByRole('button', { name: 'Back to instructions' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATH}$`));
});

test("the test case form's fields are named by their labels alone", async ({ page }) => {
  await signInToDashboard(page, STAFF);
  const description = unique('field names');
  const id = await addInstruction(page, description);
  await page.goto(`${PAGE_PATH}?edit=${id}&show=test-cases`);
  await page.getByRole('button', { name: 'Add test case' }).click();
  const form = page.getByRole('region', { name: 'New test case' });
  await form.getByRole('combobox', { name: 'Input' }).click();
  await page.locator('.ant-select-item-option[title="An ICP of the workspace"]').click();

  // Chromium's accessible names, CSS generated content included (antd's mark was "*" there).
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleName(
    'Name',
  );
  await expect(form.getByRole('combobox', { name: 'ICP', exact: true })).toHaveAccessibleName(
    'ICP',
  );
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await snap(page, '37-views-test-case-form');
});

test("'Skip to main content' is the first Tab stop and lands on the main content", async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await livePage(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await snap(page, '37-views-skip-link-login');
  await expectNoSeriousViolations(page, 'the sign-in page, skip link focused');

  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('heading', { name: 'Onboarding Artifacts' })).toBeVisible();
  await livePage(page);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await snap(page, '37-views-skip-link-dashboard');
  await expectNoSeriousViolations(page, 'the dashboard, skip link focused');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is in the main content, past the sidebar's links.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() =>
      document.getElementById('main-content')?.contains(document.activeElement),
    ),
  ).toBe(true);
  expect(await focused(page)).not.toContain('Onboarding Artifacts');
});

test('the ICP form takes the focus as it opens and gives it back as it closes', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const create = page.getByRole('button', { name: 'Create ICP' });
  await create.click();
  await expect(page.getByRole('heading', { name: 'Create New ICP' })).toBeFocused();
  await snap(page, '37-views-icp-form-focus');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeFocused();
});

test('on a phone, the Instructions and History tables show every column of a row', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, STAFF);
  const description = unique('phone');
  await addInstruction(page, description);
  await openInstructionList(page, description);

  const row = page.locator('tbody tr').filter({ hasText: description });
  for (const text of [
    'Version',
    'V1.0',
    'Description',
    description,
    'Type',
    'Buyer Persona',
    'Status',
    'Active',
    'Last Modified',
    'Instruction',
    'List the buyer personas and their roles.',
    'Test cases',
    'Actions',
  ])
    await expect(row.getByText(text, { exact: false }).first()).toBeInViewport();
  await expect(row.getByRole('button', { name: `Edit V1.0 (${description})` })).toBeInViewport();
  const history = row.getByRole('button', { name: `History of V1.0 (${description})` });
  await expect(history).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, '37-views-phone-instructions');
  await expectNoSeriousViolations(page, 'the instruction list on a phone');

  await history.click();
  await expect(page.getByRole('heading', { name: 'Version History' })).toBeVisible();
  const version = page.locator('tbody tr').filter({ hasText: 'V1.0' }).first();
  for (const text of ['Compare', 'Author', 'staff@example.com', 'Date', 'Status', 'Actions'])
    await expect(version.getByText(text, { exact: false }).first()).toBeInViewport();
  await expect(version.getByRole('button', { name: 'Scorecard of V1.0' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, '37-views-phone-history');
  await expectNoSeriousViolations(page, 'an instruction history on a phone');
});

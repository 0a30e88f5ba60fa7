import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { adminApi, dashboardLink, importFile, type Scope } from '../support/exchange';
import { ADMIN } from '../support/portal';
import { signIn, signInToDashboard, snap } from '../support/session';

// Issue 24 §1–2 in the browser: a workspace's pack exported, imported into an empty workspace
// and exported again gives the same hash; a CSV with one bad row names it and writes nothing.

/** Exports the workspace pack from the open tab: the file's suggested name and its pack. */
async function exportPack(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Export / });
  await dialog.getByRole('radio', { name: 'Workspace pack: ICPs and USPs as JSON' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text, pack: JSON.parse(text) as { hash: string } };
}

test("a workspace's pack imported into an empty workspace exports with the same hash", async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const source = await api.scope('Acme Corp', 'Enterprise Sales');
  const target = await api.scope('Globex', 'EMEA');
  const seeded = await api.empty(target);
  try {
    await importedPackExportsTheSame(page, api, source, target);
  } finally {
    await api.putBack(target, seeded);
  }
});

async function importedPackExportsTheSame(
  page: Page,
  api: Awaited<ReturnType<typeof adminApi>>,
  source: Scope,
  target: Scope,
) {
  const icps = (await api.list('icp', source)).length;
  const usps = (await api.list('usp', source)).length;
  await signIn(page, ADMIN);

  await page.goto(dashboardLink(source));
  const exported = await exportPack(page);
  expect(exported.name).toMatch(/^enterprise-sales-pack-\d{4}-\d{2}-\d{2}\.json$/);

  await page.goto(dashboardLink(target));
  await expect(page.getByText('No ICPs Found')).toBeVisible();
  const dialog = await importFile(page, exported.name, exported.text);
  await expect(dialog.getByRole('status')).toHaveText(
    `${icps + usps} new, 0 already exist, 0 rows with errors`,
  );
  await expectNoSeriousViolations(page, 'import preview');
  await snap(page, '96-import-preview');
  // The preview wrote nothing.
  expect(await api.list('icp', target)).toHaveLength(0);

  await dialog.getByRole('button', { name: `Import ${icps + usps} records` }).click();
  await expect(page.getByText(`${icps + usps} records imported.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await api.list('icp', target)).toHaveLength(icps);
  expect(await api.list('usp', target)).toHaveLength(usps);

  const again = await exportPack(page);
  expect(again.name).toMatch(/^emea-pack-\d{4}-\d{2}-\d{2}\.json$/);
  expect(again.pack.hash).toBe(exported.pack.hash);
}

test('a CSV with one bad row names its row and column, and nothing is written', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const scope = await api.scope('Globex', 'EMEA');
  const before = (await api.list('usp', scope)).length;
  await signIn(page, ADMIN);
  await page.goto(dashboardLink(scope, 'usp'));

  const csv =
    'name,differentiator,product 1,capability 1\r\n' +
    `E2E import ${Date.now()},Setup in a day,Portal,Import\r\n` +
    'Missing its differentiator,,Portal,Import\r\n';
  const dialog = await importFile(page, 'usps.csv', csv);
  await expect(dialog.getByRole('status')).toHaveText('1 new, 0 already exist, 1 row with errors');
  // Said once, in the form's words (issue 37 §4), not 'differentiator: differentiator …'.
  await expect(dialog.getByRole('region', { name: 'Rows with errors' })).toContainText(
    /Row 3 \(USP\): Differentiator \w/,
  );
  await expect(dialog.getByRole('region', { name: 'Rows with errors' })).not.toContainText(
    'differentiator',
  );
  // Nothing can be imported: the button counts no record.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page, 'import with an error');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await api.list('usp', scope)).toHaveLength(before);
});

test("the toolbar's Export offers the selected cards first, beside everything (issue 37 §4)", async ({
  page,
}) => {
  await signInToDashboard(page, ADMIN);
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();

  // The toolbar's Export comes before the selection bar's.
  await page.getByRole('button', { name: 'Export', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Export 2 selected ICPs' });
  const which = dialog.getByRole('radiogroup', { name: 'Which records' });
  await expect(which.getByRole('radio', { name: 'Export 2 selected ICPs' })).toBeChecked();
  await expectNoSeriousViolations(page, 'export with a selection');
  await snap(page, '37-exchange-export-selection');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, '37-exchange-export-selection-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^enterprise-sales-icps-selected-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const pack = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    icps: unknown[];
  };
  expect(pack.icps).toHaveLength(2);
});

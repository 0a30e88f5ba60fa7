import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { adminApi, dashboardLink, importFile } from '../support/exchange';
import { ADMIN } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 37 §4 in the browser: beside all-or-nothing, "Import the valid rows and list the
// rest" imports the valid rows of a CSV, lists the row left out, and downloads it with its
// reason (a UTF-8 byte order mark first, as exports have).

const PHONE = { width: 390, height: 844 };

const CSV = [
  'name,description',
  'Valid rows one,First of two',
  'Valid rows formula,=1+1',
  'Valid rows two,Second of two',
].join('\r\n');

test('the valid rows of a CSV are imported, the rest listed and downloadable with the reason', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const target = await api.scope('Globex', 'EMEA');
  const seeded = await api.empty(target);
  try {
    await signInToDashboard(page, ADMIN);
    await page.goto(dashboardLink(target));
    await expect(page.getByText('No ICPs Found')).toBeVisible();

    const dialog = await importFile(page, 'emea-icps.csv', CSV);
    await expect(dialog.getByRole('status')).toHaveText(
      '2 new, 0 already exist, 1 row with errors',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Import the valid rows and list the rest' }).check();
    await expect(dialog.getByText(/The rows with errors are left out/)).toBeVisible();
    await expectNoSeriousViolations(page, 'import preview, valid rows chosen');
    await snap(page, '37-exchange-valid-rows-preview');
    await page.setViewportSize(PHONE);
    await snap(page, '37-exchange-valid-rows-preview-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Import 2 records' }).click();
    await expect(page.getByText('2 records imported.', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('2 records imported. 1 row with errors was left out.'),
    ).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Left out' })).toContainText(
      'Row 3 (ICP) “Valid rows formula”',
    );
    // Stored: the two valid rows, in one transaction.
    expect(await api.list('icp', target)).toHaveLength(2);
    await expectNoSeriousViolations(page, 'import done, rows left out');
    await snap(page, '37-exchange-valid-rows-done');
    await page.setViewportSize(PHONE);
    await snap(page, '37-exchange-valid-rows-done-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the rows left out' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('emea-icps-rejected.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'name,description,reason',
        "Valid rows formula,=1+1,Customer Description: Starts with '=' like a spreadsheet formula: put an apostrophe (') before it to keep it as text",
        '',
      ].join('\r\n'),
    );

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Valid rows one' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Valid rows two' })).toBeVisible();
  } finally {
    await api.putBack(target, seeded);
  }
});

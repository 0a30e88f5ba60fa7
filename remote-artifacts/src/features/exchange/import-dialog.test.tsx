import { screen, waitFor, within } from '@testing-library/react';
import type { ImportResult } from '@portal/contract';
import { queryClient } from '@portal/shared/data';
import { acme, enterpriseSales, signIn } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { savedFiles } from '../../testing/saved-files';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';
import { ImportDialog } from './import-dialog';

const http = mockApiPerTest();
const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };
const importUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/import`;
const CSV = 'name,description\r\nFintech,Payments\r\nMid-market SaaS,B2B\r\n';

const preview = (overrides: Partial<ImportResult>): ImportResult => ({
  create: [],
  conflicts: [],
  errors: [],
  written: false,
  ...overrides,
});
const midMarketClash = {
  row: 3,
  kind: 'icp' as const,
  name: 'Mid-market SaaS',
  existingId: 'icp-mid-market',
};
const sent = () => http.history.post.map((request) => bodyOf(request));

async function chooseFile(name: string, text: string) {
  signIn();
  const onClosed = jest.fn();
  const view = renderRoute('/', <ImportDialog scope={scope} kind="icp" onClosed={onClosed} />);
  const dialog = await screen.findByRole('dialog', { name: 'Import ICPs' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await view.user.upload(input, new File([text], name, { type: 'text/csv' }));
  return { ...view, dialog, onClosed };
}

it('previews a CSV (nothing written), follows the clash choice, then writes and reloads the lists', async () => {
  http
    .onPost(importUrl)
    .replyOnce(
      200,
      preview({
        create: [{ row: 2, kind: 'icp', name: 'Fintech' }],
        conflicts: [{ ...midMarketClash, resolution: 'skip' }],
      }),
    )
    .onPost(importUrl)
    .replyOnce(
      200,
      preview({
        create: [{ row: 2, kind: 'icp', name: 'Fintech' }],
        conflicts: [{ ...midMarketClash, resolution: 'copy', newName: 'Mid-market SaaS (copy)' }],
      }),
    )
    .onPost(importUrl)
    .replyOnce(
      200,
      preview({
        create: [{ row: 2, kind: 'icp', name: 'Fintech' }],
        conflicts: [{ ...midMarketClash, resolution: 'copy', newName: 'Mid-market SaaS (copy)' }],
        written: true,
      }),
    );
  queryClient.setQueryData(workspaceListKey('icps', acme.id, enterpriseSales.id), []);
  const { user, dialog, onClosed } = await chooseFile('icps.csv', CSV);

  expect(
    await within(dialog).findByText('1 new, 1 already exists, 0 rows with errors'),
  ).toBeInTheDocument();
  expect(sent()).toEqual([
    { format: 'csv', kind: 'icp', content: CSV, onConflict: 'skip', dryRun: true },
  ]);
  expect(within(dialog).getByText('Chosen: icps.csv')).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: 'To create' })).toHaveTextContent(
    'Row 2 (ICP) “Fintech”',
  );
  expect(within(dialog).getByRole('region', { name: 'Already exist' })).toHaveTextContent(
    'Row 3 (ICP) “Mid-market SaaS”: skipped',
  );
  expect(within(dialog).getByRole('radio', { name: 'Skip: keep the existing one' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Import 1 record' })).toBeEnabled();

  await user.click(within(dialog).getByRole('radio', { name: 'Create as a copy' }));
  expect(
    await within(dialog).findByText(/created as “Mid-market SaaS \(copy\)”/),
  ).toBeInTheDocument();
  expect(sent()[1]).toMatchObject({ onConflict: 'copy', dryRun: true });

  await user.click(within(dialog).getByRole('button', { name: 'Import 2 records' }));
  expect(await screen.findByText('2 records imported.')).toBeInTheDocument();
  expect(sent()[2]).toEqual({
    format: 'csv',
    kind: 'icp',
    content: CSV,
    onConflict: 'copy',
    dryRun: false,
  });
  await waitFor(() => expect(onClosed).toHaveBeenCalled());
  expect(
    queryClient.getQueryState(workspaceListKey('icps', acme.id, enterpriseSales.id))?.isInvalidated,
  ).toBe(true);
});

it("lists a file's errors by row and column, and offers no import", async () => {
  http.onPost(importUrl).reply(
    200,
    preview({
      create: [{ row: 1, kind: 'icp', name: 'Fintech' }],
      errors: [
        {
          row: 2,
          kind: 'icp',
          column: 'segments[0].name',
          message: 'segments[0].name is required',
        },
        { row: 1, kind: 'usp', column: 'products', message: 'products must have at least 1 item' },
      ],
    }),
  );
  const { dialog } = await chooseFile('pack.json', '{"schemaVersion":1}');

  expect(
    await within(dialog).findByText('1 new, 0 already exist, 2 rows with errors'),
  ).toBeInTheDocument();
  // A JSON pack brings all its kinds: no `kind` is sent.
  expect(sent()[0]).toEqual({
    format: 'json',
    content: '{"schemaVersion":1}',
    onConflict: 'skip',
    dryRun: true,
  });
  const errors = within(dialog).getByRole('region', { name: 'Rows with errors' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Row 2 (ICP): Segment 1 Name is required',
    'Row 1 (USP): Products must have at least 1 item',
  ]);
  expect(
    within(dialog).getByText(/Nothing can be imported while the file has errors/),
  ).toBeInTheDocument();
  // Nothing would be imported: the button does not count a record.
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

it("shows a refused import's message and errors, and stays open with nothing written", async () => {
  http
    .onPost(importUrl)
    .replyOnce(200, preview({ create: [{ row: 2, kind: 'icp', name: 'Fintech' }] }))
    .onPost(importUrl)
    .replyOnce(400, {
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 1 error in the file',
      errors: [
        { row: 2, kind: 'icp', column: 'name', message: 'name must be at most 200 characters' },
      ],
    });
  const { user, dialog, onClosed } = await chooseFile('icps.csv', CSV);

  await user.click(await within(dialog).findByRole('button', { name: 'Import 1 record' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was imported: 1 error in the file');
  expect(alert).toHaveTextContent('Row 2 (ICP): ICP Name must be at most 200 characters');
  expect(screen.queryByText(/imported\.$/)).not.toBeInTheDocument();
  expect(onClosed).not.toHaveBeenCalled();
});

it('shows why a file cannot be read at all, with nothing to import', async () => {
  const unreadable =
    "The file is not valid UTF-8 text (line 2): save it as UTF-8 (in Excel: 'CSV UTF-8') and import it again";
  http
    .onPost(importUrl)
    .reply(400, { statusCode: 400, code: 'IMPORT_UNREADABLE', message: unreadable });
  const { dialog } = await chooseFile('icps.csv', 'name\r\nCaf\uFFFD\r\n');

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(unreadable);
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

describe('importing the valid rows and listing the rest', () => {
  const ICPS =
    'name,description,segment 1 name\r\nFintech,Payments,Banks\r\n,"Lenders, small",Credit unions\r\nFormula,=1+1,Banks\r\n';
  const errors = [
    { row: 3, kind: 'icp' as const, column: 'name', message: 'name is required' },
    {
      row: 4,
      kind: 'icp' as const,
      column: 'description',
      message:
        "Starts with '=' like a spreadsheet formula: put an apostrophe (') before it to keep it as text",
    },
  ];
  const rejected = [
    { row: 3, kind: 'icp' as const, name: '' },
    { row: 4, kind: 'icp' as const, name: 'Formula' },
  ];
  const create = [{ row: 2, kind: 'icp' as const, name: 'Fintech' }];

  it('is offered with errors: writes the valid rows, counts them, lists the rest and downloads them with the reasons', async () => {
    const files = savedFiles();
    http
      .onPost(importUrl)
      .replyOnce(200, preview({ create, errors }))
      .onPost(importUrl)
      .replyOnce(200, preview({ create, errors, rejected, written: true }));
    const { user, dialog } = await chooseFile('icps.csv', ICPS);

    expect(
      await within(dialog).findByText('1 new, 0 already exist, 2 rows with errors'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Import the valid rows and list the rest' }),
    );
    expect(
      within(dialog).getByText(
        /The rows with errors are left out: after the import you can download them/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 record' }));

    expect(sent()[1]).toEqual({
      format: 'csv',
      kind: 'icp',
      content: ICPS,
      onConflict: 'skip',
      dryRun: false,
      mode: 'valid-rows',
    });
    expect(await screen.findByText('1 record imported.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 record imported. 2 rows with errors were left out.'),
    ).toBeInTheDocument();
    const left = within(dialog).getByRole('region', { name: 'Left out' });
    expect(
      within(left)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3 (ICP)', 'Row 4 (ICP) “Formula”']);

    await user.click(within(dialog).getByRole('button', { name: 'Download the rows left out' }));
    expect(files.map((file) => file.name)).toEqual(['icps-rejected.csv']);
    expect(await files[0]!.head).toEqual([0xef, 0xbb, 0xbf]);
    expect(await files[0]!.text).toBe(
      [
        'name,description,segment 1 name,reason',
        ',"Lenders, small",Credit unions,ICP Name is required',
        `Formula,=1+1,Banks,Customer Description: Starts with '=' like a spreadsheet formula: put an apostrophe (') before it to keep it as text`,
        '',
      ].join('\r\n'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered when no row is valid, and all or nothing sends no mode', async () => {
    http.onPost(importUrl).replyOnce(200, preview({ errors }));
    const { dialog } = await chooseFile('icps.csv', ICPS);

    expect(
      await within(dialog).findByText('0 new, 0 already exist, 2 rows with errors'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sent()[0]).not.toHaveProperty('mode');
  });
});

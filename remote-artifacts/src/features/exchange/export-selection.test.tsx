import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl, manyIcps } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';
import { savedFiles } from '../../testing/saved-files';

const exportUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/export`;
const today = new Date().toISOString().slice(0, 10);
const pack = '{"schemaVersion":1,"icps":[],"usps":[],"hash":"sha256:00"}';
const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, manyIcps(4));
});

// Its code loads on the first selection, so it appears a moment after the first click.
const selectionBar = () => screen.findByRole('region', { name: 'Selected ICPs' });

/** Selects ICP 1 and ICP 3, then opens the selection bar's 'Export'. */
async function exportTwo(user: ReturnType<typeof renderDashboard>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 3' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ICP 1' }));
  await user.click(await within(await selectionBar()).findByRole('button', { name: 'Export' }));
  return screen.findByRole('dialog', { name: 'Export 2 selected ICPs' });
}

it('exports the selected cards as JSON or CSV of their kind, named as a selection, then gives focus back', async () => {
  const files = savedFiles();
  http.onGet(exportUrl).reply(200, 'name,description\r\nICP 1,x\r\nICP 3,y\r\n');
  const { user } = renderDashboard();

  const dialog = await exportTwo(user);
  expect(within(dialog).getByRole('radio', { name: 'ICPs as JSON' })).toBeChecked();
  expect(
    within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['ICPs as JSON', 'ICPs as CSV (for spreadsheets)']);
  await user.click(within(dialog).getByRole('radio', { name: 'ICPs as CSV (for spreadsheets)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));

  await waitFor(() => expect(files).toHaveLength(1));
  // The list's order, not the order clicked.
  expect(http.history.get.filter((r) => r.url === exportUrl).map((r) => r.params)).toEqual([
    { format: 'csv', kind: 'icp', ids: 'icp-1,icp-3' },
  ]);
  expect(files[0]!.name).toBe(`enterprise-sales-icps-selected-${today}.csv`);
  await expect(files[0]!.text).resolves.toBe('name,description\r\nICP 1,x\r\nICP 3,y\r\n');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(await selectionBar()).getByRole('button', { name: 'Export' })).toHaveFocus();
  expect(screen.getByText('2 selected')).toBeInTheDocument();
});

it('keeps Download busy while the export runs; a failure says so and offers Retry', async () => {
  const files = savedFiles();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let answer: (reply: [number, unknown]) => void = () => {};
  http
    .onGet(exportUrl)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' })
    .onGet(exportUrl)
    .replyOnce(() => new Promise((resolve) => (answer = resolve)));
  const { user } = renderDashboard();

  const dialog = await exportTwo(user);
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  expect(await within(dialog).findByText('Error exporting')).toBeInTheDocument();
  expect(within(dialog).getByText('Internal Server Error')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: /Download/ })).toHaveClass('ant-btn-loading'),
  );
  expect(files).toHaveLength(0);
  answer([200, pack]);

  await waitFor(() => expect(files).toHaveLength(1));
  expect(http.history.get.filter((r) => r.url === exportUrl).map((r) => r.params)).toEqual([
    { format: 'json', kind: 'icp', ids: 'icp-1,icp-3' },
    { format: 'json', kind: 'icp', ids: 'icp-1,icp-3' },
  ]);
  expect(files[0]!.name).toBe(`enterprise-sales-icps-selected-${today}.json`);
});

it('names one selected card in the singular, and Cancel gives focus back to Export', async () => {
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 2' }));
  await user.click(await within(await selectionBar()).findByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export 1 selected ICP' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(await selectionBar()).getByRole('button', { name: 'Export' })).toHaveFocus();
  expect(http.history.get.filter((r) => r.url === exportUrl)).toEqual([]);
});

describe("the toolbar's Export while cards are selected (issue 37 §4)", () => {
  /** The toolbar's 'Export', not the selection bar's. */
  const toolbarExport = async () => {
    const bar = await selectionBar();
    return screen
      .getAllByRole('button', { name: 'Export' })
      .find((button) => !bar.contains(button))!;
  };

  it('offers the selection first: it downloads the selected cards, named as a selection', async () => {
    const files = savedFiles();
    http.onGet(exportUrl).reply(200, pack);
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ICP 1' }));

    await user.click(await toolbarExport());
    const dialog = await screen.findByRole('dialog', { name: 'Export 2 selected ICPs' });
    const which = within(dialog).getByRole('radiogroup', { name: 'Which records' });
    expect(
      within(which)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Export 2 selected ICPs', 'Export all ICPs']);
    expect(within(which).getByRole('radio', { name: 'Export 2 selected ICPs' })).toBeChecked();
    // A selection is of one kind: no workspace pack.
    expect(
      within(dialog).queryByRole('radio', { name: 'Workspace pack: ICPs and USPs as JSON' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(http.history.get.filter((r) => r.url === exportUrl).map((r) => r.params)).toEqual([
      { format: 'json', kind: 'icp', ids: 'icp-1,icp-3' },
    ]);
    expect(files[0]!.name).toBe(`enterprise-sales-icps-selected-${today}.json`);
  });

  it('"Export all" exports everything, the workspace pack included', async () => {
    const files = savedFiles();
    http.onGet(exportUrl).reply(200, pack);
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 2' }));

    await user.click(await toolbarExport());
    const dialog = await screen.findByRole('dialog', { name: 'Export 1 selected ICP' });
    await user.click(within(dialog).getByRole('radio', { name: 'Export all ICPs' }));
    expect(await screen.findByRole('dialog', { name: 'Export ICPs' })).toBe(dialog);
    await user.click(
      within(dialog).getByRole('radio', { name: 'Workspace pack: ICPs and USPs as JSON' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(http.history.get.filter((r) => r.url === exportUrl).map((r) => r.params)).toEqual([
      { format: 'json', kind: 'all' },
    ]);
    expect(files[0]!.name).toBe(`enterprise-sales-pack-${today}.json`);
  });

  it('without a selection it asks nothing about which records', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('checkbox', { name: 'Select ICP 1' });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export ICPs' });
    expect(
      within(dialog).queryByRole('radiogroup', { name: 'Which records' }),
    ).not.toBeInTheDocument();
  });
});

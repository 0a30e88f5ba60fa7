import { screen, waitFor } from '@testing-library/react';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { savedFiles } from '../../testing/saved-files';
import { ExportDialog } from './export-dialog';

const http = mockApiPerTest();
const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };
const exportUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/export`;
const today = new Date().toISOString().slice(0, 10);

function renderExport(kind: 'icp' | 'usp') {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  const onClosed = jest.fn();
  return {
    ...renderRoute('/', <ExportDialog scope={scope} kind={kind} onClosed={onClosed} />),
    onClosed,
  };
}

it("downloads the tab's kind as CSV, named after the workspace, kind and day", async () => {
  const files = savedFiles();
  http.onGet(exportUrl).reply(200, 'name,description\r\nMid-market,B2B\r\n');
  const { user, onClosed } = renderExport('icp');

  await screen.findByRole('dialog', { name: 'Export ICPs' });
  expect(screen.getByRole('radio', { name: 'ICPs as JSON' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'ICPs as CSV (for spreadsheets)' }));
  await user.click(screen.getByRole('button', { name: 'Download' }));

  await waitFor(() => expect(files).toHaveLength(1));
  expect(http.history.get.map((request) => request.params)).toEqual([
    { format: 'csv', kind: 'icp' },
  ]);
  expect(files[0]!.name).toBe(`enterprise-sales-icps-${today}.csv`);
  await expect(files[0]!.text).resolves.toBe('name,description\r\nMid-market,B2B\r\n');
  // A UTF-8 byte order mark, so spreadsheet programs on Windows read en dashes as such.
  await expect(files[0]!.head).resolves.toEqual([0xef, 0xbb, 0xbf]);
  await waitFor(() => expect(onClosed).toHaveBeenCalled());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('downloads the workspace pack as the JSON text the API wrote; a failure offers Retry', async () => {
  const files = savedFiles();
  const pack = '{"schemaVersion":1,"icps":[],"usps":[],"hash":"sha256:00"}';
  http
    .onGet(exportUrl)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' })
    .onGet(exportUrl)
    .replyOnce(200, pack);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderExport('usp');

  await screen.findByRole('dialog', { name: 'Export USPs' });
  await user.click(screen.getByRole('radio', { name: 'Workspace pack: ICPs and USPs as JSON' }));
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByText('Error exporting')).toBeInTheDocument();
  expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
  expect(files).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(http.history.get.map((request) => request.params)).toEqual([
    { format: 'json', kind: 'all' },
    { format: 'json', kind: 'all' },
  ]);
  expect(files[0]!.name).toBe(`enterprise-sales-pack-${today}.json`);
  await expect(files[0]!.text).resolves.toBe(pack);
  // JSON has no byte order mark: JSON readers may refuse one.
  await expect(files[0]!.head).resolves.toEqual([...new TextEncoder().encode(pack.slice(0, 3))]);
});

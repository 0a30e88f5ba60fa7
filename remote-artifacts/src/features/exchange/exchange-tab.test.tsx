import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import {
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();
const importUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/import`;

it("imports from the ICP tab's 'Import', then shows the list as reloaded, focus back on 'Import'", async () => {
  http
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp])
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp, healthcareIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp]);
  http
    .onPost(importUrl)
    .replyOnce(200, {
      create: [{ row: 2, kind: 'icp', name: healthcareIcp.name }],
      conflicts: [],
      errors: [],
      written: false,
    })
    .onPost(importUrl)
    .replyOnce(200, {
      create: [{ row: 2, kind: 'icp', name: healthcareIcp.name }],
      conflicts: [],
      errors: [],
      written: true,
    });
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });
  expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-haspopup', 'dialog');

  const openImport = screen.getByRole('button', { name: 'Import' });
  await user.click(openImport);
  const dialog = await screen.findByRole('dialog', { name: 'Import ICPs' });
  await user.upload(
    dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([`name,description\r\n${healthcareIcp.name},x\r\n`], 'icps.csv', { type: 'text/csv' }),
  );
  await user.click(await within(dialog).findByRole('button', { name: 'Import 1 record' }));

  expect(await screen.findByText('1 record imported.')).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: healthcareIcp.name })).toBeInTheDocument();
  expect(http.history.get.filter(({ url }) => url === icpsUrl())).toHaveLength(2);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(openImport).toHaveFocus());
});

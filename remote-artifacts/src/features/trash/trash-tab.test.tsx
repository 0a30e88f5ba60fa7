import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import type { TrashItem } from '@portal/contract';
import {
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  uspsUrl,
} from '../../testing/artifacts';
import { dashboardUrl, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();
const trashUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash`;
const restoreUrl = `${trashUrl}/icp/${healthcareIcp.id}/restore`;
const DAY = 24 * 60 * 60 * 1000;

const hospitals: TrashItem = {
  kind: 'icp',
  id: healthcareIcp.id,
  name: healthcareIcp.name,
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  revision: 1,
  deletedAt: new Date(Date.now() - DAY).toISOString(),
  purgeAt: new Date(Date.now() + 29 * DAY).toISOString(),
  deletedBy: 'alice',
};
const restored = { ...healthcareIcp, revision: 2 };

beforeEach(() => {
  http.onGet(uspsUrl()).reply(200, [forecastingUsp]);
});

it("restores from the tab's 'Trash': the ICP is back in the list as reloaded", async () => {
  http
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp])
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp, restored]);
  http.onGet(trashUrl).reply(200, { items: [hospitals] });
  http.onPost(restoreUrl).reply(200, restored);
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });

  await user.click(screen.getByRole('button', { name: 'Trash' }));
  const panel = await screen.findByRole('dialog', { name: 'Trash' });
  expect(await within(panel).findByText('Deleted by alice', { exact: false })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByRole('article', { name: healthcareIcp.name })).toBeInTheDocument();
  expect(await within(panel).findByText('The trash is empty')).toBeInTheDocument();
  expect(http.history.post.map(({ url }) => url)).toEqual([restoreUrl]);
  await waitFor(() =>
    expect(http.history.get.filter(({ url }) => url === icpsUrl())).toHaveLength(2),
  );
});

it('a link to a trashed ICP says so; Restore opens its form', async () => {
  http
    .onGet(icpsUrl())
    .replyOnce(200, [midMarketIcp])
    .onGet(icpsUrl())
    .reply(200, [midMarketIcp, restored]);
  http.onGet(`${trashUrl}/icp/${healthcareIcp.id}`).reply(200, hospitals);
  http.onPost(restoreUrl).reply(200, restored);
  const { user, search } = renderDashboard(
    {},
    dashboardUrl({ tenant: acme.id, workspace: enterpriseSales.id, edit: healthcareIcp.id }),
  );

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(`This ICP, “${healthcareIcp.name}”, is in the trash.`);
  expect(notice).toHaveTextContent('It was deleted by alice. Restore it to edit it.');
  expect(new URLSearchParams(search()).get('edit')).toBe(healthcareIcp.id);
  await user.click(within(notice).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByRole('heading', { name: 'Edit ICP' })).toBeInTheDocument();
  expect(screen.getByLabelText('ICP Name')).toHaveValue(healthcareIcp.name);
  expect(http.history.post.map(({ url }) => url)).toEqual([restoreUrl]);
});

it('Dismiss on a trashed link shows the list alone', async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  http.onGet(`${trashUrl}/icp/${healthcareIcp.id}`).reply(200, hospitals);
  const { user, search } = renderDashboard(
    {},
    dashboardUrl({ tenant: acme.id, workspace: enterpriseSales.id, edit: healthcareIcp.id }),
  );

  await user.click(
    within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss' }),
  );

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(new URLSearchParams(search()).get('edit')).toBeNull();
  expect(screen.getByRole('article', { name: midMarketIcp.name })).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

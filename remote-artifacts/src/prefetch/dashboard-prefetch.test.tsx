import { act, screen } from '@testing-library/react';
import { acme, enterpriseSales, globex, signIn } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { deferredReply, icpsUrl, midMarketIcp, uspsUrl } from '../testing/artifacts';
import { renderDashboard } from '../testing/render-dashboard';
import { EARLY_LIST_TTL_MS, forgetEarlyLists } from '../workspace-scope/workspace-list-query';
import { prefetch } from './dashboard-prefetch';

const api = mockApiPerTest();

beforeEach(() => {
  forgetEarlyLists();
  api.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  api.onGet(uspsUrl()).reply(200, []);
});

const stored = { selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id };
const icpRequests = () => api.history.get.filter((request) => request.url === icpsUrl());
/** What was sent, once the client's (asynchronous) interceptors have run. */
async function sent() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return api.history.get.map((request) => request.url);
}

it("starts the stored selection's ICP list on a bare /dashboard", async () => {
  signIn(stored);
  prefetch({ search: '' });
  expect(await sent()).toEqual([icpsUrl()]);
});

it.each([
  [
    'naming the same scope on the ICP tab',
    `?tenant=${acme.id}&workspace=${enterpriseSales.id}&tab=icp`,
  ],
  ['naming no tenant', '?tab=icp'],
])('starts it for a link %s', async (_case, search) => {
  signIn(stored);
  prefetch({ search });
  expect(await sent()).toEqual([icpsUrl()]);
});

it.each([
  ['another workspace in the link', `?tenant=${acme.id}&workspace=w-2`],
  ['the tenant without its workspace', `?tenant=${acme.id}`],
  ["another tenant's link", `?tenant=${globex.id}&workspace=w-9`],
  ['the USP tab', '?tab=usp'],
])('starts nothing for %s', async (_case, search) => {
  signIn(stored);
  prefetch({ search });
  expect(await sent()).toEqual([]);
});

it('starts nothing without a stored workspace', async () => {
  signIn({ selectedTenantId: acme.id });
  prefetch({ search: '' });
  expect(await sent()).toEqual([]);
});

it("is the page's own list: one request, answered before the page shows", async () => {
  signIn(stored);
  prefetch({ search: '' });
  await sent();
  renderDashboard();

  expect(await screen.findByText(midMarketIcp.name)).toBeInTheDocument();
  expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
  expect(icpRequests()).toHaveLength(1);
});

it("is the page's own list: one request, still on its way when the page shows", async () => {
  const list = deferredReply();
  api.onGet(icpsUrl()).reply(list.reply);
  signIn(stored);
  prefetch({ search: '' });
  renderDashboard();
  await act(async () => list.answer([200, [midMarketIcp]]));

  expect(await screen.findByText(midMarketIcp.name)).toBeInTheDocument();
  expect(icpRequests()).toHaveLength(1);
});

it('is shown once: the next time the page shows, it loads the list again', async () => {
  signIn(stored);
  prefetch({ search: '' });
  await sent();
  const first = renderDashboard();
  expect(await screen.findByText(midMarketIcp.name)).toBeInTheDocument();
  first.unmount();

  renderDashboard();
  expect(await screen.findByText(midMarketIcp.name)).toBeInTheDocument();
  expect(icpRequests()).toHaveLength(2);
});

it('is not shown by a page that comes after the answer may have changed', async () => {
  signIn(stored);
  prefetch({ search: '' });
  await sent();
  const now = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => now() + EARLY_LIST_TTL_MS + 1);
  renderDashboard();

  expect(await screen.findByText(midMarketIcp.name)).toBeInTheDocument();
  expect(icpRequests()).toHaveLength(2);
});

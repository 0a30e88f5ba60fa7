import { apiClient, configureRuntime } from '@portal/shared';
import { mockApi, resetSession, signIn } from '@portal/shared/testing';
import { startDashboardRequests } from './dashboard-requests';
import { forgetEarlyGets } from './early-get';

const LIST = '/api/icp-onboarding/t-acme/workspace/w-1';
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetSession();
  forgetEarlyGets();
  configureRuntime({ apiBaseUrl: 'http://api.test' });
  api = mockApi();
  api.onGet(/\/api\/icp-onboarding\//).reply(200, []);
});

afterEach(() => api.restore());

const at = (path: string) => new URL(path, 'http://portal.test');
/** What was sent, once the client's (asynchronous) interceptors have run. */
async function listRequests() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return api.history.get.map((request) => request.url);
}

it("starts the stored selection's ICP list on a bare /dashboard, and the page's call takes it", async () => {
  signIn({ selectedTenantId: 't-acme', selectedWorkspaceId: 'w-1' });
  startDashboardRequests(at('/dashboard'));
  expect(await listRequests()).toEqual([LIST]);

  await apiClient.get(LIST);
  expect(await listRequests()).toEqual([LIST]);
});

it('starts it for a link naming the same scope on the ICP tab', async () => {
  signIn({ selectedTenantId: 't-acme', selectedWorkspaceId: 'w-1' });
  startDashboardRequests(at('/dashboard?tenant=t-acme&workspace=w-1&tab=icp'));
  expect(await listRequests()).toEqual([LIST]);
});

it.each([
  ['another workspace in the link', '/dashboard?tenant=t-acme&workspace=w-2'],
  ["another tenant's link", '/dashboard?tenant=t-globex&workspace=w-9'],
  ['the USP tab', '/dashboard?tab=usp'],
  ['another dashboard page', '/dashboard/settings'],
])('starts nothing for %s', async (_case, path) => {
  signIn({ selectedTenantId: 't-acme', selectedWorkspaceId: 'w-1' });
  startDashboardRequests(at(path));
  expect(await listRequests()).toEqual([]);
});

it('starts nothing without a stored workspace', async () => {
  signIn({ selectedTenantId: 't-acme' });
  startDashboardRequests(at('/dashboard'));
  expect(await listRequests()).toEqual([]);
});

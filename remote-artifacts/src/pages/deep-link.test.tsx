import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { acme, enterpriseSales, globex, initech, smb } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import {
  coachingUsp,
  forecastingUsp,
  healthcareIcp,
  icpsUrl,
  midMarketIcp,
  smbIcp,
  uspsUrl,
} from '../testing/artifacts';
import {
  dashboardUrl,
  openUspTab,
  renderDashboard,
  switchWorkspace,
} from '../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet(icpsUrl(smb.id)).reply(200, [smbIcp]);
  http.onGet(uspsUrl()).reply(200, [forecastingUsp, coachingUsp]);
  http.onGet(uspsUrl(smb.id)).reply(200, []);
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales, smb]);
});

const selection = () => {
  const { selectedTenantId, selectedWorkspaceId } = sessionStore.getState();
  return { tenant: selectedTenantId, workspace: selectedWorkspaceId };
};
const requested = () => http.history.get.map((call) => call.url ?? '');
const noSelection = { selectedTenantId: null, selectedWorkspaceId: null };

it('puts the selected tenant and workspace into the URL on arrival, replacing the entry', async () => {
  const { search, router } = renderDashboard();

  await waitFor(() => expect(search()).toBe(`?tenant=${acme.id}&workspace=${enterpriseSales.id}`));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByRole('article', { name: midMarketIcp.name })).toBeInTheDocument();
});

it("opens a link's tenant, workspace and tab, and the store keeps their ids", async () => {
  renderDashboard(noSelection, dashboardUrl({ tenant: acme.id, workspace: smb.id, tab: 'usp' }));

  expect(await screen.findByRole('tab', { name: 'USP', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('No USPs Found')).toBeInTheDocument();
  expect(selection()).toEqual({ tenant: acme.id, workspace: smb.id });
  expect(requested()).toContain(uspsUrl(smb.id));
  expect(requested()).not.toContain(uspsUrl());
});

it('switches from the stored scope to the one a link names', async () => {
  renderDashboard({}, dashboardUrl({ tenant: acme.id, workspace: smb.id }));

  expect(await screen.findByRole('article', { name: smbIcp.name })).toBeInTheDocument();
  expect(selection()).toEqual({ tenant: acme.id, workspace: smb.id });
  expect(screen.queryByRole('article', { name: midMarketIcp.name })).not.toBeInTheDocument();
});

it.each<[string, Record<string, string>]>([
  ['a tenant that is not among the user’s', { tenant: initech.id, workspace: 'w-initech' }],
  ['an unknown tenant', { tenant: 't-nope' }],
  ['an unknown workspace of one of the user’s tenants', { tenant: acme.id, workspace: 'w-nope' }],
])('says there is no access for %s, loads nothing of it, and leads back', async (_l, params) => {
  const { user } = renderDashboard(noSelection, dashboardUrl(params));

  expect(
    await screen.findByRole('heading', { name: 'You do not have access to this workspace' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  // Nothing of the named tenant is asked for: only the user's own lists.
  expect(requested().filter((url) => /onboarding/.test(url))).toEqual([]);
  expect(requested().filter((url) => !url.endsWith(`/tenant/${acme.id}`))).toEqual([]);
  expect(selection().workspace).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Back to tenant selection' }));
  expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
});

it('never shows the previous workspace’s items while a link’s scope is checked', async () => {
  http.onGet(`/api/workspaces/tenant/${globex.id}`).reply(() => new Promise(() => {}));
  renderDashboard({}, dashboardUrl({ tenant: globex.id, workspace: 'w-emea' }));

  expect(await screen.findByRole('heading', { name: 'Onboarding Artifacts' })).toBeInTheDocument();
  await waitFor(() => expect(selection().tenant).toBe(globex.id));
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it('changing tab or workspace updates the URL in place', async () => {
  const { user, search, router } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });

  await openUspTab(user);
  await waitFor(() => expect(new URLSearchParams(search()).get('tab')).toBe('usp'));
  await switchWorkspace(user, 'SMB');

  await waitFor(() => expect(search()).toBe(`?tenant=${acme.id}&workspace=${smb.id}&tab=usp`));
  expect(await screen.findByText('No USPs Found')).toBeInTheDocument();
  expect(selection()).toEqual({ tenant: acme.id, workspace: smb.id });
  expect(router.state.historyAction).toBe('REPLACE');
});

it('an open form has its own URL, and such a link opens the form filled in', async () => {
  const { user, search } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: `Edit ICP ${midMarketIcp.name}` }));

  await waitFor(() => expect(new URLSearchParams(search()).get('edit')).toBe(midMarketIcp.id));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(new URLSearchParams(search()).get('edit')).toBeNull());
});

it.each([
  ['the edit form of an ICP', { edit: midMarketIcp.id }, 'Edit ICP', midMarketIcp.name],
  ['the create form of a USP', { tab: 'usp', edit: 'new' }, 'Create New USP', ''],
  ['the edit form of a USP', { tab: 'usp', edit: coachingUsp.id }, 'Edit USP', coachingUsp.name],
])('a link opens %s', async (_label, params, heading, name) => {
  renderDashboard(
    noSelection,
    dashboardUrl({ tenant: acme.id, workspace: enterpriseSales.id, ...params }),
  );

  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByLabelText(heading.includes('ICP') ? 'ICP Name' : 'USP Name')).toHaveValue(
    name,
  );
});

it('a link to an item the workspace does not have, nor its trash, shows the list', async () => {
  http
    .onGet(`/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp/icp-gone`)
    .reply(404, { code: 'NOT_FOUND', message: 'Not in the trash', statusCode: 404 });
  const { search } = renderDashboard(
    {},
    dashboardUrl({ tenant: acme.id, workspace: enterpriseSales.id, edit: 'icp-gone' }),
  );

  const list = await screen.findByRole('list', { name: 'ICPs' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  await waitFor(() => expect(new URLSearchParams(search()).get('edit')).toBeNull());
});

it('coming back to a bare /dashboard keeps the tab and form it had', async () => {
  const { router, search } = renderDashboard(
    {},
    dashboardUrl({ tenant: acme.id, workspace: enterpriseSales.id, tab: 'usp' }),
  );
  await screen.findByRole('article', { name: forecastingUsp.name });

  await act(() => router.navigate('/dashboard'));

  await waitFor(() =>
    expect(search()).toBe(`?tenant=${acme.id}&workspace=${enterpriseSales.id}&tab=usp`),
  );
  expect(await screen.findByRole('tab', { name: 'USP', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: forecastingUsp.name })).toBeInTheDocument();
});

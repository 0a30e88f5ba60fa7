import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { acme, enterpriseSales, globex, loadedLists, signIn, smb } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import DashboardPage from './dashboard-page';

const TENANTS = '/api/tenants/';
const ACME_WORKSPACES = `/api/workspaces/tenant/${acme.id}`;
const GLOBEX_WORKSPACES = `/api/workspaces/tenant/${globex.id}`;
const ENTERPRISE_ICPS = `/api/icp-onboarding/${acme.id}/workspace/${enterpriseSales.id}`;
const globexWorkspace = {
  id: 'w-globex',
  name: 'Globex Field Sales',
  tenantId: globex.id,
  description: '',
};

const http = mockApiPerTest();

function renderDashboard() {
  return renderRoute('/dashboard', <DashboardPage />);
}

function requestedUrls(): string[] {
  return http.history.get.map((request) => request.url ?? '');
}

it("says 'Not Authenticated' when nobody is signed in, and asks for nothing", () => {
  renderDashboard();

  expect(screen.getByText('Not Authenticated')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(http.history.get).toHaveLength(0);
});

it('marks the dashboard visited and loads the tenants when none are present', async () => {
  http.onGet(TENANTS).reply(200, [acme, globex]);
  signIn();
  const { user } = renderDashboard();

  expect(sessionStore.getState().hasVisitedDashboard).toBe(true);
  await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
  expect(await screen.findByTitle('Acme Corp')).toBeInTheDocument();
  expect(screen.getByTitle('Globex')).toBeInTheDocument();
  expect(requestedUrls()).toEqual([TENANTS]);
});

it('asks to choose a tenant and a workspace while none is chosen; the workspace switcher waits for a tenant', () => {
  signIn();
  loadedLists({ tenants: [acme] });
  renderDashboard();

  expect(
    screen.getByText('Select a tenant and a workspace to see its onboarding artifacts.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Workspace' })).toBeDisabled();
  expect(http.history.get).toHaveLength(0);
});

it("lists the selected tenant's workspaces and shows the chosen one's description", async () => {
  http.onGet(ACME_WORKSPACES).reply(200, [enterpriseSales, smb]);
  http.onGet(ENTERPRISE_ICPS).reply(200, []);
  signIn({ selectedTenantId: acme.id });
  loadedLists({ tenants: [acme, globex] });
  const { user } = renderDashboard();

  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  await user.click(await screen.findByTitle('Enterprise Sales'));

  expect(sessionStore.getState().selectedWorkspaceId).toBe(enterpriseSales.id);
  expect(screen.getByText(enterpriseSales.description)).toBeInTheDocument();
  expect(
    screen.queryByText('Select a tenant and a workspace to see its onboarding artifacts.'),
  ).not.toBeInTheDocument();
  await waitFor(() => expect(requestedUrls()).toEqual([ACME_WORKSPACES, ENTERPRISE_ICPS]));
});

it('shows no description for a workspace without one', async () => {
  http.onGet(`/api/icp-onboarding/${acme.id}/workspace/${smb.id}`).reply(200, []);
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: smb.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [smb] } });
  renderDashboard();

  expect(screen.queryByText(enterpriseSales.description)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ICP Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('No ICPs Found')).toBeInTheDocument();
});

it("switching the tenant clears the workspace and loads the new tenant's workspaces", async () => {
  http.onGet(GLOBEX_WORKSPACES).reply(200, [globexWorkspace]);
  http.onGet(ENTERPRISE_ICPS).reply(200, []);
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme, globex], workspaces: { [acme.id]: [enterpriseSales, smb] } });
  const { user } = renderDashboard();
  expect(screen.getByText(enterpriseSales.description)).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
  await user.click(await screen.findByTitle('Globex'));

  expect(sessionStore.getState().selectedTenantId).toBe(globex.id);
  expect(sessionStore.getState().selectedWorkspaceId).toBeNull();
  expect(screen.queryByText(enterpriseSales.description)).not.toBeInTheDocument();
  expect(
    screen.getByText('Select a tenant and a workspace to see its onboarding artifacts.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(requestedUrls()).toEqual([ENTERPRISE_ICPS, GLOBEX_WORKSPACES]));

  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  expect(await screen.findByTitle('Globex Field Sales')).toBeInTheDocument();
  expect(screen.queryByTitle('SMB')).not.toBeInTheDocument();
});

it('shows a tenant load failure compactly, and Retry fetches again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet(TENANTS)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Tenants are unavailable' })
    .onGet(TENANTS)
    .replyOnce(200, [acme]);
  signIn();
  const { user } = renderDashboard();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading tenants: Tenants are unavailable');

  await user.click(within(alert).getByRole('button', { name: /Retry/ }));

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
  expect(await screen.findByTitle('Acme Corp')).toBeInTheDocument();
});

it('shows a workspace load failure compactly, and Retry fetches again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet(ACME_WORKSPACES)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Workspaces are unavailable' })
    .onGet(ACME_WORKSPACES)
    .replyOnce(200, [enterpriseSales]);
  signIn({ selectedTenantId: acme.id });
  loadedLists({ tenants: [acme] });
  const { user } = renderDashboard();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading workspaces: Workspaces are unavailable');

  await user.click(within(alert).getByRole('button', { name: /Retry/ }));

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  expect(await screen.findByTitle('Enterprise Sales')).toBeInTheDocument();
});

it("opens on 'ICP Dashboard'; 'USP' shows the USP heading", async () => {
  signIn();
  loadedLists({ tenants: [acme] });
  const { user } = renderDashboard();

  expect(screen.getByRole('tab', { name: 'ICP Dashboard' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('heading', { name: 'ICP Dashboard' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'USP' }));

  expect(screen.getByRole('tab', { name: 'USP' })).toHaveAttribute('aria-selected', 'true');
  expect(
    await screen.findByRole('heading', {
      name: 'USP Dashboard — Manage your Unique Selling Propositions',
    }),
  ).toBeVisible();
});

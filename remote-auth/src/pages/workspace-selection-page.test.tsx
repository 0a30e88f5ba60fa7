import { screen, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import {
  acme,
  enterpriseSales,
  globex,
  initech,
  loadedLists,
  resetSession,
  signIn,
  smb,
  staffUser,
} from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import WorkspaceSelectionPage from './workspace-selection-page';

const ACME_WORKSPACES = `/api/workspaces/tenant/${acme.id}`;

const http = mockApiPerTest();

beforeEach(() => {
  loadedLists({ tenants: [acme, initech] });
});

function renderPage() {
  return renderRoute('/auth/workspace-selection', <WorkspaceSelectionPage />, undefined, {
    checkPointerEvents: true,
  });
}

it("says 'No tenant selected' when no tenant was chosen", () => {
  signIn();
  renderPage();

  expect(screen.getByText('No tenant selected')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeDisabled();
  expect(http.history.get).toHaveLength(0);
});

it("loads the tenant's workspaces (e.g. after a reload), saying 'Loading workspaces...' meanwhile", async () => {
  signIn({ selectedTenantId: acme.id });
  http.onGet(ACME_WORKSPACES).reply(200, [enterpriseSales, smb]);
  const { user } = renderPage();

  expect(screen.getByText('Loading workspaces...')).toBeInTheDocument();
  await user.click(await screen.findByRole('combobox', { name: 'Workspace' }));
  expect(await screen.findByTitle('Enterprise Sales')).toBeInTheDocument();
  expect(screen.getByTitle('SMB')).toBeInTheDocument();
  expect(http.history.get).toHaveLength(1);
});

it('shows the tenant name and its primary domain', () => {
  signIn({ selectedTenantId: acme.id });
  loadedLists({ workspaces: { [acme.id]: [enterpriseSales] } });
  renderPage();

  expect(screen.getByText('Acme Corp')).toBeInTheDocument();
  expect(screen.getByText('acme.example.com')).toBeInTheDocument();
});

it('shows only the name of a tenant without a primary domain', () => {
  signIn({ selectedTenantId: initech.id });
  loadedLists({ workspaces: { [initech.id]: [] } });
  renderPage();

  expect(screen.getByText('Initech')).toBeInTheDocument();
  expect(screen.queryByText(/example\.com/)).not.toBeInTheDocument();
});

it('shows a load failure with the message, and Retry fetches again', async () => {
  signIn({ selectedTenantId: acme.id });
  http
    .onGet(ACME_WORKSPACES)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Workspaces are unavailable' })
    .onGet(ACME_WORKSPACES)
    .replyOnce(200, [enterpriseSales]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading workspaces');
  expect(alert).toHaveTextContent('Workspaces are unavailable');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  await user.click(await screen.findByRole('combobox', { name: 'Workspace' }));
  expect(await screen.findByTitle('Enterprise Sales')).toBeInTheDocument();
  expect(http.history.get).toHaveLength(2);
});

it('tells when the tenant has no workspaces', async () => {
  signIn({ selectedTenantId: acme.id });
  http.onGet(ACME_WORKSPACES).reply(200, []);
  renderPage();

  expect(await screen.findByText('No workspaces available')).toBeInTheDocument();
  expect(screen.getByText("This tenant doesn't have any workspaces yet.")).toBeInTheDocument();
});

it("tells an admin where to create the tenant's first workspace: the tenant in Administration", async () => {
  signIn({ selectedTenantId: acme.id }, { ...staffUser, role: 'admin', isAdmin: true });
  http.onGet(ACME_WORKSPACES).reply(200, []);
  const { user } = renderPage();

  expect(await screen.findByText('No workspaces available')).toBeInTheDocument();
  expect(screen.getByText("This tenant doesn't have any workspaces yet.")).toBeInTheDocument();
  const link = screen.getByRole('link', {
    name: 'Create a workspace for this tenant in Administration',
  });
  expect(link).toHaveAttribute('href', `/dashboard/admin?view=tenants&tenant=${acme.id}`);

  await user.click(link);
  expect(
    await screen.findByText(`Now at /dashboard/admin?view=tenants&tenant=${acme.id}`),
  ).toBeInTheDocument();
});

it('offers no such link to anyone but an admin', async () => {
  signIn({ selectedTenantId: acme.id });
  http.onGet(ACME_WORKSPACES).reply(200, []);
  renderPage();

  expect(await screen.findByText('No workspaces available')).toBeInTheDocument();
  // The page's one link is 'Skip to main content' (issue 37), before the main landmark.
  expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Skip to main content',
  ]);
});

it('enables Continue to Dashboard once a workspace is chosen, then goes to the dashboard', async () => {
  signIn({ selectedTenantId: acme.id });
  loadedLists({ workspaces: { [acme.id]: [enterpriseSales, smb] } });
  const { user } = renderPage();
  const continueButton = screen.getByRole('button', { name: 'Continue to Dashboard' });
  expect(continueButton).toBeDisabled();

  await user.click(screen.getByRole('combobox', { name: 'Workspace' }));
  await user.click(await screen.findByTitle('Enterprise Sales'));

  expect(continueButton).toBeEnabled();
  expect(sessionStore.getState().selectedWorkspaceId).toBe(enterpriseSales.id);
  await user.click(continueButton);
  expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
});

it('goes back to tenant selection, clearing the chosen workspace', async () => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(ACME_WORKSPACES).reply(200, [enterpriseSales]);
  const { user } = renderPage();

  await user.click(screen.getByRole('button', { name: 'Back' }));

  expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
  expect(sessionStore.getState().selectedTenantId).toBe(acme.id);
  expect(sessionStore.getState().selectedWorkspaceId).toBeNull();
});

it('after a reload, names the tenant once the tenant list is loaded', async () => {
  resetSession();
  signIn({ selectedTenantId: acme.id });
  http.onGet('/api/tenants/').reply(200, [acme]);
  http.onGet(ACME_WORKSPACES).reply(200, [enterpriseSales]);
  renderPage();

  expect(screen.getByText('Loading tenants...')).toBeInTheDocument();
  expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Workspace' })).toBeInTheDocument();
});

it('drops a remembered tenant the user no longer reaches: no tenant, nothing of it shown', async () => {
  resetSession();
  signIn({ selectedTenantId: globex.id });
  http.onGet('/api/tenants/').reply(200, [acme]);
  renderPage();

  expect(await screen.findByText('No tenant selected')).toBeInTheDocument();
  expect(screen.queryByText('Globex')).not.toBeInTheDocument();
  expect(sessionStore.getState().selectedTenantId).toBeNull();
  expect(http.history.get.map((request) => request.url)).toEqual(['/api/tenants/']);
});

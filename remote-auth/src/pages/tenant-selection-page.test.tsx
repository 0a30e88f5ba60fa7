import { screen, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { acme, enterpriseSales, globex, loadedLists, staffUser } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import TenantSelectionPage from './tenant-selection-page';

const TENANTS = '/api/tenants/';

const http = mockApiPerTest({ signedIn: true });

function renderPage() {
  return renderRoute('/auth/tenant-selection', <TenantSelectionPage />, undefined, {
    checkPointerEvents: true,
  });
}

it('shows the signed-in user as name and email', async () => {
  http.onGet(TENANTS).reply(200, [acme]);
  renderPage();

  expect(screen.getAllByText(staffUser.username)).toHaveLength(2);
  expect(await screen.findByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
});

it("loads the tenants, saying 'Loading tenants...' meanwhile", async () => {
  http.onGet(TENANTS).reply(200, [acme, globex]);
  const { user } = renderPage();

  expect(screen.getByText('Loading tenants...')).toBeInTheDocument();
  const tenant = await screen.findByRole('combobox', { name: 'Tenant' });
  expect(tenant).toHaveAccessibleDescription('Select the tenant you want to access');
  expect(http.history.get).toHaveLength(1);

  await user.click(tenant);
  expect(await screen.findByTitle('Acme Corp')).toBeInTheDocument();
  expect(screen.getByTitle('Globex')).toBeInTheDocument();
});

it('does not fetch tenants again when they are already loaded', async () => {
  loadedLists({ tenants: [acme] });
  renderPage();

  expect(await screen.findByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
  expect(http.history.get).toHaveLength(0);
});

it('shows a load failure with the message, and Retry fetches again', async () => {
  http
    .onGet(TENANTS)
    .replyOnce(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No access to tenants' })
    .onGet(TENANTS)
    .replyOnce(200, [acme]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading tenants');
  expect(alert).toHaveTextContent('No access to tenants');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
  expect(await screen.findByTitle('Acme Corp')).toBeInTheDocument();
  expect(http.history.get).toHaveLength(2);
});

it('enables Continue once a tenant is chosen, loads its workspaces and goes on', async () => {
  http.onGet(TENANTS).reply(200, [acme, globex]);
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);
  const { user } = renderPage();
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  expect(continueButton).toBeDisabled();

  await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
  await user.click(await screen.findByTitle('Acme Corp'));

  expect(continueButton).toBeEnabled();
  expect(sessionStore.getState().selectedTenantId).toBe(acme.id);
  expect(http.history.get.map((request) => request.url)).toContain(
    `/api/workspaces/tenant/${acme.id}`,
  );

  await user.click(continueButton);
  expect(await screen.findByText('Now at /auth/workspace-selection')).toBeInTheDocument();
});

it('signs out: drops the token and returns to the sign-in page', async () => {
  http.onGet(TENANTS).reply(200, [acme]);
  const { user } = renderPage();
  await screen.findByRole('combobox', { name: 'Tenant' });

  await user.click(screen.getByRole('button', { name: 'Sign Out' }));

  expect(await screen.findByText('Now at /auth/login')).toBeInTheDocument();
  expect(window.localStorage.getItem('auth_token')).toBeNull();
  expect(sessionStore.getState().isAuthenticated).toBe(false);
});

it('after a reload, a tenant list refused for a one-time password sends the user to change it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.onGet(TENANTS).reply(403, {
    statusCode: 403,
    code: 'PASSWORD_CHANGE_REQUIRED',
    message: 'Change your one-time password first',
  });
  const { router } = renderPage();

  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  expect(sessionStore.getState().mustChangePassword).toBe(true);
  expect(router.state.location.state).toEqual({ continueTo: '/auth/tenant-selection' });
});

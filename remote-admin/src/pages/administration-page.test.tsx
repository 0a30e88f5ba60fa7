import { screen, within } from '@testing-library/react';
import { acme, loadedLists, signIn } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { adminAccount, signInAsAdmin } from '../testing/admin-fixtures';
import AdministrationPage from './administration-page';

const http = mockApiPerTest();

const renderAt = (url = '/dashboard/admin') =>
  renderRoute('/dashboard/admin', <AdministrationPage />, url);

it('tells anyone but an admin that the area is not theirs, and asks the API nothing', () => {
  signIn();
  renderAt();

  expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  expect(screen.getByText(/Only admins may manage accounts/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Onboarding Artifacts' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(http.history.get).toHaveLength(0);
});

it('opens on Accounts, and each tab is in the URL', async () => {
  signInAsAdmin();
  http.onGet('/api/users').reply(200, [adminAccount]);
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [] } });
  const { user, router } = renderAt();

  expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Accounts', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('admin@example.com')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Tenants' }));

  expect(router.state.location.search).toBe('?view=tenants');
  expect(await screen.findByRole('link', { name: 'Acme Corp' })).toBeInTheDocument();
});

it("opens a tenant named by the URL, and 'Back to tenants' returns to the list", async () => {
  signInAsAdmin();
  http.onGet(`/api/tenants/${acme.id}/members`).reply(200, []);
  http.onGet('/api/users').reply(200, [adminAccount]);
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [] } });
  const { user, router } = renderAt(`/dashboard/admin?view=tenants&tenant=${acme.id}`);

  const heading = screen.getByRole('heading', { name: /Acme Corp/ });
  expect(within(heading).getByText('Live')).toBeInTheDocument();
  expect(await screen.findByText('No members yet')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Back to tenants' }));

  expect(router.state.location.search).toBe('?view=tenants');
  expect(await screen.findByRole('textbox', { name: 'Search tenants' })).toBeInTheDocument();
});

it('says so when the URL names a tenant that is not there', () => {
  signInAsAdmin();
  loadedLists({ tenants: [acme] });
  renderAt('/dashboard/admin?view=tenants&tenant=t-gone');

  expect(screen.getByText('Tenant not found')).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales, globex, initech, refusal, smb } from '@portal/shared/testing';
import { bodyOf, fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import type { Tenant } from '@portal/contract';
import AdministrationPage from '../pages/administration-page';
import { signInAsAdmin } from '../testing/admin-fixtures';

const TENANTS = '/api/tenants/';
const http = mockApiPerTest();
// Tables, selects and dialogs over antd's DOM: on a busy two-core machine a test of a whole
// flow takes longer than jest's 15 s.
jest.setTimeout(60_000);
const oldCo: Tenant = { id: 't-old', name: 'Old Co', configuration: {}, archived: true };

beforeEach(() => {
  signInAsAdmin();
  http
    .onGet(`/api/workspaces/tenant/${acme.id}`)
    .reply(200, [enterpriseSales, { ...smb, archived: true }]);
  for (const tenant of [globex, initech, oldCo])
    http.onGet(`/api/workspaces/tenant/${tenant.id}`).reply(200, []);
});

const renderTenants = () =>
  renderRoute('/dashboard/admin', <AdministrationPage />, '/dashboard/admin?view=tenants');

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const dialog = () => screen.findByRole('dialog');
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

it('says it is loading, then lists each tenant with its domain, workspaces and state', async () => {
  http.onGet(TENANTS).reply(200, [acme, globex, initech, oldCo]);
  renderTenants();

  expect(screen.getByText('Loading tenants...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Acme Corp' });

  expect(names()).toEqual(['Acme Corp', 'Globex', 'Initech', 'Old Co']);
  const acmeRow = within(rowOf('Acme Corp'));
  expect(acmeRow.getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
    'href',
    `/dashboard/admin?view=tenants&tenant=${acme.id}`,
  );
  expect(acmeRow.getByText('acme.example.com')).toBeInTheDocument();
  expect(await acmeRow.findByText('(1 archived)')).toBeInTheDocument();
  expect(acmeRow.getByText('Live')).toBeInTheDocument();
  expect(within(rowOf('Initech')).getByText('None')).toBeInTheDocument();
  expect(within(rowOf('Old Co')).getByText('Archived')).toBeInTheDocument();
  expect(
    within(rowOf('Old Co')).getByRole('button', { name: 'Unarchive Old Co' }),
  ).toBeInTheDocument();
});

it('shows a load failure with the reason, and Retry loads again', async () => {
  quiet();
  http
    .onGet(TENANTS)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Tenants are unavailable'))
    .onGet(TENANTS)
    .replyOnce(200, [acme]);
  const { user } = renderTenants();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading tenants');
  expect(alert).toHaveTextContent('Tenants are unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('link', { name: 'Acme Corp' })).toBeInTheDocument();
});

it('searches by name or domain and sorts by a column', async () => {
  http.onGet(TENANTS).reply(200, [acme, globex, initech]);
  const { user } = renderTenants();
  await screen.findByRole('link', { name: 'Acme Corp' });

  await user.click(screen.getByRole('columnheader', { name: 'Name' }));
  expect(names()).toEqual(['Initech', 'Globex', 'Acme Corp']);

  await fill(user, screen.getByRole('textbox', { name: 'Search tenants' }), 'globex.example');
  expect(names()).toEqual(['Globex']);
  await fill(user, screen.getByRole('textbox', { name: 'Search tenants' }), 'umbrella');
  expect(screen.getByText('No tenants found')).toBeInTheDocument();
  expect(screen.getByText("No tenant matches 'umbrella'.")).toBeInTheDocument();
});

it('says there are none yet when the list is empty', async () => {
  http.onGet(TENANTS).reply(200, []);
  renderTenants();

  expect(await screen.findByText('No tenants found')).toBeInTheDocument();
  expect(screen.getByText('Create the first tenant.')).toBeInTheDocument();
});

it('creates a tenant, checking its name first, then opens it', async () => {
  const umbrella: Tenant = {
    id: 't-umbrella',
    name: 'Umbrella',
    configuration: { primaryDomain: 'umbrella.example.com' },
  };
  http.onGet(TENANTS).replyOnce(200, [acme]).onGet(TENANTS).reply(200, [acme, umbrella]);
  http.onPost(TENANTS).reply(201, umbrella);
  const { user, router } = renderTenants();
  await screen.findByRole('link', { name: 'Acme Corp' });

  await user.click(screen.getByRole('button', { name: 'Create Tenant' }));
  const form = within(await dialog());
  await user.click(form.getByRole('button', { name: 'Create Tenant' }));
  expect(await form.findByText('Tenant Name is required')).toBeInTheDocument();

  await fill(user, form.getByLabelText('Tenant Name'), ' Umbrella ');
  await fill(user, form.getByLabelText('Primary Domain'), 'umbrella.example.com');
  await user.click(form.getByRole('button', { name: 'Create Tenant' }));

  await waitFor(() =>
    expect(router.state.location.search).toBe(`?view=tenants&tenant=${umbrella.id}`),
  );
  expect(bodyOf(http.history.post[0])).toEqual({
    name: 'Umbrella',
    configuration: { primaryDomain: 'umbrella.example.com' },
  });
});

it("edits a tenant's name and clears its domain; a taken name is refused in the form", async () => {
  quiet();
  http.onGet(TENANTS).reply(200, [acme, globex]);
  http
    .onPut(`/api/tenants/${acme.id}`)
    .replyOnce(409, refusal(409, 'NAME_IN_USE', 'A tenant named Globex already exists'))
    .onPut(`/api/tenants/${acme.id}`)
    .replyOnce(200, { ...acme, name: 'Acme Inc', configuration: {} });
  const { user } = renderTenants();
  await screen.findByRole('link', { name: 'Acme Corp' });

  await user.click(screen.getByRole('button', { name: 'Edit Acme Corp' }));
  const form = within(await dialog());
  expect(form.getByLabelText('Tenant Name')).toHaveValue('Acme Corp');
  expect(form.getByLabelText('Primary Domain')).toHaveValue('acme.example.com');
  await fill(user, form.getByLabelText('Tenant Name'), 'Globex');
  await user.click(form.getByRole('button', { name: 'Save Tenant' }));
  expect(await form.findByRole('alert')).toHaveTextContent('A tenant named Globex already exists');

  await fill(user, form.getByLabelText('Tenant Name'), 'Acme Inc');
  await user.clear(form.getByLabelText('Primary Domain'));
  await user.click(form.getByRole('button', { name: 'Save Tenant' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(http.history.put[1])).toEqual({
    name: 'Acme Inc',
    configuration: { primaryDomain: null },
  });
});

it('archives and unarchives a tenant, each once confirmed', async () => {
  http
    .onGet(TENANTS)
    .replyOnce(200, [acme, oldCo])
    .onGet(TENANTS)
    .replyOnce(200, [{ ...acme, archived: true }, oldCo])
    .onGet(TENANTS)
    .reply(200, [
      { ...acme, archived: true },
      { ...oldCo, archived: undefined },
    ]);
  http.onPost(`/api/tenants/${acme.id}/archive`).reply(200, { ...acme, archived: true });
  http.onPost(`/api/tenants/${oldCo.id}/unarchive`).reply(200, { ...oldCo, archived: undefined });
  const { user } = renderTenants();
  await screen.findByRole('link', { name: 'Acme Corp' });

  await user.click(screen.getByRole('button', { name: 'Archive Acme Corp' }));
  expect(await dialog()).toHaveTextContent('Archive Acme Corp?');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(http.history.post).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Archive Acme Corp' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Archive' }));
  expect(await screen.findByRole('button', { name: 'Unarchive Acme Corp' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unarchive Old Co' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Unarchive' }));

  expect(await screen.findByRole('button', { name: 'Archive Old Co' })).toBeInTheDocument();
  expect(within(rowOf('Acme Corp')).getByText('Archived')).toBeInTheDocument();
});

it('shows a refused unarchive above the table', async () => {
  quiet();
  http.onGet(TENANTS).reply(200, [oldCo]);
  http
    .onPost(`/api/tenants/${oldCo.id}/unarchive`)
    .reply(409, refusal(409, 'NAME_IN_USE', 'A tenant named Old Co already exists'));
  const { user } = renderTenants();
  await screen.findByRole('link', { name: 'Old Co' });

  await user.click(screen.getByRole('button', { name: 'Unarchive Old Co' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Unarchive' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A tenant named Old Co already exists',
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales, loadedLists, refusal, smb } from '@portal/shared/testing';
import { bodyOf, fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import AdministrationPage from '../pages/administration-page';
import {
  adminAccount,
  signInAsAdmin,
  staffAccount,
  viewerAccount,
} from '../testing/admin-fixtures';

const WORKSPACES = `/api/workspaces/tenant/${acme.id}`;
const MEMBERS = `/api/tenants/${acme.id}/members`;
const http = mockApiPerTest();
// Tables, selects and dialogs over antd's DOM: on a busy two-core machine a test of a whole
// flow takes longer than jest's 15 s.
jest.setTimeout(60_000);
const staffMember = { id: staffAccount.id, username: staffAccount.username, role: 'editor' };

beforeEach(() => {
  signInAsAdmin();
  loadedLists({ tenants: [acme] });
  http.onGet('/api/users').reply(200, [adminAccount, staffAccount, viewerAccount]);
});

const renderTenant = () =>
  renderRoute(
    '/dashboard/admin',
    <AdministrationPage />,
    `/dashboard/admin?view=tenants&tenant=${acme.id}`,
  );

const section = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('.ant-card') as HTMLElement);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const dialog = () => screen.findByRole('dialog');
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

it("shows the tenant's workspaces and members, each list loading first", async () => {
  http.onGet(WORKSPACES).reply(200, [enterpriseSales, { ...smb, archived: true }]);
  http.onGet(MEMBERS).reply(200, [staffMember]);
  renderTenant();

  expect(screen.getByText('acme.example.com')).toBeInTheDocument();
  expect(screen.getByText('Loading workspaces...')).toBeInTheDocument();
  expect(screen.getByText('Loading members...')).toBeInTheDocument();

  expect(await section('Workspaces').findByText('Enterprise Sales')).toBeInTheDocument();
  expect(
    section('Workspaces').getByText('Outbound motion for enterprise accounts'),
  ).toBeInTheDocument();
  expect(within(rowOf('SMB')).getByText('Archived')).toBeInTheDocument();
  expect(await section('Members').findByText('staff@example.com')).toBeInTheDocument();
  expect(section('Members').getByText('Editor')).toBeInTheDocument();
});

it('says when a tenant has no workspaces or members yet', async () => {
  http.onGet(WORKSPACES).reply(200, []);
  http.onGet(MEMBERS).reply(200, []);
  renderTenant();

  expect(await screen.findByText('No workspaces yet')).toBeInTheDocument();
  expect(await screen.findByText('No members yet')).toBeInTheDocument();
});

it('shows each list failing with its reason, and Retry loads it again', async () => {
  quiet();
  http
    .onGet(WORKSPACES)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Workspaces are unavailable'))
    .onGet(WORKSPACES)
    .replyOnce(200, [enterpriseSales]);
  http
    .onGet(MEMBERS)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Members are unavailable'))
    .onGet(MEMBERS)
    .replyOnce(200, [staffMember]);
  const { user } = renderTenant();

  const workspacesAlert = await section('Workspaces').findByRole('alert');
  expect(workspacesAlert).toHaveTextContent('Error loading workspaces');
  expect(workspacesAlert).toHaveTextContent('Workspaces are unavailable');
  await user.click(within(workspacesAlert).getByRole('button', { name: 'Retry' }));
  expect(await section('Workspaces').findByText('Enterprise Sales')).toBeInTheDocument();

  const membersAlert = await section('Members').findByRole('alert');
  expect(membersAlert).toHaveTextContent('Members are unavailable');
  await user.click(within(membersAlert).getByRole('button', { name: 'Retry' }));
  expect(await section('Members').findByText('staff@example.com')).toBeInTheDocument();
});

it('creates a workspace, checking its name first', async () => {
  const created = { id: 'w-new', name: 'Renewals', tenantId: acme.id, description: 'Upsell' };
  http.onGet(WORKSPACES).replyOnce(200, []).onGet(WORKSPACES).reply(200, [created]);
  http.onGet(MEMBERS).reply(200, []);
  http.onPost('/api/workspaces/').reply(201, created);
  const { user } = renderTenant();
  await screen.findByText('No workspaces yet');

  await user.click(screen.getByRole('button', { name: 'Create Workspace' }));
  const form = within(await dialog());
  await user.click(form.getByRole('button', { name: 'Create Workspace' }));
  expect(await form.findByText('Workspace Name is required')).toBeInTheDocument();
  await fill(user, form.getByLabelText('Workspace Name'), 'Renewals');
  await fill(user, form.getByLabelText('Description'), 'Upsell');
  await user.click(form.getByRole('button', { name: 'Create Workspace' }));

  expect(await section('Workspaces').findByText('Renewals')).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    name: 'Renewals',
    description: 'Upsell',
  });
});

it('edits a workspace; a taken name is refused in the form', async () => {
  quiet();
  http
    .onGet(WORKSPACES)
    .replyOnce(200, [enterpriseSales, smb])
    .onGet(WORKSPACES)
    .reply(200, [{ ...enterpriseSales, name: 'Enterprise' }, smb]);
  http.onGet(MEMBERS).reply(200, []);
  http
    .onPut(`/api/workspaces/${enterpriseSales.id}`)
    .replyOnce(409, refusal(409, 'NAME_IN_USE', 'A workspace named SMB already exists'))
    .onPut(`/api/workspaces/${enterpriseSales.id}`)
    .replyOnce(200, { ...enterpriseSales, name: 'Enterprise' });
  const { user } = renderTenant();
  await screen.findByText('Enterprise Sales');

  await user.click(screen.getByRole('button', { name: 'Edit Enterprise Sales' }));
  const form = within(await dialog());
  await fill(user, form.getByLabelText('Workspace Name'), 'SMB');
  await user.click(form.getByRole('button', { name: 'Save Workspace' }));
  expect(await form.findByRole('alert')).toHaveTextContent('A workspace named SMB already exists');

  await fill(user, form.getByLabelText('Workspace Name'), 'Enterprise');
  await user.click(form.getByRole('button', { name: 'Save Workspace' }));
  expect(await section('Workspaces').findByText('Enterprise')).toBeInTheDocument();
  expect(bodyOf(http.history.put[1])).toEqual({
    name: 'Enterprise',
    description: enterpriseSales.description,
  });
});

it('archives and unarchives a workspace, each once confirmed', async () => {
  http
    .onGet(WORKSPACES)
    .replyOnce(200, [enterpriseSales])
    .onGet(WORKSPACES)
    .replyOnce(200, [{ ...enterpriseSales, archived: true }])
    .onGet(WORKSPACES)
    .reply(200, [enterpriseSales]);
  http.onGet(MEMBERS).reply(200, []);
  http.onPost(`/api/workspaces/${enterpriseSales.id}/archive`).reply(200, {});
  http.onPost(`/api/workspaces/${enterpriseSales.id}/unarchive`).reply(200, {});
  const { user } = renderTenant();
  await screen.findByText('Enterprise Sales');

  await user.click(screen.getByRole('button', { name: 'Archive Enterprise Sales' }));
  expect(await dialog()).toHaveTextContent('Archive Enterprise Sales?');
  await user.click(within(await dialog()).getByRole('button', { name: 'Archive' }));
  await user.click(await screen.findByRole('button', { name: 'Unarchive Enterprise Sales' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Unarchive' }));

  expect(
    await screen.findByRole('button', { name: 'Archive Enterprise Sales' }),
  ).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url)).toEqual([
    `/api/workspaces/${enterpriseSales.id}/archive`,
    `/api/workspaces/${enterpriseSales.id}/unarchive`,
  ]);
});

it('adds an account that is not a member yet, and removes a member once confirmed', async () => {
  const viewerMember = { id: viewerAccount.id, username: viewerAccount.username, role: 'viewer' };
  http.onGet(WORKSPACES).reply(200, []);
  http
    .onGet(MEMBERS)
    .replyOnce(200, [staffMember])
    .onGet(MEMBERS)
    .replyOnce(200, [staffMember, viewerMember])
    .onGet(MEMBERS)
    .reply(200, [viewerMember]);
  http.onPut(`${MEMBERS}/${viewerAccount.id}`).reply(200, viewerMember);
  http.onDelete(`${MEMBERS}/${staffAccount.id}`).reply(204);
  const { user } = renderTenant();
  const members = section('Members');
  await members.findByText('staff@example.com');

  expect(members.getByRole('button', { name: 'Add Member' })).toBeDisabled();
  await user.click(members.getByRole('combobox', { name: 'Account to add' }));
  expect(screen.queryByTitle('staff@example.com')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('viewer@example.com'));
  await user.click(members.getByRole('button', { name: 'Add Member' }));
  expect(await members.findByText('Viewer')).toBeInTheDocument();
  expect(http.history.put.map((request) => request.url)).toEqual([
    `${MEMBERS}/${viewerAccount.id}`,
  ]);

  await user.click(members.getByRole('button', { name: 'Remove staff@example.com' }));
  expect(await dialog()).toHaveTextContent('Remove staff@example.com from Acme Corp?');
  await user.click(within(await dialog()).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(members.queryByText('staff@example.com')).not.toBeInTheDocument());
  expect(http.history.delete).toHaveLength(1);
});

it('shows a refused membership change above the members', async () => {
  quiet();
  http.onGet(WORKSPACES).reply(200, []);
  http.onGet(MEMBERS).reply(200, []);
  http
    .onPut(`${MEMBERS}/${viewerAccount.id}`)
    .reply(404, refusal(404, 'NOT_FOUND', 'User not found'));
  const { user } = renderTenant();
  const members = section('Members');
  await members.findByText('No members yet');

  await user.click(members.getByRole('combobox', { name: 'Account to add' }));
  await user.click(await screen.findByTitle('viewer@example.com'));
  await user.click(members.getByRole('button', { name: 'Add Member' }));

  expect(await members.findByRole('alert')).toHaveTextContent('User not found');
});

import { screen, waitFor, within } from '@testing-library/react';
import { acme, globex, loadedLists, refusal } from '@portal/shared/testing';
import { bodyOf, fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import type { Account } from '@portal/contract';
import AdministrationPage from '../pages/administration-page';
import {
  adminAccount,
  signInAsAdmin,
  staffAccount,
  viewerAccount,
} from '../testing/admin-fixtures';

const USERS = '/api/users';
const http = mockApiPerTest();
// Tables, selects and dialogs over antd's DOM: on a busy two-core machine a test of a whole
// flow takes longer than jest's 15 s.
jest.setTimeout(60_000);

beforeEach(() => {
  signInAsAdmin();
  loadedLists({
    tenants: [acme, globex, { ...globex, id: 't-old', name: 'Old Co', archived: true }],
  });
});

const renderAccounts = () =>
  renderRoute('/dashboard/admin', <AdministrationPage />, '/dashboard/admin?view=accounts');

const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(username) });
const usernames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
/** The role a row's select shows. */
const roleShown = (username: string) =>
  within(rowOf(username))
    .getByRole('combobox', { name: `Role of ${username}` })
    .closest('[title]')
    ?.getAttribute('title');
const dialog = () => screen.findByRole('dialog');
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

it('says it is loading, then lists each account with its role, tenants, last sign-in and state', async () => {
  http.onGet(USERS).reply(200, [adminAccount, staffAccount, { ...viewerAccount, disabled: true }]);
  renderAccounts();

  expect(screen.getByText('Loading accounts...')).toBeInTheDocument();
  await screen.findByText('staff@example.com');

  const staff = within(rowOf('staff@example.com'));
  expect(staff.getByRole('combobox', { name: 'Role of staff@example.com' })).toBeInTheDocument();
  expect(roleShown('staff@example.com')).toBe('Editor');
  expect(staff.getByText('Acme Corp')).toBeInTheDocument();
  expect(staff.getByText('Nov 26, 2026, 2:00 PM')).toBeInTheDocument();
  expect(staff.getByText('Enabled')).toBeInTheDocument();
  const viewer = within(rowOf('viewer@example.com'));
  expect(viewer.getByText('Globex')).toBeInTheDocument();
  expect(viewer.getByText('Never')).toBeInTheDocument();
  expect(viewer.getByText('Disabled')).toBeInTheDocument();
  expect(viewer.getByRole('button', { name: 'Enable viewer@example.com' })).toBeInTheDocument();
  expect(within(rowOf('admin@example.com')).getByText('Every tenant')).toBeInTheDocument();
});

it('shows a load failure with the reason, and Retry loads again', async () => {
  quiet();
  http
    .onGet(USERS)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Accounts are unavailable'))
    .onGet(USERS)
    .replyOnce(200, [adminAccount]);
  const { user } = renderAccounts();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading accounts');
  expect(alert).toHaveTextContent('Accounts are unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
  expect(http.history.get).toHaveLength(2);
});

it('searches, sorts by a column and pages the accounts', async () => {
  const many: Account[] = Array.from({ length: 12 }, (_, index) => ({
    ...staffAccount,
    id: `u-${index}`,
    username: `user${String(index).padStart(2, '0')}@example.com`,
    role: index % 2 ? 'viewer' : 'editor',
  }));
  http.onGet(USERS).reply(200, [adminAccount, ...many]);
  const { user } = renderAccounts();
  await screen.findByText('admin@example.com');

  expect(usernames()).toHaveLength(10);
  expect(usernames()[0]).toBe('admin@example.com');
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(usernames()).toEqual(['user09@example.com', 'user10@example.com', 'user11@example.com']);

  await user.click(screen.getByRole('columnheader', { name: 'Role' }));
  await user.click(screen.getByRole('listitem', { name: '1' }));
  expect(usernames()[0]).toBe('user01@example.com');

  await fill(user, screen.getByRole('textbox', { name: 'Search accounts' }), 'user1');
  // Still by role, viewers first.
  expect(usernames()).toEqual(['user11@example.com', 'user10@example.com']);

  await fill(user, screen.getByRole('textbox', { name: 'Search accounts' }), 'nobody');
  expect(screen.getByText('No accounts found')).toBeInTheDocument();
  expect(screen.getByText("No account matches 'nobody'.")).toBeInTheDocument();
});

it('creates an account and shows its one-time password once, with a copy button', async () => {
  const created = { ...viewerAccount, id: 'u-new', username: 'new@example.com' };
  http.onGet(USERS).replyOnce(200, [adminAccount]).onGet(USERS).reply(200, [adminAccount, created]);
  http.onPost(USERS).reply(201, { account: created, oneTimePassword: 'one-time-secret-123' });
  const { user } = renderAccounts();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await screen.findByText('admin@example.com');

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  const form = within(await dialog());
  await user.click(form.getByRole('button', { name: 'Create Account' }));
  expect(await form.findByText('Username is required')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);

  await fill(user, form.getByLabelText('Username'), 'new@example.com');
  await user.click(form.getByRole('combobox', { name: 'Tenants' }));
  expect(screen.queryByTitle('Old Co')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('Globex'));
  await user.click(form.getByRole('button', { name: 'Create Account' }));

  expect(await form.findByText('Account created for new@example.com')).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    username: 'new@example.com',
    role: 'viewer',
    tenantIds: [globex.id],
  });
  expect(form.getByText('one-time-secret-123')).toBeInTheDocument();
  expect(form.getByText(/Shown only this once/)).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: 'Copy password' }));
  expect(writeText).toHaveBeenCalledWith('one-time-secret-123');
  expect(await form.findByText('Copied')).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText('one-time-secret-123')).not.toBeInTheDocument());
  expect(await screen.findByText('new@example.com')).toBeInTheDocument();
});

it("shows a refused creation in the form, as the API says it, and says 'Creating...' meanwhile", async () => {
  quiet();
  http.onGet(USERS).reply(200, [adminAccount]);
  http
    .onPost(USERS)
    .withDelayInMs(200)
    .reply(409, refusal(409, 'USERNAME_IN_USE', 'staff@example.com already has an account'));
  const { user } = renderAccounts();
  await screen.findByText('admin@example.com');

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  const form = within(await dialog());
  await fill(user, form.getByLabelText('Username'), 'staff@example.com');
  await user.click(form.getByRole('button', { name: 'Create Account' }));
  expect(form.getByRole('button', { name: /Creating.../ })).toBeInTheDocument();

  expect(await form.findByRole('alert')).toHaveTextContent(
    'staff@example.com already has an account',
  );
  expect(form.getByLabelText('Username')).toHaveValue('staff@example.com');
});

it('changes a role once confirmed, and leaves it as it was when cancelled', async () => {
  http
    .onGet(USERS)
    .replyOnce(200, [adminAccount, staffAccount])
    .onGet(USERS)
    .reply(200, [adminAccount, { ...staffAccount, role: 'releaser' }]);
  http.onPut(`${USERS}/u-staff/role`).reply(200, { ...staffAccount, role: 'releaser' });
  const { user } = renderAccounts();
  await screen.findByText('staff@example.com');

  const role = () => within(rowOf('staff@example.com')).getByRole('combobox', { name: /Role of/ });
  await user.click(role());
  await user.click(await screen.findByTitle('Viewer'));
  expect(await dialog()).toHaveTextContent('Change the role of staff@example.com?');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(http.history.put).toHaveLength(0);
  expect(roleShown('staff@example.com')).toBe('Editor');

  await user.click(role());
  await user.click(await screen.findByTitle('Releaser'));
  expect(await dialog()).toHaveTextContent('From Editor to Releaser');
  await user.click(screen.getByRole('button', { name: 'Change Role' }));

  await waitFor(() => expect(roleShown('staff@example.com')).toBe('Releaser'));
  expect(bodyOf(http.history.put[0])).toEqual({ role: 'releaser' });
});

it("shows the last admin's refusal above the table, and logs nothing: it is an expected answer", async () => {
  jest.spyOn(console, 'error');
  http.onGet(USERS).reply(200, [adminAccount]);
  http
    .onPut(`${USERS}/u-admin/role`)
    .reply(
      409,
      refusal(409, 'LAST_ADMIN', 'admin@example.com is the last admin; make another admin first'),
    );
  const { user } = renderAccounts();
  await screen.findByText('admin@example.com');

  await user.click(within(rowOf('admin@example.com')).getByRole('combobox', { name: /Role of/ }));
  await user.click(await screen.findByTitle('Editor'));
  await dialog();
  await user.click(screen.getByRole('button', { name: 'Change Role' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'admin@example.com is the last admin; make another admin first',
  );
  expect(roleShown('admin@example.com')).toBe('Admin');
  expect(console.error).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('resets a password once confirmed and shows the new one-time password', async () => {
  http.onGet(USERS).reply(200, [adminAccount, staffAccount]);
  http.onPost(`${USERS}/u-staff/reset-password`).reply(200, {
    account: { ...staffAccount, mustChangePassword: true },
    oneTimePassword: 'fresh-otp',
  });
  const { user } = renderAccounts();
  await screen.findByText('staff@example.com');

  await user.click(screen.getByRole('button', { name: 'Reset password of staff@example.com' }));
  expect(await dialog()).toHaveTextContent('Reset the password of staff@example.com?');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByText('Password reset for staff@example.com')).toBeInTheDocument();
  expect(screen.getByText('fresh-otp')).toBeInTheDocument();
});

it('disables and enables an account, each once confirmed', async () => {
  http
    .onGet(USERS)
    .replyOnce(200, [adminAccount, viewerAccount])
    .onGet(USERS)
    .replyOnce(200, [adminAccount, { ...viewerAccount, disabled: true }])
    .onGet(USERS)
    .reply(200, [adminAccount, viewerAccount]);
  http.onPost(`${USERS}/u-viewer/disable`).reply(200, { ...viewerAccount, disabled: true });
  http.onPost(`${USERS}/u-viewer/enable`).reply(200, viewerAccount);
  const { user } = renderAccounts();
  await screen.findByText('viewer@example.com');

  await user.click(screen.getByRole('button', { name: 'Disable viewer@example.com' }));
  expect(await dialog()).toHaveTextContent('Disable viewer@example.com?');
  await user.click(within(await dialog()).getByRole('button', { name: 'Disable' }));
  expect(
    await screen.findByRole('button', { name: 'Enable viewer@example.com' }),
  ).toBeInTheDocument();
  expect(within(rowOf('viewer@example.com')).getByText('Disabled')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Enable viewer@example.com' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Enable' }));
  expect(
    await screen.findByRole('button', { name: 'Disable viewer@example.com' }),
  ).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url)).toEqual([
    `${USERS}/u-viewer/disable`,
    `${USERS}/u-viewer/enable`,
  ]);
});

it("keeps an admin's own Disable out of reach, saying why, and shows the API's refusals", async () => {
  quiet();
  http.onGet(USERS).reply(200, [adminAccount, staffAccount]);
  http
    .onPost(`${USERS}/u-staff/disable`)
    .reply(409, refusal(409, 'CANNOT_DISABLE_SELF', 'You cannot disable your own account'));
  const { user } = renderAccounts();
  await screen.findByText('admin@example.com');

  expect(screen.getByRole('button', { name: 'Disable admin@example.com' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Disable staff@example.com' }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot disable your own account');
});

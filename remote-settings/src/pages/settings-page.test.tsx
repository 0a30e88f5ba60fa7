import { screen, waitFor } from '@testing-library/react';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import SettingsPage from './settings-page';

const CHANGE_PASSWORD = '/api/auth/change-password';

const http = mockApiPerTest({ signedIn: true });

function renderSettings() {
  return renderRoute('/dashboard/settings', <SettingsPage />);
}

const field = {
  current: () => screen.getByLabelText('Current Password'),
  next: () => screen.getByLabelText('New Password'),
  confirm: () => screen.getByLabelText('Confirm New Password'),
};

type User = ReturnType<typeof renderSettings>['user'];

async function fill(user: User, current: string, next: string, confirm: string) {
  if (current) await user.type(field.current(), current);
  if (next) await user.type(field.next(), next);
  if (confirm) await user.type(field.confirm(), confirm);
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: 'Change Password' }));
}

it('shows the Change Password card with its three fields, helper text and buttons', () => {
  renderSettings();

  expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  expect(field.current()).toHaveAttribute('type', 'password');
  expect(field.current()).toHaveAttribute('autocomplete', 'current-password');
  expect(field.next()).toHaveAttribute('autocomplete', 'new-password');
  expect(field.confirm()).toHaveAttribute('type', 'password');
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
});

it.each([
  ['', '', '', 'Current password is required'],
  ['old-secret', '', '', 'New password is required'],
  ['old-secret', 'abcde', 'abcde', 'New password must be at least 6 characters'],
  ['old-secret', 'new-secret', 'other-secret', 'New passwords do not match'],
  [
    'old-secret',
    'old-secret',
    'old-secret',
    'New password must be different from current password',
  ],
])(
  'current %p, new %p, confirmation %p: shows only "%s" and sends nothing',
  async (current, next, confirm, message) => {
    const { user } = renderSettings();
    await fill(user, current, next, confirm);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(http.history.put).toHaveLength(0);
  },
);

it('clears the message when any field is edited', async () => {
  const { user } = renderSettings();
  await fill(user, 'old-secret', '', '');
  await submit(user);
  await screen.findByText('New password is required');

  await user.type(field.confirm(), 'x');

  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('Cancel clears the fields and the message', async () => {
  const { user } = renderSettings();
  await fill(user, 'old-secret', 'abc', 'abc');
  await submit(user);
  await screen.findByText('New password must be at least 6 characters');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field.current()).toHaveValue('');
  expect(field.next()).toHaveValue('');
  expect(field.confirm()).toHaveValue('');
  expect(http.history.put).toHaveLength(0);
});

it('changes the password, sends only the two passwords and clears the form', async () => {
  http.onPut(CHANGE_PASSWORD).reply(204);
  const { user } = renderSettings();
  await fill(user, 'old-secret', 'new-secret', 'new-secret');

  await submit(user);

  expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!');
  expect(http.history.put).toHaveLength(1);
  expect(bodyOf(http.history.put[0])).toEqual({
    currentPassword: 'old-secret',
    newPassword: 'new-secret',
  });
  expect(http.history.put[0]!.headers?.Authorization).toMatch(/^Bearer /);
  expect(field.current()).toHaveValue('');
  expect(field.next()).toHaveValue('');
  expect(field.confirm()).toHaveValue('');
});

it('clears the success message when a field is edited', async () => {
  http.onPut(CHANGE_PASSWORD).reply(204);
  const { user } = renderSettings();
  await fill(user, 'old-secret', 'new-secret', 'new-secret');
  await submit(user);
  await screen.findByText('Password changed successfully!');

  await user.type(field.current(), 'n');

  await waitFor(() =>
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument(),
  );
});

it("shows 'Changing...' on a disabled button while the request is in flight", async () => {
  let answer: (value: [number]) => void = () => {};
  http.onPut(CHANGE_PASSWORD).reply(() => new Promise((resolve) => (answer = resolve)));
  const { user } = renderSettings();
  await fill(user, 'old-secret', 'new-secret', 'new-secret');

  await submit(user);

  const busy = await screen.findByRole('button', { name: /Changing\.\.\./ });
  expect(busy).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer([204]);
  expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
});

it("shows the server's message when it refuses the change, keeping the fields, and logs nothing", async () => {
  jest.spyOn(console, 'error');
  http.onPut(CHANGE_PASSWORD).reply(400, {
    statusCode: 400,
    code: 'INVALID_CURRENT_PASSWORD',
    message: 'Current password is incorrect',
  });
  const { user } = renderSettings();
  await fill(user, 'wrong-secret', 'new-secret', 'new-secret');

  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  expect(field.current()).toHaveValue('wrong-secret');
  // An expected refusal (issue 37 §4): shown, not logged.
  expect(console.error).not.toHaveBeenCalled();
});

it("falls back to 'Failed to change password. Please try again.' when the API does not answer", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onPut(CHANGE_PASSWORD).networkError();
  const { user } = renderSettings();
  await fill(user, 'old-secret', 'new-secret', 'new-secret');

  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to change password. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
});

it.each([
  ['Show current password', 'Hide current password', field.current],
  ['Show new password', 'Hide new password', field.next],
  ['Show password confirmation', 'Hide password confirmation', field.confirm],
])('the %p toggle shows and hides its field', async (show, hide, input) => {
  const { user } = renderSettings();

  await user.click(screen.getByRole('button', { name: show }));
  expect(input()).toHaveAttribute('type', 'text');

  await user.click(screen.getByRole('button', { name: hide }));
  expect(input()).toHaveAttribute('type', 'password');
});

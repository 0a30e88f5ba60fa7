import { act, screen } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { signIn } from '@portal/shared/testing';
import { fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import SettingsPage from './settings-page';

// Issue 34: an account with a one-time password is sent here, and goes on once it is changed.
const http = mockApiPerTest({ signedIn: true });
const NOTICE = 'Choose a new password to continue';

async function renderSent(continueTo?: string) {
  signIn({ mustChangePassword: true });
  const view = renderRoute('/dashboard/settings', <SettingsPage />);
  if (continueTo) {
    await act(() => view.router.navigate('/dashboard/settings', { state: { continueTo } }));
  }
  return view;
}

async function changePassword(user: Awaited<ReturnType<typeof renderSent>>['user']) {
  await fill(user, screen.getByLabelText('Current Password'), 'one-time-1');
  await fill(user, screen.getByLabelText('New Password'), 'my-own-secret');
  await fill(user, screen.getByLabelText('Confirm New Password'), 'my-own-secret');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => {
  http.onPut('/api/auth/change-password').reply(200, { token: 'kept' });
  // Once changed, the session's lists load again.
  http.onGet('/api/tenants/').reply(200, []);
});

it('says why the user is here, and goes on where they were headed once changed', async () => {
  const back = '/dashboard?tenant=t-acme&workspace=w-1';
  const { user } = await renderSent(back);
  expect(screen.getByRole('alert')).toHaveTextContent(NOTICE);

  await changePassword(user);

  expect(await screen.findByText(`Now at ${back}`)).toBeInTheDocument();
  expect(sessionStore.getState().mustChangePassword).toBe(false);
});

it('goes on to tenant selection, as after any sign-in, when it was headed nowhere else', async () => {
  const { user } = await renderSent();

  await changePassword(user);

  expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
});

it('an ordinary change shows no notice and stays, as the spec says', async () => {
  const { user } = renderRoute('/dashboard/settings', <SettingsPage />);
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

  await changePassword(user);

  expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
});

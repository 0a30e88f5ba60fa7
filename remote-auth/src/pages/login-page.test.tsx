import { screen, waitFor } from '@testing-library/react';
import { staffUser } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import LoginPage from './login-page';

const LOGIN = '/api/auth/login';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet('/api/tenants/').reply(200, []);
});

function renderLogin(path = '/auth/login') {
  return renderRoute(path, <LoginPage />, undefined, { checkPointerEvents: true });
}

async function signInAs(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('shows the product title, the greeting and the sign-in form', () => {
  renderLogin();

  expect(screen.getByRole('heading', { name: 'Enterprise Portal' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

it('has a focusable Forgot password? link that does not navigate', async () => {
  const { user } = renderLogin();
  const link = screen.getByRole('link', { name: 'Forgot password?' });

  await user.click(link);

  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(window.location.hash).toBe('');
});

it('reports both missing fields at once and sends nothing', async () => {
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('Username'), '   ');

  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toBeInvalid();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  expect(http.history.post).toHaveLength(0);
});

it('clears a field message when that field is edited', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Username is required');

  await user.type(screen.getByLabelText('Username'), 'a');

  await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

it('signs in, stores the token and goes to tenant selection', async () => {
  http.onPost(LOGIN).reply(200, { token: 'the-token', ...staffUser });
  const { user } = renderLogin();

  await user.type(screen.getByLabelText('Username'), ' staff@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
  expect(window.localStorage.getItem('auth_token')).toBe('the-token');
  expect(http.history.post).toHaveLength(1);
  expect(bodyOf(http.history.post[0])).toEqual({
    username: 'staff@example.com',
    password: 'secret',
  });
});

it("shows the server's message when sign-in is refused", async () => {
  http
    .onPost(LOGIN)
    .reply(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Invalid username or password' });
  const { user } = renderLogin();

  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(window.localStorage.getItem('auth_token')).toBeNull();
});

it("falls back to 'An unknown error occurred' when the API does not answer", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onPost(LOGIN).networkError();
  const { user } = renderLogin();

  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  jest.restoreAllMocks();
});

it('keeps Sign In busy while the request is in flight', async () => {
  let answer: (value: [number, unknown]) => void = () => {};
  http.onPost(LOGIN).reply(() => new Promise((resolve) => (answer = resolve)));
  const { user } = renderLogin();

  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await waitFor(() => expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled());
  answer([200, { token: 'the-token', ...staffUser }]);
  expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
});

it('returns to the page the guard sent the user from, query and all', async () => {
  http.onPost(LOGIN).reply(200, { token: 'the-token', ...staffUser });
  const back = '/dashboard?tenant=t-acme&workspace=w-1&tab=usp';
  const { user } = renderLogin(`/auth/login?redirect=${encodeURIComponent(back)}`);

  await signInAs(user);

  expect(await screen.findByText(`Now at ${back}`)).toBeInTheDocument();
});

it('a one-time password is changed first: the change-password screen, then where the user was headed', async () => {
  http.onPost(LOGIN).reply(200, { token: 'the-token', ...staffUser, mustChangePassword: true });
  const back = '/dashboard?tenant=t-acme&workspace=w-1';
  const { user, router } = renderLogin(`/auth/login?redirect=${encodeURIComponent(back)}`);

  await signInAs(user);

  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  expect(router.state.location.state).toEqual({ continueTo: back });
  // The API would refuse them: the session's lists wait for the new password.
  expect(http.history.get).toHaveLength(0);
});

it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
  'ignores the redirect %p and goes to tenant selection',
  async (redirect) => {
    http.onPost(LOGIN).reply(200, { token: 'the-token', ...staffUser });
    const { user } = renderLogin(`/auth/login?redirect=${encodeURIComponent(redirect)}`);

    await signInAs(user);

    expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
  },
);

it("starts with 'Skip to main content', which lands on the main landmark (issue 37 §3)", async () => {
  const { user } = renderLogin();

  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main-content');
  await user.click(skip);

  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main-content');
  expect(main).toHaveFocus();
  expect(main).toContainElement(screen.getByRole('heading', { name: 'Welcome Back' }));
  await user.tab();
  expect(screen.getByLabelText('Username')).toHaveFocus();
});

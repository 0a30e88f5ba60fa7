import { screen, waitFor } from '@testing-library/react';
import { getRuntimeConfig } from '@portal/shared';
import { staffUser } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import LoginPage from './login-page';

// Issue 34 §5: 'Sign in with {provider}' under the spec's form when the API says the company's
// identity provider is on, and the page finishing such a sign-in.
const COMPLETE = '/api/auth/oidc/complete';
const http = mockApiPerTest();
const api = () => getRuntimeConfig().apiBaseUrl;

let oidcStatus: () => Promise<unknown>;
const fetchMock = jest.fn((_url: string) =>
  oidcStatus().then((body) => ({ json: async () => body })),
);

beforeEach(() => {
  http.onGet('/api/tenants/').reply(200, []);
  oidcStatus = async () => ({ enabled: false });
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const renderLogin = (url = '/auth/login') =>
  renderRoute('/auth/login', <LoginPage />, url, { checkPointerEvents: true });

/** Lets the status question's answer arrive. */
const settle = () => waitFor(() => expect(fetchMock).toHaveBeenCalled());

describe('off (the default)', () => {
  it('shows the spec’s form alone, after asking the API once', async () => {
    renderLogin();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`${api()}/api/auth/oidc`);
    expect(screen.queryByText(/^Sign in with/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(http.history.get).toHaveLength(0);
    expect(http.history.post).toHaveLength(0);
  });

  it('an API that does not answer leaves the form alone, with no error', async () => {
    oidcStatus = () => Promise.reject(new TypeError('Failed to fetch'));
    renderLogin();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(screen.queryByText(/^Sign in with/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('on', () => {
  beforeEach(() => {
    oidcStatus = async () => ({ enabled: true, providerName: 'Acme SSO' });
  });

  it("offers 'Sign in with {provider}' under the form, leading to the API's start", async () => {
    renderLogin();

    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', `${api()}/api/auth/oidc/start`);
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The spec's strings stay as they are.
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
  });

  it('carries where the user was headed to the start', async () => {
    renderLogin(`/auth/login?redirect=${encodeURIComponent('/dashboard/icp')}`);

    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute(
      'href',
      `${api()}/api/auth/oidc/start?redirect=${encodeURIComponent('/dashboard/icp')}`,
    );
  });

  it('finishes a sign-in: trades the one-time code once, signs in, goes on', async () => {
    http.onPost(COMPLETE).reply(200, { token: 'the-token', ...staffUser });
    const { router } = renderLogin('/auth/login#oidc=the-one-time-code');

    expect(await screen.findByText('Now at /auth/tenant-selection')).toBeInTheDocument();
    expect(http.history.post).toHaveLength(1);
    expect(bodyOf(http.history.post[0])).toEqual({
      code: 'the-one-time-code',
    });
    expect(window.localStorage.getItem('auth_token')).toBe('the-token');
    expect(router.state.location.hash).toBe('');
  });

  it('goes on to where the user was headed', async () => {
    http.onPost(COMPLETE).reply(200, { token: 'the-token', ...staffUser });
    renderLogin(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/icp')}#oidc=code-headed-somewhere`,
    );

    expect(await screen.findByText('Now at /dashboard/icp')).toBeInTheDocument();
  });

  it('a one-time password is changed first, as after the form', async () => {
    http
      .onPost(COMPLETE)
      .reply(200, { token: 'the-token', ...staffUser, mustChangePassword: true });
    renderLogin('/auth/login#oidc=code-of-a-one-time-password');

    expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  });

  it("shows the API's message when the code is refused, and stays signed out", async () => {
    http.onPost(COMPLETE).reply(400, {
      statusCode: 400,
      code: 'OIDC_CODE_INVALID',
      message: 'This sign-in has expired or was already used. Sign in again.',
    });
    const { router } = renderLogin('/auth/login#oidc=used-code');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Sign in again.',
    );
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in with Acme SSO' })).toBeInTheDocument();
  });

  it.each([
    [
      'OIDC_NO_ACCOUNT',
      'There is no portal account for your email address. Ask an administrator for one.',
    ],
    ['OIDC_EMAIL_UNVERIFIED', 'Your email address at your identity provider is not verified.'],
    ['OIDC_DOMAIN_NOT_ALLOWED', 'Accounts of your email domain cannot sign in to this portal.'],
    ['OIDC_STATE_INVALID', 'This sign-in was not started here or has expired. Sign in again.'],
    ['SOMETHING_NEW', 'Signing in with your identity provider failed. Sign in again.'],
  ])('a refusal %s is said plainly, with no call', async (code, message) => {
    renderLogin(`/auth/login#oidc_error=${code}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(http.history.post).toHaveLength(0);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});

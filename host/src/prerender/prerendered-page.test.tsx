import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { portalApiPerTest, renderPortal, serveFakeRemotes } from '../testing/render-portal';
import { holdSubmits } from './held-submit';
import { PRERENDERED_ID } from './prerendered-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../remotes/retry-delays', () => ({ REMOTE_RETRY_DELAYS_MS: [] }));

/** The sign-in page as the server pre-rendered it: the same ids the live page renders. */
function prerenderSignIn(remote = 'remote_auth', module = './LoginPage') {
  const prerendered = document.createElement('div');
  prerendered.id = PRERENDERED_ID;
  prerendered.dataset.remote = remote;
  prerendered.dataset.module = module;
  prerendered.innerHTML = `
    <h1>Pre-rendered sign-in</h1>
    <form id="login">
      <label for="login_username">Username</label><input id="login_username">
      <label for="login_password">Password</label><input id="login_password" type="password">
      <label><input id="login_remember" type="checkbox"> Remember me</label>
      <button type="button" data-prerendered-submit>Sign In</button>
    </form>`;
  document.body.prepend(prerendered);
  // What the host's first script does (index.ts).
  holdSubmits();
}

/** A live page with the same fields, controlled by React, that says what it holds. */
function LiveSignIn() {
  const [submitted, setSubmitted] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form
      id="login"
      aria-label="Live sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(`Signing in as ${username}`);
      }}
    >
      <label htmlFor="login_username">Username</label>
      <input id="login_username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="login_password">Password</label>
      <input
        id="login_password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label>
        <input
          id="login_remember"
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        Remember me
      </label>
      <output aria-label="Form state">{`${username}|${password}|${remember}`}</output>
      <p>{submitted}</p>
      <button type="submit">Sign In</button>
    </form>
  );
}

portalApiPerTest();

beforeEach(() => serveFakeRemotes());

afterEach(() => document.getElementById(PRERENDERED_ID)?.remove());

/** The pre-rendered sign-in at /auth/login, its code held back; the result loads it. */
async function openWhileCodeLoads() {
  let finish: (page: unknown) => void = () => {};
  jest.mocked(loadRemote).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  prerenderSignIn();
  await renderPortal('/auth/login');
  return () => act(async () => finish({ default: LiveSignIn }));
}

it('keeps the pre-rendered page until the live one has loaded, then swaps it in with what was typed', async () => {
  const loadLiveSignIn = await openWhileCodeLoads();

  // Typed while the page's code was loading.
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.type(screen.getByLabelText('Password'), 'staff12345');
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByLabelText('Username'));
  expect(screen.getByRole('heading', { name: 'Pre-rendered sign-in' })).toBeInTheDocument();

  await loadLiveSignIn();

  expect(screen.queryByRole('heading', { name: 'Pre-rendered sign-in' })).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Form state' })).toHaveTextContent(
    'staff@example.com|staff12345|true',
  );
  expect(screen.getByLabelText('Username')).toHaveFocus();
});

it('submits the live form when Sign In was pressed before it loaded', async () => {
  const loadLiveSignIn = await openWhileCodeLoads();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'staff@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await loadLiveSignIn();

  expect(await screen.findByText('Signing in as staff@example.com')).toBeInTheDocument();
});

it('submits the live form for Enter pressed in a pre-rendered field', async () => {
  const loadLiveSignIn = await openWhileCodeLoads();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'admin12345{Enter}');

  await loadLiveSignIn();

  expect(await screen.findByText('Signing in as admin@example.com')).toBeInTheDocument();
});

it('leaves untouched fields as the live page renders them', async () => {
  jest.mocked(loadRemote).mockImplementation(async () => ({ default: LiveSignIn }));
  prerenderSignIn();
  await renderPortal('/auth/login');

  expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  expect(screen.getByRole('status', { name: 'Form state' })).toHaveTextContent('||false');
  expect(screen.getByLabelText('Username')).not.toHaveFocus();
  expect(screen.queryByText(/Signing in/)).not.toBeInTheDocument();
});

it('carries nothing into another page than the one pre-rendered', async () => {
  jest.mocked(loadRemote).mockImplementation(async () => ({ default: LiveSignIn }));
  prerenderSignIn('remote_auth', './TenantSelectionPage');
  (document.getElementById('login_username') as HTMLInputElement).value = 'typed';

  await renderPortal('/auth/login');

  expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  expect(screen.getByRole('status', { name: 'Form state' })).toHaveTextContent('||false');
});

it('gives way to the fallback when the page cannot load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003'));
  prerenderSignIn();

  await renderPortal('/auth/login');

  expect(await screen.findByText('Sign-in is unavailable')).toBeInTheDocument();
  expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  jest.mocked(console.error).mockRestore();
});

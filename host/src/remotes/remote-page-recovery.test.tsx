import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  clickAndLoad,
  fakePage,
  portalApiPerTest,
  renderPortal,
  serveFakeRemotes,
} from '../testing/render-portal';
import { DESKTOP_WIDTH, setViewportWidth } from '../testing/viewport';
import { resetSentClientEvents } from '../reporting/send-client-event';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The pages' loads only: the dashboard's prefetch is tested in app/dashboard-frame-prefetch.test.tsx.
jest.mock('./remote-prefetch', () => ({ requestPrefetch: jest.fn() }));
// Short waits between the automatic tries, so the tests do not sleep for a second each.
jest.mock('./retry-delays', () => ({ REMOTE_RETRY_DELAYS_MS: [5, 5] }));

const manifestFailure = () => new Error('Failed to get manifest. #RUNTIME-003');
/** What tooling/build-config/federation-runtime/version-check.mjs throws. */
const versionMismatch = () =>
  Object.assign(new Error('remote_settings needs runtime ^2.1.0; this page provides 1.0.0'), {
    name: 'RuntimeVersionMismatch',
    remoteVersion: '1.4.0',
  });

const sentEvents = () =>
  jest.mocked(fetch).mock.calls.map(([url, init]) => ({
    url,
    keepalive: init?.keepalive,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  }));

portalApiPerTest({ signedIn: true });

beforeEach(() => {
  resetSentClientEvents();
  serveFakeRemotes();
  setViewportWidth(DESKTOP_WIDTH);
  globalThis.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('retries a failed load by itself and shows the page without a fallback', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(manifestFailure());

  await renderPortal('/dashboard');

  expect(
    await screen.findByRole('heading', { name: 'remote_artifacts/DashboardPage' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Onboarding Artifacts is unavailable')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  // The second try starts from the remote's manifest again.
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'remote_artifacts', entry: 'http://remotes.test/artifacts/mf-manifest.json' }],
    { force: true },
  );
});

it('shows the fallback after three failed tries and reports the failure to the API', async () => {
  jest.mocked(loadRemote).mockRejectedValue(manifestFailure());

  await renderPortal('/dashboard');

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(sentEvents()).toEqual([
    {
      url: 'http://api.test/api/client-events',
      keepalive: true,
      body: {
        kind: 'remote-load-failed',
        remote: 'remote_artifacts',
        phase: 'manifest',
        message: 'Failed to get manifest. #RUNTIME-003',
        url: 'http://localhost/',
      },
    },
  ]);
  expect(jest.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  });
});

it('refuses a remote built for a newer runtime at once, naming both versions', async () => {
  await renderPortal('/dashboard');
  jest.mocked(loadRemote).mockRejectedValue(versionMismatch());

  await clickAndLoad(screen.getByRole('link', { name: 'Settings' }));

  expect(await screen.findByText('Settings is unavailable')).toBeInTheDocument();
  expect(
    screen.getByText('remote_settings needs runtime ^2.1.0; this page provides 1.0.0'),
  ).toBeInTheDocument();
  // No retry can mend it.
  expect(loadRemote).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(sentEvents()[0]?.body).toEqual({
    kind: 'remote-load-failed',
    remote: 'remote_settings',
    version: '1.4.0',
    phase: 'manifest',
    message: 'remote_settings needs runtime ^2.1.0; this page provides 1.0.0',
    url: 'http://localhost/',
  });

  // Every other route keeps working.
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakePage(id));
  await clickAndLoad(screen.getByRole('link', { name: 'Onboarding Artifacts' }));
  expect(
    await screen.findByRole('heading', { name: 'remote_artifacts/DashboardPage' }),
  ).toBeInTheDocument();
});

it('recovers a loaded page whose lazy chunk is gone after a redeploy: Retry loads the new build', async () => {
  const chunkGone = Object.assign(
    new Error('Loading chunk 305 failed. (error: http://remotes.test/artifacts/305.2ff3e8c2.js)'),
    { name: 'ChunkLoadError' },
  );
  jest.mocked(loadRemote).mockResolvedValueOnce({
    default: function OldBuildPage() {
      throw chunkGone;
    },
  });

  await renderPortal('/dashboard');

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(sentEvents()[0]?.body).toMatchObject({ remote: 'remote_artifacts', phase: 'chunk' });

  jest.mocked(registerRemotes).mockClear();
  await clickAndLoad(screen.getByRole('button', { name: 'Retry' }));

  expect(
    await screen.findByRole('heading', { name: 'remote_artifacts/DashboardPage' }),
  ).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'remote_artifacts', entry: 'http://remotes.test/artifacts/mf-manifest.json' }],
    { force: true },
  );
});

it('reports a page that throws while rendering as a render failure', async () => {
  jest.mocked(loadRemote).mockResolvedValueOnce({
    default: function BrokenPage() {
      throw new TypeError('Cannot read properties of undefined');
    },
  });

  await renderPortal('/dashboard');

  expect(await screen.findByText('Onboarding Artifacts is unavailable')).toBeInTheDocument();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(sentEvents()[0]?.body).toMatchObject({
    kind: 'remote-load-failed',
    remote: 'remote_artifacts',
    phase: 'render',
    message: 'Cannot read properties of undefined',
  });
});

it('reports nothing while every page loads', async () => {
  await renderPortal('/dashboard');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fetch).not.toHaveBeenCalled();
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import { mockApiPerTest } from '@portal/shared/testing';
import { startPortal } from '../../startup/start-portal';
import { OverrideBanner } from './override-banner';
import { OVERRIDE_STORAGE_KEY, resetOverrides } from './stored-overrides';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CONFIGURED = {
  remote_auth: 'http://auth.test/mf-manifest.json',
  remote_artifacts: 'http://artifacts.test/mf-manifest.json',
};
const LOCAL = 'http://localhost:3012/mf-manifest.json';

function serveConfig(extra: object) {
  window.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: () => Promise.resolve({ apiBaseUrl: 'http://api.test', remotes: CONFIGURED, ...extra }),
  });
}

function openPortalAt(search: string) {
  window.history.replaceState({}, '', `/dashboard${search}`);
}

const registered = () => jest.mocked(registerRemotes).mock.calls.at(-1)?.[0];

mockApiPerTest();

beforeEach(() => {
  // The runtime config outlives a test (it merges each file into the last): start without a list.
  configureRuntime({ overrideOrigins: undefined } as Parameters<typeof configureRuntime>[0]);
  sessionStorage.clear();
  document.body.innerHTML = '';
  openPortalAt('');
});

it('loads a remote from an allowed origin instead of the configured one, and says so', async () => {
  serveConfig({ overrideOrigins: ['http://localhost:*'] });
  openPortalAt(`?remote_artifacts=${encodeURIComponent(LOCAL)}`);

  await act(() => startPortal());

  expect(registered()).toEqual([
    { name: 'remote_auth', entry: CONFIGURED.remote_auth },
    { name: 'remote_artifacts', entry: LOCAL },
  ]);
  expect(getRuntimeConfig().remotes.remote_artifacts).toBe(LOCAL);
  expect(
    await screen.findByText(`remote_artifacts is loaded from ${LOCAL} (override for this tab).`),
  ).toBeVisible();
  expect(screen.getByRole('region', { name: 'Remote overrides' })).toBeVisible();
});

it('keeps the override for the tab after the parameter is gone', async () => {
  serveConfig({ overrideOrigins: ['http://localhost:3012'] });
  openPortalAt(`?remote_artifacts=${encodeURIComponent(LOCAL)}`);
  await act(() => startPortal());

  openPortalAt('');
  await act(() => startPortal());

  expect(registered()).toContainEqual({ name: 'remote_artifacts', entry: LOCAL });
  expect(JSON.parse(sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '')).toEqual({
    remote_artifacts: LOCAL,
  });
});

it.each([
  ['no overrideOrigins (production)', {}],
  ['an empty list', { overrideOrigins: [] }],
  ['another port only', { overrideOrigins: ['http://localhost:3013'] }],
  ['another host', { overrideOrigins: ['http://127.0.0.1:*'] }],
  ['another scheme', { overrideOrigins: ['https://localhost:*'] }],
  ['a malformed list', { overrideOrigins: 'http://localhost:*' }],
])(
  'refuses an origin not on the list, with %s, and registers only the configured remote',
  async (_, extra) => {
    serveConfig(extra);
    openPortalAt(`?remote_artifacts=${encodeURIComponent(LOCAL)}`);

    await act(() => startPortal());

    expect(registered()).toEqual([
      { name: 'remote_auth', entry: CONFIGURED.remote_auth },
      { name: 'remote_artifacts', entry: CONFIGURED.remote_artifacts },
    ]);
    expect(
      await screen.findByText(
        'Override refused: http://localhost:3012 is not an allowed override origin for remote_artifacts.',
      ),
    ).toBeVisible();
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  },
);

it('refuses a stored override once its origin is no longer allowed', async () => {
  sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ remote_artifacts: LOCAL }));
  serveConfig({ overrideOrigins: [] });

  await act(() => startPortal());

  expect(registered()).toContainEqual({
    name: 'remote_artifacts',
    entry: CONFIGURED.remote_artifacts,
  });
  expect(await screen.findByText(/^Override refused: http:\/\/localhost:3012/)).toBeVisible();
  expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
});

it('refuses a name that is not a configured remote and a value that is not an http(s) URL', async () => {
  serveConfig({ overrideOrigins: ['http://localhost:*'] });
  openPortalAt(
    '?remote_billing=http://localhost:3019/mf-manifest.json&remote_auth=javascript:alert(1)',
  );

  await act(() => startPortal());

  expect(registered()).toEqual([
    { name: 'remote_auth', entry: CONFIGURED.remote_auth },
    { name: 'remote_artifacts', entry: CONFIGURED.remote_artifacts },
  ]);
  expect(
    await screen.findByText('Override refused: remote_billing is not a remote of this portal.'),
  ).toBeVisible();
  expect(
    screen.getByText('Override refused: "javascript:alert(1)" is not an http(s) URL.'),
  ).toBeVisible();
});

it('shows no banner and loads no override code without a remote_ parameter or a stored override', async () => {
  serveConfig({ overrideOrigins: ['http://localhost:*'] });
  openPortalAt('?tab=usp');

  await act(() => startPortal());

  expect(registered()).toContainEqual({
    name: 'remote_artifacts',
    entry: CONFIGURED.remote_artifacts,
  });
  expect(screen.queryByRole('region', { name: 'Remote overrides' })).toBeNull();
});

it('Reset overrides forgets them and reloads the page without its remote_ parameters', () => {
  sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ remote_artifacts: LOCAL }));
  openPortalAt(`?tab=usp&remote_artifacts=${encodeURIComponent(LOCAL)}&remote_auth=x`);
  const navigate = jest.fn();

  resetOverrides(navigate);

  expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  expect(navigate).toHaveBeenCalledWith('http://localhost/dashboard?tab=usp');
});

it('the banner names each overridden remote and resets in one click', async () => {
  const onReset = jest.fn();
  render(<OverrideBanner applied={{ remote_artifacts: LOCAL }} refused={[]} onReset={onReset} />);

  expect(
    screen.getByText(`remote_artifacts is loaded from ${LOCAL} (override for this tab).`),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
  expect(onReset).toHaveBeenCalledTimes(1);
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, sessionStore } from '@portal/shared';
import { acme, makeToken, mockApi, resetSession } from '@portal/shared/testing';
import { startPortal } from './start-portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    remote_auth: 'http://auth.test/mf-manifest.json',
    remote_artifacts: 'http://artifacts.test/mf-manifest.json',
  },
};

beforeEach(() => {
  resetSession();
  window.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(config) });
});

it('applies portal.config.json, registers its remotes and restores the session', async () => {
  window.localStorage.setItem('auth_token', makeToken());
  mockApi().onGet('/api/tenants/').reply(200, [acme]);

  await startPortal();

  expect(window.fetch).toHaveBeenCalledWith('/portal.config.json', { cache: 'no-store' });
  expect(getRuntimeConfig().apiBaseUrl).toBe('http://api.test');
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_auth', entry: 'http://auth.test/mf-manifest.json' },
    { name: 'remote_artifacts', entry: 'http://artifacts.test/mf-manifest.json' },
  ]);
  expect(sessionStore.getState().isAuthenticated).toBe(true);
});

it('fails with the reason when the file cannot be loaded', async () => {
  window.fetch = jest
    .fn()
    .mockResolvedValue({ ok: false, status: 502, json: () => Promise.resolve(null) });
  await expect(startPortal()).rejects.toThrow('Could not load /portal.config.json: HTTP 502');
  expect(registerRemotes).not.toHaveBeenCalled();
});

// A remote's standalone page evaluates the data layer before it has fetched its runtime
// configuration: a session restored from storage must not call the default API address.
import { waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '../session/token-storage';
import { acme, makeToken } from '../testing';

afterEach(() => window.localStorage.clear());

it('loads a restored session’s lists once the runtime is configured, from the configured API', async () => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
  await jest.isolateModulesAsync(async () => {
    // Fresh modules: the session store restores the token as it is created.
    const { mockApi } = await import('../testing');
    const { configureRuntime } = await import('../config');
    const http = mockApi();
    http.onGet('/api/tenants/').reply(200, [acme]);
    await import('.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(http.history.get).toEqual([]);

    configureRuntime({ apiBaseUrl: 'http://api.example.test' });
    await waitFor(() => expect(http.history.get).toHaveLength(1));
    expect(http.history.get[0]).toMatchObject({
      baseURL: 'http://api.example.test',
      url: '/api/tenants/',
    });
    http.restore();
  });
});

import { fireEvent, waitFor } from '@testing-library/react';

/** Runs `test` on fresh copies of the runtime's modules, with the given ones faked. */
function isolated(mocks: Record<string, () => unknown>, test: () => Promise<void>) {
  return jest.isolateModulesAsync(async () => {
    for (const [name, factory] of Object.entries(mocks)) jest.doMock(name, factory);
    try {
      await test();
    } finally {
      for (const name of Object.keys(mocks)) jest.dontMock(name);
    }
  });
}

afterEach(() => jest.restoreAllMocks());

it('the runtime loads axios on its first call, not before', async () => {
  const axiosLoaded = jest.fn();
  const axios = () => {
    axiosLoaded();
    return jest.requireActual('axios');
  };
  await isolated({ axios }, async () => {
    // The whole entry the sign-in page loads: the store, the config, the client, ApiError.
    await import('../index');
    const { loadApiClient } = await import('./http-client');
    expect(axiosLoaded).not.toHaveBeenCalled();

    const instance = await loadApiClient();
    expect(axiosLoaded).toHaveBeenCalledTimes(1);
    expect(instance.defaults.timeout).toBe(10_000);
    expect(await loadApiClient()).toBe(instance);
  });
});

it('a client that fails to download rejects the call as no answer, logged; the next call retries', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let downloads = 0;
  const axiosInstance = () => {
    downloads += 1;
    if (downloads === 1) throw new Error('Loading chunk 387 failed.');
    return { axiosInstance: 'the instance' };
  };
  await isolated({ './axios-instance': axiosInstance }, async () => {
    const { apiClient, loadApiClient } = await import('./http-client');

    const failure = await apiClient.get('/api/tenants/').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'ApiError',
      status: null,
      code: 'NETWORK_ERROR',
      showable: false,
    });
    expect(log).toHaveBeenCalledWith('No response from the API:', 'Loading chunk 387 failed.');
    expect(await loadApiClient()).toBe('the instance');
    expect(downloads).toBe(2);
  });
});

it('nobody signed in: the client downloads when the user starts on the form, not before', async () => {
  let downloads = 0;
  const axiosInstance = () => {
    downloads += 1;
    return { axiosInstance: 'the instance' };
  };
  await isolated({ './axios-instance': axiosInstance }, async () => {
    const { startSession } = await import('../start-session');

    startSession();
    await new Promise((resolve) => setTimeout(resolve));
    expect(downloads).toBe(0);

    fireEvent.keyDown(document.body, { key: 's' });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(downloads).toBe(1));
  });
});

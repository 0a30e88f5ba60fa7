import { apiClient, configureRuntime } from '@portal/shared';
import { makeToken, mockApi, resetSession } from '@portal/shared/testing';
import { EARLY_GET_TTL_MS, forgetEarlyGets, startEarlyGet } from './early-get';

const LIST = '/api/icp-onboarding/t-acme/workspace/w-1';
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetSession();
  forgetEarlyGets();
  configureRuntime({ apiBaseUrl: 'http://api.test' });
  window.localStorage.setItem('auth_token', makeToken());
  api = mockApi();
  api.onGet(LIST).reply(200, [{ id: 'icp-1' }]);
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const sent = () => api.history.get.filter((request) => request.url === LIST);

it('answers the first same call from the request started early: one request, its answer', async () => {
  startEarlyGet(LIST);
  const { data } = await apiClient.get(LIST);

  expect(data).toEqual([{ id: 'icp-1' }]);
  expect(sent()).toHaveLength(1);
  expect(sent()[0]!.headers!.Authorization).toMatch(/^Bearer /);
});

it('answers only once: the next call asks the API again', async () => {
  startEarlyGet(LIST);
  await apiClient.get(LIST);
  await apiClient.get(LIST);

  expect(sent()).toHaveLength(2);
});

it('gives its failure to the caller as the call would have failed', async () => {
  api.onGet('/api/tenants/').reply(500, { statusCode: 500, code: 'X', message: 'Down' });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  startEarlyGet('/api/tenants/');

  await expect(apiClient.get('/api/tenants/')).rejects.toMatchObject({ status: 500 });
  expect(api.history.get.filter((request) => request.url === '/api/tenants/')).toHaveLength(1);
  logged.mockRestore();
});

it('is not taken by a call with another token (signed in again meanwhile)', async () => {
  startEarlyGet(LIST);
  window.localStorage.setItem(
    'auth_token',
    makeToken({ id: 'u-2', username: 'b', isAdmin: false }),
  );
  await apiClient.get(LIST);

  expect(sent()).toHaveLength(2);
});

it('is not taken by a call with options (another query)', async () => {
  startEarlyGet(LIST);
  await apiClient.get(LIST, { params: { page: 2 } });

  expect(sent()).toHaveLength(2);
});

it('is not served to a caller that comes after the answer may have changed', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  startEarlyGet(LIST);
  jest.advanceTimersByTime(EARLY_GET_TTL_MS + 1);
  await apiClient.get(LIST);

  expect(sent()).toHaveLength(2);
});

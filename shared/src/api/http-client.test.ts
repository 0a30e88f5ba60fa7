import { mockApi, makeToken } from '../testing';
import { configureRuntime } from '../config';
import { TOKEN_STORAGE_KEY } from '../session';
import { apiClient, REQUEST_TIMEOUT_MS } from './http-client';
import { errorMessage } from './api-error';
import { listTenants } from './tenants';

let http: ReturnType<typeof mockApi>;
beforeEach(() => {
  http = mockApi();
  configureRuntime({ apiBaseUrl: 'http://api.test' });
});
afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

it('sends the stored token as a bearer header to the configured base URL', async () => {
  const token = makeToken();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  http.onGet('/api/tenants/').reply(200, []);

  await listTenants();
  expect(http.history.get[0]!.baseURL).toBe('http://api.test');
  expect(http.history.get[0]!.headers!.Authorization).toBe(`Bearer ${token}`);
});

it('sends no authorization header without a token', async () => {
  http.onGet('/api/tenants/').reply(200, []);

  await listTenants();
  expect(http.history.get[0]!.headers!.Authorization).toBeUndefined();
});

it('times out after 10,000 ms', async () => {
  http.onGet('/api/tenants/').reply(200, []);

  await listTenants();
  expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  expect(http.history.get[0]!.timeout).toBe(10_000);
});

it('a 401 removes the stored token', async () => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
  http.onGet('/api/tenants/').reply(401, { message: 'Token expired' });

  await expect(listTenants()).rejects.toThrow();
  expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

it.each([
  ['a 403', 403],
  ['a 500', 500],
])('%s is logged and keeps the token', async (_label, status) => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'kept');
  http.onGet('/api/tenants/').reply(status);

  await expect(listTenants()).rejects.toThrow();
  expect(log).toHaveBeenCalled();
  expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('kept');
});

it('no response is logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.onGet('/api/tenants/').networkError();

  await expect(listTenants()).rejects.toThrow();
  expect(log).toHaveBeenCalledWith('No response from the API:', 'Network Error');
});

it('a call its caller aborts is not logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.onGet('/api/tenants/').reply(() => new Promise(() => undefined));
  const controller = new AbortController();

  const call = apiClient.get('/api/tenants/', { signal: controller.signal });
  controller.abort();

  await expect(call).rejects.toMatchObject({ status: null });
  expect(log).not.toHaveBeenCalled();
});

it("errorMessage prefers the server's message and falls back otherwise", async () => {
  http
    .onGet('/api/tenants/')
    .replyOnce(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Tenant not found' });
  http.onGet('/api/tenants/').replyOnce(400, { message: '   ' });

  const first = await listTenants().catch((error: unknown) => error);
  const second = await listTenants().catch((error: unknown) => error);
  expect(errorMessage(first, 'Failed to load tenants')).toBe('Tenant not found');
  expect(errorMessage(second, 'Failed to load tenants')).toBe('Failed to load tenants');
  expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
});

it('rejects every failure with one ApiError: status, code and message', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http
    .onGet('/api/tenants/')
    .replyOnce(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Tenant not found' });
  http.onGet('/api/tenants/').replyOnce(502, '<html>Bad gateway</html>');
  http.onGet('/api/tenants/').networkErrorOnce();

  await expect(listTenants()).rejects.toMatchObject({
    name: 'ApiError',
    status: 404,
    code: 'NOT_FOUND',
    message: 'Tenant not found',
    showable: true,
  });
  await expect(listTenants()).rejects.toMatchObject({
    name: 'ApiError',
    status: 502,
    code: 'HTTP_502',
    showable: false,
  });
  await expect(listTenants()).rejects.toMatchObject({
    name: 'ApiError',
    status: null,
    code: 'NETWORK_ERROR',
    showable: false,
  });
});

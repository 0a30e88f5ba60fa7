import { acme, makeToken, mockApi, resetSession, signIn, staffUser } from '../testing';
import { queryClient, tenantsQuery } from '.';
import { apiClient } from '../api';
import { sessionStore } from '../session';
import { TOKEN_STORAGE_KEY } from '../session/token-storage';

const refused = {
  statusCode: 403,
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Change your one-time password first',
};
let http: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetSession();
  http = mockApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

const state = () => sessionStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a sign-in answered with mustChangePassword says so, and asks for no list the API would refuse', async () => {
  http.onPost('/api/auth/login').reply(200, {
    token: makeToken(),
    ...staffUser,
    mustChangePassword: true,
  });

  await state().login({ username: staffUser.username, password: 'one-time-1' });
  await settle();

  expect(state()).toMatchObject({ isAuthenticated: true, mustChangePassword: true });
  expect(http.history.get).toHaveLength(0);
});

it('an ordinary sign-in does not', async () => {
  http.onPost('/api/auth/login').reply(200, { token: makeToken(), ...staffUser });
  http.onGet('/api/tenants/').reply(200, [acme]);

  await state().login({ username: staffUser.username, password: 'staff12345' });
  expect(state().mustChangePassword).toBe(false);
});

it('after a reload, the first refusal of a list tells the store', async () => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
  http.onGet('/api/tenants/').reply(403, refused);
  state().restoreSession();
  expect(state().mustChangePassword).toBe(false);

  await queryClient.fetchQuery(tenantsQuery()).catch(() => undefined);
  expect(state().mustChangePassword).toBe(true);
});

it('so does a refused change (a mutation of the same cache)', async () => {
  signIn();
  http.onPost('/api/anything').reply(403, refused);
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => apiClient.post('/api/anything', {}),
  });

  await mutation.execute(undefined).catch(() => undefined);
  expect(state().mustChangePassword).toBe(true);
});

it('another 403 is not a password to change', async () => {
  signIn();
  http
    .onGet('/api/tenants/')
    .reply(403, { code: 'FORBIDDEN', message: 'Viewers cannot change ICPs' });

  await queryClient.fetchQuery(tenantsQuery()).catch(() => undefined);
  expect(state().mustChangePassword).toBe(false);
});

it('once changed, what was refused loads again', async () => {
  signIn({ mustChangePassword: true });
  http.onGet('/api/tenants/').replyOnce(403, refused).onGet('/api/tenants/').reply(200, [acme]);
  await queryClient.fetchQuery(tenantsQuery()).catch(() => undefined);

  state().passwordChanged();
  await settle();
  await settle();

  expect(state().mustChangePassword).toBe(false);
  expect(queryClient.getQueryData(tenantsQuery().queryKey)).toEqual([acme]);
});

it('signing out forgets it', () => {
  signIn({ mustChangePassword: true });
  state().logout();
  expect(state().mustChangePassword).toBe(false);
});

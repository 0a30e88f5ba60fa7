import {
  mockApi,
  resetSession,
  makeToken,
  staffUser,
  acme,
  globex,
  enterpriseSales,
  smb,
} from '../testing';
import { queryClient, tenantsQuery, workspacesQuery } from '../data';
import { ensureSessionLists } from '../data/follow-session';
import { sessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { SELECTION_STORAGE_KEY } from './selection-storage';

const loginAnswer = {
  token: makeToken(),
  id: staffUser.id,
  username: staffUser.username,
  role: 'editor' as const,
  isAdmin: false,
};
let http: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetSession();
  http = mockApi();
});
afterEach(() => http.restore());

const state = () => sessionStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cachedTenants = () => queryClient.getQueryData(tenantsQuery().queryKey);
const cachedWorkspaces = (tenantId: string) =>
  queryClient.getQueryState(workspacesQuery(tenantId).queryKey);

describe('login', () => {
  it('stores the token, sets the user and loads tenants', async () => {
    http.onPost('/api/auth/login').reply(200, loginAnswer);
    http.onGet('/api/tenants/').reply(200, [acme]);

    await expect(
      state().login({ username: 'staff@example.com', password: 'staff12345' }),
    ).resolves.toBe(true);

    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      username: 'staff@example.com',
      password: 'staff12345',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(loginAnswer.token);
    expect(state()).toMatchObject({
      isAuthenticated: true,
      user: staffUser,
      isLoading: false,
      error: null,
    });
    await settle();
    expect(cachedTenants()).toEqual([acme]);
  });

  it("shows the server's message on failure", async () => {
    http.onPost('/api/auth/login').reply(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });

    await expect(state().login({ username: 'x', password: 'y' })).resolves.toBe(false);
    expect(state()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: 'Invalid username or password',
    });
  });

  it("falls back to 'An unknown error occurred' without a message", async () => {
    http.onPost('/api/auth/login').networkError();

    await state().login({ username: 'x', password: 'y' });
    expect(state().error).toBe('An unknown error occurred');
  });

  it('is loading while the call is in flight', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const reply = new Promise<[number, unknown]>((resolve) => (answer = resolve));
    http.onPost('/api/auth/login').reply(() => reply);
    http.onGet('/api/tenants/').reply(200, []);

    const pending = state().login({ username: 'x', password: 'y' });
    expect(state().isLoading).toBe(true);
    answer([200, loginAnswer]);
    await pending;
    expect(state().isLoading).toBe(false);
  });
});

describe('signedIn (another door, e.g. the identity provider)', () => {
  it('stores the token, sets the user, clears an old error and loads tenants, as login does', async () => {
    http.onGet('/api/tenants/').reply(200, [acme]);
    sessionStore.setState({ error: 'Invalid username or password' });

    state().signedIn(loginAnswer);

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(loginAnswer.token);
    expect(state()).toMatchObject({
      isAuthenticated: true,
      user: staffUser,
      isLoading: false,
      error: null,
      mustChangePassword: false,
    });
    await settle();
    expect(cachedTenants()).toEqual([acme]);
  });

  it('with a one-time password loads no lists until it is changed', async () => {
    state().signedIn({ ...loginAnswer, mustChangePassword: true });
    expect(state().mustChangePassword).toBe(true);
    await settle();
    expect(http.history.get).toHaveLength(0);
  });
});

describe('tenancy', () => {
  beforeEach(() => sessionStore.setState({ isAuthenticated: true, user: staffUser }));

  it('keeps a failed tenant load in the cache as an ApiError for the screens', async () => {
    http.onGet('/api/tenants/').reply(500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await ensureSessionLists();
    const failed = queryClient.getQueryState(tenantsQuery().queryKey);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toMatchObject({ name: 'ApiError', status: 500, showable: false });
  });

  it('selecting a tenant clears the workspace and loads its workspaces afresh', async () => {
    http.onGet('/api/tenants/').reply(200, [acme, globex]);
    queryClient.setQueryData(workspacesQuery(acme.id).queryKey, [smb]);
    sessionStore.setState({ selectedTenantId: globex.id, selectedWorkspaceId: 'w-emea' });
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales, smb]);

    state().selectTenant(acme.id);
    expect(state()).toMatchObject({ selectedTenantId: acme.id, selectedWorkspaceId: null });
    await settle();
    await settle();
    expect(cachedWorkspaces(acme.id)?.data).toEqual([enterpriseSales, smb]);
    expect(http.history.get.map((call) => call.url)).toContain(`/api/workspaces/tenant/${acme.id}`);
  });

  it('selecting a workspace only sets it, and only the ids survive a reload', () => {
    sessionStore.setState({ selectedTenantId: acme.id });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());

    state().selectWorkspace(enterpriseSales.id);
    expect(state()).toMatchObject({
      selectedTenantId: acme.id,
      selectedWorkspaceId: enterpriseSales.id,
    });
    expect(JSON.parse(window.localStorage.getItem(SELECTION_STORAGE_KEY)!)).toEqual({
      tenantId: acme.id,
      workspaceId: enterpriseSales.id,
    });

    http.onGet('/api/tenants/').reply(200, [acme]);
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);
    sessionStore.setState({ selectedTenantId: null, selectedWorkspaceId: null });
    state().restoreSession();
    expect(state()).toMatchObject({
      selectedTenantId: acme.id,
      selectedWorkspaceId: enterpriseSales.id,
    });
  });

  it('drops a restored tenant the user no longer reaches, with its workspace', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    window.localStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ tenantId: globex.id, workspaceId: 'w-emea' }),
    );
    http.onGet('/api/tenants/').reply(200, [acme]);
    http.onGet(`/api/workspaces/tenant/${globex.id}`).reply(404, { message: 'Tenant not found' });

    state().restoreSession();
    await ensureSessionLists();
    expect(state()).toMatchObject({ selectedTenantId: null, selectedWorkspaceId: null });
    expect(JSON.parse(window.localStorage.getItem(SELECTION_STORAGE_KEY)!)).toEqual({
      tenantId: null,
      workspaceId: null,
    });
  });

  it('drops a restored workspace its tenant no longer has, keeping the tenant', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    window.localStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ tenantId: acme.id, workspaceId: 'w-gone' }),
    );
    http.onGet('/api/tenants/').reply(200, [acme]);
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);

    state().restoreSession();
    await ensureSessionLists();
    expect(state()).toMatchObject({ selectedTenantId: acme.id, selectedWorkspaceId: null });
  });

  it.each([
    ['whole objects (the old format)', JSON.stringify({ tenant: acme, workspace: smb })],
    ['a workspace without a tenant', JSON.stringify({ tenantId: null, workspaceId: smb.id })],
    ['ids of the wrong type', JSON.stringify({ tenantId: 7, workspaceId: {} })],
    ['corrupt JSON', '{'],
  ])('reads %s as no selection', (_label, stored) => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    window.localStorage.setItem(SELECTION_STORAGE_KEY, stored);
    http.onGet('/api/tenants/').reply(200, [acme]);

    state().restoreSession();
    expect(state()).toMatchObject({ selectedTenantId: null, selectedWorkspaceId: null });
  });

  it('entering the dashboard marks it visited and loads tenants only when none are present', async () => {
    http.onGet('/api/tenants/').reply(200, [acme]);

    state().enterDashboard();
    await settle();
    await settle();
    state().enterDashboard();
    await settle();
    expect(state().hasVisitedDashboard).toBe(true);
    expect(http.history.get).toHaveLength(1);
  });
});

describe('restore and logout', () => {
  it('restores the user from a stored token without a login call, then loads tenants', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    http.onGet('/api/tenants/').reply(200, [acme]);

    state().restoreSession();
    expect(state()).toMatchObject({ isAuthenticated: true, user: staffUser });
    await ensureSessionLists();
    expect(http.history.post).toHaveLength(0);
    expect(cachedTenants()).toEqual([acme]);
  });

  it('treats an expired token as no token', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(staffUser, -5));

    state().restoreSession();
    expect(state()).toMatchObject({ isAuthenticated: false, user: null });
    expect(http.history.get).toHaveLength(0);
  });

  it("logout removes the token and the selection, resets every field and forgets the user's lists", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    queryClient.setQueryData(tenantsQuery().queryKey, [acme]);
    sessionStore.setState({
      isAuthenticated: true,
      user: staffUser,
      selectedTenantId: acme.id,
      hasVisitedDashboard: true,
    });
    state().selectWorkspace(enterpriseSales.id);

    state().logout();
    await settle();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
    expect(state()).toMatchObject({
      isAuthenticated: false,
      user: null,
      selectedTenantId: null,
      selectedWorkspaceId: null,
      hasVisitedDashboard: false,
    });
    expect(cachedTenants()).toBeUndefined();
  });
});

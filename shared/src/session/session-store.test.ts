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
import { sessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { SELECTION_STORAGE_KEY } from './selection-storage';

const loginAnswer = {
  token: makeToken(),
  id: staffUser.id,
  username: staffUser.username,
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
    expect(state()).toMatchObject({ tenants: [acme], tenantsStatus: 'ready' });
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

describe('tenancy', () => {
  beforeEach(() => sessionStore.setState({ isAuthenticated: true, user: staffUser }));

  it("reports 'Failed to load tenants' when the call fails without a message", async () => {
    http.onGet('/api/tenants/').reply(500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await state().loadTenants();
    expect(state()).toMatchObject({
      tenantsStatus: 'error',
      tenantsError: 'Failed to load tenants',
    });
  });

  it('selecting a tenant clears the workspace and loads its workspaces', async () => {
    sessionStore.setState({
      selectedTenant: globex,
      selectedWorkspace: { ...smb, tenantId: globex.id },
      workspaces: [smb],
    });
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales, smb]);

    state().selectTenant(acme);
    expect(state()).toMatchObject({
      selectedTenant: acme,
      selectedWorkspace: null,
      workspaces: [],
      workspacesStatus: 'loading',
    });
    await settle();
    expect(state()).toMatchObject({
      workspaces: [enterpriseSales, smb],
      workspacesStatus: 'ready',
    });
  });

  it("reports 'Failed to load workspaces' when the call fails without a message", async () => {
    http.onGet(`/api/workspaces/tenant/${acme.id}`).networkError();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    state().selectTenant(acme);
    await settle();
    expect(state()).toMatchObject({
      workspacesStatus: 'error',
      workspacesError: 'Failed to load workspaces',
    });
  });

  it('ignores a late answer for a tenant that is no longer selected', async () => {
    let answerGlobex: (value: [number, unknown]) => void = () => undefined;
    const globexReply = new Promise<[number, unknown]>((resolve) => (answerGlobex = resolve));
    http.onGet(`/api/workspaces/tenant/${globex.id}`).reply(() => globexReply);
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);

    state().selectTenant(globex);
    state().selectTenant(acme);
    await settle();
    answerGlobex([200, [{ id: 'w-emea', name: 'EMEA', tenantId: globex.id, description: '' }]]);
    await settle();
    expect(state().workspaces).toEqual([enterpriseSales]);
  });

  it('selecting a workspace only sets it, and both survive a reload', () => {
    sessionStore.setState({ selectedTenant: acme, workspaces: [enterpriseSales] });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());

    state().selectWorkspace(enterpriseSales);
    expect(state()).toMatchObject({
      selectedWorkspace: enterpriseSales,
      workspaces: [enterpriseSales],
    });

    http.onGet('/api/tenants/').reply(200, [acme]);
    http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);
    sessionStore.setState({ selectedTenant: null, selectedWorkspace: null });
    state().restoreSession();
    expect(state()).toMatchObject({ selectedTenant: acme, selectedWorkspace: enterpriseSales });
  });

  it('entering the dashboard marks it visited and loads tenants only when none are present', async () => {
    http.onGet('/api/tenants/').reply(200, [acme]);

    state().enterDashboard();
    await settle();
    state().enterDashboard();
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
    await settle();
    expect(http.history.post).toHaveLength(0);
    expect(state().tenants).toEqual([acme]);
  });

  it('treats an expired token as no token', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(staffUser, -5));

    state().restoreSession();
    expect(state()).toMatchObject({ isAuthenticated: false, user: null });
    expect(http.history.get).toHaveLength(0);
  });

  it('logout removes the token and the selection and resets every field', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
    sessionStore.setState({
      isAuthenticated: true,
      user: staffUser,
      tenants: [acme],
      selectedTenant: acme,
      hasVisitedDashboard: true,
    });
    state().selectWorkspace(enterpriseSales);

    state().logout();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
    expect(state()).toMatchObject({
      isAuthenticated: false,
      user: null,
      tenants: [],
      selectedTenant: null,
      selectedWorkspace: null,
      hasVisitedDashboard: false,
    });
  });
});

import {
  acme,
  globex,
  enterpriseSales,
  smb,
  makeToken,
  mockApi,
  resetSession,
  signIn,
} from '../testing';
import { sessionStore } from '../session';
import { SELECTION_STORAGE_KEY } from '../session/selection-storage';
import { TOKEN_STORAGE_KEY } from '../session/token-storage';
import { startSession } from '../start-session';
import { queryClient, tenantsQuery, workspacesQuery } from '.';
import { tenantLost, workspaceLost } from './lost-selection';

let http: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetSession();
  http = mockApi();
});
afterEach(() => http.restore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const selection = () => {
  const { selectedTenantId, selectedWorkspaceId } = sessionStore.getState();
  return { selectedTenantId, selectedWorkspaceId };
};

it('derives a lost tenant and a lost workspace from the ids and the lists', () => {
  expect(tenantLost(globex.id, [acme])).toBe(true);
  expect(tenantLost(acme.id, [acme])).toBe(false);
  expect(tenantLost(null, [])).toBe(false);
  const chosen = { selectedTenantId: acme.id, selectedWorkspaceId: 'w-gone' };
  expect(workspaceLost(chosen, acme.id, [enterpriseSales])).toBe(true);
  expect(workspaceLost(chosen, globex.id, [])).toBe(false);
  expect(workspaceLost({ ...chosen, selectedWorkspaceId: null }, acme.id, [])).toBe(false);
});

it('drops a tenant an answer no longer holds, and stores the drop; a list put in by hand drops nothing', async () => {
  signIn();
  sessionStore.getState().selectTenant(globex.id);
  sessionStore.getState().selectWorkspace('w-emea');
  queryClient.setQueryData(tenantsQuery().queryKey, [acme]);
  expect(selection()).toEqual({ selectedTenantId: globex.id, selectedWorkspaceId: 'w-emea' });

  http.onGet('/api/tenants/').reply(200, [acme]);
  await queryClient.fetchQuery({ ...tenantsQuery(), staleTime: 0 });
  expect(selection()).toEqual({ selectedTenantId: null, selectedWorkspaceId: null });
  expect(JSON.parse(window.localStorage.getItem(SELECTION_STORAGE_KEY)!)).toEqual({
    tenantId: null,
    workspaceId: null,
  });
});

it("drops a workspace its tenant's answer no longer holds, keeping the tenant", async () => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: 'w-gone' });
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales, smb]);

  await queryClient.fetchQuery(workspacesQuery(acme.id));
  expect(selection()).toEqual({ selectedTenantId: acme.id, selectedWorkspaceId: null });
});

it("a page load restores the session and, once signed in, loads the session's lists", async () => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken());
  window.localStorage.setItem(
    SELECTION_STORAGE_KEY,
    JSON.stringify({ tenantId: acme.id, workspaceId: enterpriseSales.id }),
  );
  http.onGet('/api/tenants/').reply(200, [acme]);
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);

  startSession();
  await settle();
  await settle();
  expect(http.history.get.map((call) => call.url).sort()).toEqual([
    '/api/tenants/',
    `/api/workspaces/tenant/${acme.id}`,
  ]);
  expect(selection()).toEqual({
    selectedTenantId: acme.id,
    selectedWorkspaceId: enterpriseSales.id,
  });
});

it('a page load signed out loads nothing', async () => {
  startSession();
  await settle();
  expect(http.history.get).toHaveLength(0);
});

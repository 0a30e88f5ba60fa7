import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { acme, enterpriseSales, globex } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl, midMarketIcp } from '../testing/artifacts';
import { renderDashboard } from '../testing/render-dashboard';

// The one-way flow of issue 23 §4: the switchers change the URL only, the store follows the
// URL in one place, and only a bare URL is filled from the store.

const globexWorkspace = {
  id: 'w-globex',
  name: 'Globex Field',
  tenantId: globex.id,
  description: '',
};
const noSelection = { selectedTenantId: null, selectedWorkspaceId: null };
const http = mockApiPerTest();
let stopWatching = () => {};

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp]);
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, [enterpriseSales]);
  http.onGet(`/api/workspaces/tenant/${globex.id}`).reply(200, [globexWorkspace]);
  http.onGet(`/api/icp-onboarding/${globex.id}/workspace/${globexWorkspace.id}`).reply(200, []);
});

afterEach(() => {
  stopWatching();
});

/** Every selection the store takes from now on, in order. */
function watchSelections() {
  const taken: string[] = [];
  stopWatching = sessionStore.subscribe((now, before) => {
    if (
      now.selectedTenantId !== before.selectedTenantId ||
      now.selectedWorkspaceId !== before.selectedWorkspaceId
    )
      taken.push(`${now.selectedTenantId}/${now.selectedWorkspaceId}`);
  });
  return taken;
}

/** Every URL query the page moves to from now on, in order. */
function watchUrls(router: ReturnType<typeof renderDashboard>['router']) {
  const visited: string[] = [];
  let last = router.state.location;
  router.subscribe(({ location }) => {
    if (location !== last) visited.push(location.search);
    last = location;
  });
  return visited;
}

async function choose(
  user: ReturnType<typeof renderDashboard>['user'],
  field: string,
  title: string,
) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByTitle(title));
}

it('a switcher changes the URL alone; the store follows it once per change', async () => {
  const { user, router } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });
  const selections = watchSelections();
  const urls = watchUrls(router);

  await choose(user, 'Tenant', 'Globex');
  await waitFor(() => expect(selections).toEqual([`${globex.id}/null`]));
  await choose(user, 'Workspace', globexWorkspace.name);

  expect(await screen.findByText('No ICPs Found')).toBeInTheDocument();
  expect(selections).toEqual([`${globex.id}/null`, `${globex.id}/${globexWorkspace.id}`]);
  expect(urls).toEqual([
    `?tenant=${globex.id}`,
    `?tenant=${globex.id}&workspace=${globexWorkspace.id}`,
  ]);
});

it('fills a bare URL from the stored selection once, and the store has nothing to follow', async () => {
  const { router } = renderDashboard();
  const selections = watchSelections();

  expect(await screen.findByRole('article', { name: midMarketIcp.name })).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?tenant=${acme.id}&workspace=${enterpriseSales.id}`);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(selections).toEqual([]);
});

it('leaves a bare URL bare when nothing is stored, until a tenant is chosen', async () => {
  const { user, router } = renderDashboard(noSelection);
  const selections = watchSelections();
  const urls = watchUrls(router);

  expect(
    screen.getByText('Select a tenant and a workspace to see its onboarding artifacts.'),
  ).toBeInTheDocument();
  await choose(user, 'Tenant', 'Acme Corp');

  await waitFor(() => expect(selections).toEqual([`${acme.id}/null`]));
  expect(urls).toEqual([`?tenant=${acme.id}`]);
  expect(screen.getByRole('combobox', { name: 'Workspace' })).toBeEnabled();
});

it('a selection changed elsewhere never moves the URL: the store follows the URL back', async () => {
  const { router } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });
  const urls = watchUrls(router);

  act(() => sessionStore.getState().selectTenant(globex.id));

  await waitFor(() =>
    expect(sessionStore.getState()).toMatchObject({
      selectedTenantId: acme.id,
      selectedWorkspaceId: enterpriseSales.id,
    }),
  );
  expect(urls).toEqual([]);
  expect(await screen.findByRole('article', { name: midMarketIcp.name })).toBeInTheDocument();
});

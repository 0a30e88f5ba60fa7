import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES } from '@portal/build-config/portal-parts';
import { configureRuntime, type RemoteName } from '@portal/shared';
import { acme, mockApiPerTest } from '@portal/shared/testing';
import { PortalProviders } from '../app/portal-providers';
import { PortalRoutes } from '../app/routes';
import { forgetRemotePages } from '../remotes/remote-page-requests';

/**
 * Every remote of the registry, as portal.config.json would list them:
 * `remote_auth: 'http://remotes.test/auth/mf-manifest.json'`, …
 */
export const TEST_REMOTES = Object.fromEntries(
  REMOTES.map(({ name, dir }) => [
    name,
    `http://remotes.test/${dir.replace(/^remote-/, '')}/mf-manifest.json`,
  ]),
) as Record<RemoteName, string>;

/**
 * The host's frame of a test, on the kit's per-test API fake (`mockApiPerTest`): each test
 * starts from a fresh session (signed in as the staff user when `signedIn`), no remote page
 * loaded yet, and the tenant list the shell asks for answered with Acme Corp. Call it once, at
 * the top of the file; it returns the faked API for the file's own answers.
 */
export function portalApiPerTest({ signedIn = false }: { signedIn?: boolean } = {}) {
  const http = mockApiPerTest({ signedIn });
  beforeEach(() => {
    forgetRemotePages();
    http.onGet('/api/tenants/').reply(200, [acme]);
  });
  return http;
}

/** A stand-in for an exposed page: a heading naming it, e.g. `remote_auth/LoginPage`. */
export function fakePage(id: string) {
  return { default: () => <h1>{id}</h1> };
}

/** `loadRemote` (mocked by the test file) answers every id with its fake page. */
export function serveFakeRemotes(): void {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakePage(id));
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="current-path">{pathname}</output>
      <output data-testid="current-search">{search}</output>
    </>
  );
}

/** The host's real route table in a memory router at `path`, with the portal's providers. */
export async function renderPortal(path: string) {
  configureRuntime({ apiBaseUrl: 'http://api.test', remotes: TEST_REMOTES });
  let view: RenderResult | undefined;
  // Async act: the first render suspends on the remote page and React must be let finish.
  await act(async () => {
    view = render(
      <PortalProviders>
        <MemoryRouter initialEntries={[path]}>
          <PortalRoutes />
          <CurrentPath />
        </MemoryRouter>
      </PortalProviders>,
    );
  });
  return {
    ...view!,
    pathname: () => screen.getByTestId('current-path').textContent,
    search: () => screen.getByTestId('current-search').textContent,
  };
}

/**
 * The host's route table in a data router at `path`, as the portal runs it (a browser router
 * in production), with the portal's providers; returns the router.
 */
export async function renderPortalInDataRouter(path: string) {
  configureRuntime({ apiBaseUrl: 'http://api.test', remotes: TEST_REMOTES });
  const router = createMemoryRouter([{ path: '*', element: <PortalRoutes /> }], {
    initialEntries: [path],
  });
  await act(async () => {
    render(
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>,
    );
  });
  return router;
}

/**
 * Clicks something that leads to a remote page. The page suspends while it loads, which
 * React finishes only inside an awaited act; user-event's own act is synchronous.
 */
export async function clickAndLoad(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

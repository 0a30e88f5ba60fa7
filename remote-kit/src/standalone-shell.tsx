import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '@portal/shared/antd-nav';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from '@portal/shared/router';
import { fetchRuntimeConfig, startSession } from '@portal/shared';
import { DevSessionGate } from './dev-shell/dev-session-gate';
import { RemoteProviders } from './remote-providers';

/**
 * Where the standalone page finds the API: the remote's dev server answers this with its own
 * origin (it proxies /api to the API, tooling/build-config/dev-server.js), `pnpm start` with
 * its API. Without one the runtime's default (http://localhost:4000) stays.
 */
const STANDALONE_CONFIG_URL = '/portal.config.json';

interface StandaloneOptions {
  /** Named in the dev shell's headings, e.g. `remote-artifacts`. */
  remote: string;
  /**
   * Whether the shell signs in and picks a workspace before showing the pages (every remote
   * but remote-auth, whose pages are the sign-in).
   */
  signIn?: boolean;
}

/**
 * A remote's standalone page (its dev server, or its deployed index.html): its pages at their
 * real routes, `/` sent to `home`, behind the dev shell's sign-in and workspace choice.
 */
export async function renderStandaloneShell(
  routes: RouteObject[],
  home: string,
  { remote, signIn = true }: StandaloneOptions,
) {
  await fetchRuntimeConfig(STANDALONE_CONFIG_URL).catch(() => undefined);
  startSession();
  const pages = (
    <Layout style={{ minHeight: '100vh', padding: 16 }}>
      <Outlet />
    </Layout>
  );
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={home} replace /> },
    {
      element: signIn ? <DevSessionGate remote={remote}>{pages}</DevSessionGate> : pages,
      children: routes,
    },
  ]);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <RemoteProviders>
        <RouterProvider router={router} />
      </RemoteProviders>
    </StrictMode>,
  );
}

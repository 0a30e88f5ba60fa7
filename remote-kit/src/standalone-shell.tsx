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
import { sessionStore } from '@portal/shared';
import { RemoteProviders } from './remote-providers';

/**
 * A remote's dev shell: its pages at their real routes against the default API, `/` sent to
 * `home`. Sign in through the host or remote-auth on the same origin first; the token is read
 * from storage.
 */
export function renderStandaloneShell(routes: RouteObject[], home: string) {
  sessionStore.getState().restoreSession();
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={home} replace /> },
    {
      element: (
        <Layout style={{ minHeight: '100vh', padding: 16 }}>
          <Outlet />
        </Layout>
      ),
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

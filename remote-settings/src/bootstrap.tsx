import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '@portal/shared/antd';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { RemoteProviders } from './remote-providers';
import { SETTINGS_PAGE_PATHS, settingsRoutes } from './settings-routes';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
// Changing the password needs a signed-in user: sign in through the host or remote-auth on
// the same origin first; the token is read from storage.
sessionStore.getState().restoreSession();

const router = createBrowserRouter([
  { path: '/', element: <Navigate to={SETTINGS_PAGE_PATHS.settings} replace /> },
  {
    element: (
      <Layout style={{ minHeight: '100vh', padding: 16 }}>
        <Outlet />
      </Layout>
    ),
    children: settingsRoutes,
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

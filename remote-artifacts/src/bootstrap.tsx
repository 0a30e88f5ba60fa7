import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '@portal/shared/antd';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { dashboardRoutes } from './dashboard-routes';
import { RemoteProviders } from './remote-providers';

// Standalone dev shell: the dashboard at its real route, against the default API. Sign in
// through the host or remote-auth on the same origin first; the token is read from storage.
sessionStore.getState().restoreSession();

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    element: (
      <Layout style={{ minHeight: '100vh', padding: 16 }}>
        <Outlet />
      </Layout>
    ),
    children: dashboardRoutes,
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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '@portal/shared/antd';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { INSTRUCTIONS_PAGE_PATHS, instructionRoutes } from './instruction-routes';
import { RemoteProviders } from './remote-providers';

// Standalone dev shell: Instruction tuning at its real route, against the default API. Sign
// in through the host or remote-auth on the same origin first; the token is read from storage.
sessionStore.getState().restoreSession();

const router = createBrowserRouter([
  {
    path: '/',
    element: <Navigate to={INSTRUCTIONS_PAGE_PATHS['instruction-tuning']} replace />,
  },
  {
    element: (
      <Layout style={{ minHeight: '100vh', padding: 16 }}>
        <Outlet />
      </Layout>
    ),
    children: instructionRoutes,
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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { DashboardRoutes } from './dashboard-routes';
import { RemoteProviders } from './remote-providers';

// Standalone dev shell: the dashboard at its real route, against the default API. Sign in
// through the host or remote-auth on the same origin first; the token is read from storage.
sessionStore.getState().restoreSession();

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <RemoteProviders>
      <BrowserRouter>
        <Layout style={{ minHeight: '100vh', padding: 16 }}>
          <Routes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="*" element={<DashboardRoutes />} />
          </Routes>
        </Layout>
      </BrowserRouter>
    </RemoteProviders>
  </StrictMode>,
);

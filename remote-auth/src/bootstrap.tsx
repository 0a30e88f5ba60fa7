import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { AuthRoutes } from './auth-routes';
import { RemoteProviders } from './remote-providers';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
sessionStore.getState().restoreSession();

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <RemoteProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/auth/login" replace />} />
          <Route path="*" element={<AuthRoutes />} />
        </Routes>
      </BrowserRouter>
    </RemoteProviders>
  </StrictMode>,
);

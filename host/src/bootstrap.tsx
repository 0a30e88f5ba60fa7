import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { announceStoreConsumer } from '@portal/shared';
import { Portal } from './app/portal';
import { PortalRoutes } from './app/routes';
import { startPortal } from './startup/start-portal';

announceStoreConsumer('host');

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <Portal startup={startPortal()} start={startPortal}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </Portal>
  </StrictMode>,
);

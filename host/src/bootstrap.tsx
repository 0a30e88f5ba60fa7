import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@portal/shared/router';
import { announceStoreConsumer } from '@portal/shared';
import { Portal } from './app/portal';
import { PortalRoutes } from './app/routes';
import { replacePrerendered } from './prerender/prerendered-page';
import { keepSessionHint } from './prerender/session-hint';
import './remotes/provided-kits';
import { reportUncaughtErrors } from './reporting/report-client-event';
import { startPortal } from './startup/start-portal';

announceStoreConsumer('host');
reportUncaughtErrors();
keepSessionHint();

// A data router (not <BrowserRouter>) so remote pages can use useBlocker to guard unsaved
// forms; the route table itself stays declarative inside the splat route.
const router = createBrowserRouter([{ path: '*', element: <PortalRoutes /> }]);
// A redirect (signed in already, say) leaves the pre-rendered page behind at once.
router.subscribe(() => replacePrerendered());

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

const root = createRoot(container);
// Rendered as a transition, the first render yields to the browser every few milliseconds
// instead of holding the main thread for all of it: typing into a pre-rendered page stays
// quick while the live one is built (issue 25: total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Portal startup={startPortal()} start={startPortal}>
        <RouterProvider router={router} />
      </Portal>
    </StrictMode>,
  ),
);

import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { portalTheme } from '@portal/shared';

// Role queries over antd's DOM are slow in jsdom (every style sheet is cascaded); on a busy
// machine a findBy* can need more than the default second.
configure({ asyncUtilTimeout: 5000 });
// For the same reason a test that renders the dashboard and fills a form gets a minute.
jest.setTimeout(60_000);

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders a page at its route inside the providers the host gives it, in a data router as
 * the host's; `path` may carry a query (a deep link). Any other route shows 'Now at <path>', so a test can see where the page went;
 * `router.navigate` moves as a link elsewhere in the portal would.
 */
export function renderRoute(path: string, page: ReactElement) {
  // antd never hides controls behind `pointer-events: none`; checking it on every pointer
  // action walks the computed styles of the whole tree and slows long forms down a lot.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: page },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ConfigProvider theme={portalTheme}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return { user, router, ...view };
}

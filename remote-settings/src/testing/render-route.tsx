import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalTheme } from '@portal/shared';

// Role queries over antd's DOM are slow in jsdom (every style sheet is cascaded); on a busy
// machine a findBy* can need more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Renders a page at its route inside what the host gives it: theme, antd App, data router. */
export function renderRoute(path: string, page: ReactElement) {
  // antd never hides controls behind `pointer-events: none`; checking it on every pointer
  // action walks the computed styles of the whole tree.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  const view = render(
    <ConfigProvider theme={portalTheme}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return { user, ...view };
}

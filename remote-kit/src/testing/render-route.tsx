import type { ReactElement } from 'react';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- tests only: antd's style cache, not a component
import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { portalTheme } from '@portal/shared';
import { PORTAL_FORM_CONFIG } from '../required-mark';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { createMemoryRouter, RouterProvider, useLocation } from '@portal/shared/router';

/**
 * antd names every hidden state `<component>-hidden` (a closed drawer, dropdown or tab pane)
 * and hides it with CSS, so without its styles a closed panel would still be found.
 */
const ANTD_HIDDEN_STATES = '[class$="-hidden"], [class*="-hidden "] { display: none; }';

function keepAntdHiddenStatesHidden() {
  if (document.getElementById('antd-hidden-states')) return;
  const style = document.createElement('style');
  style.id = 'antd-hidden-states';
  style.textContent = ANTD_HIDDEN_STATES;
  document.head.append(style);
}

// Role queries over antd's DOM are slow in jsdom (every style sheet is cascaded); on a busy
// machine a findBy* can need more than the default second.
configure({ asyncUtilTimeout: 5000 });

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Now at {pathname}
      {search}
    </p>
  );
}

/**
 * Renders a page at its route inside what the host gives it: theme, antd App, a data router.
 * `path` is the route (a query after it is a deep link); `url` opens another address of that
 * route, e.g. `/items/:id` at `/items/7?tab=2`. Any other route shows 'Now at <path and
 * query>', so a test can see where the page went; `router.navigate` moves as a link elsewhere
 * in the portal would. `checkPointerEvents` makes every click fail on an element styled
 * `pointer-events: none`, as a person could not click it.
 */
export function renderRoute(
  path: string,
  page: ReactElement,
  url = path,
  { checkPointerEvents = false } = {},
) {
  // Checking pointer events on every pointer action walks the computed styles of the whole
  // tree and slows long forms down a lot; the short sign-in pages keep the check.
  const user = userEvent.setup({
    pointerEventsCheck: checkPointerEvents
      ? PointerEventsCheckLevel.EachApiCall
      : PointerEventsCheckLevel.Never,
  });
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: page },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [url] },
  );
  // antd's styles are computed but not put in the document: jsdom cascades every style
  // sheet on each role query, and antd's thousands of rules made the suites five times
  // slower. Only its hidden states stay (below); the rest of what styles do (layout,
  // contrast) is checked in Chromium (e2e).
  keepAntdHiddenStatesHidden();
  const view = render(
    <StyleProvider mock="server">
      <ConfigProvider theme={portalTheme} form={PORTAL_FORM_CONFIG}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { user, router, ...view };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { portalTheme } from '@portal/shared';

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
 * Renders a page at its route inside the providers the host gives it; `path` may carry a
 * query. Any other route shows 'Now at <path and query>', so a test can see where the page
 * navigated.
 */
export function renderRoute(path: string, page: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider theme={portalTheme}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  return { user, ...view };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { portalTheme } from '@portal/shared';

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders a page at its route inside the providers the host gives it. Any other route
 * shows 'Now at <path>', so a test can see where the page navigated.
 */
export function renderRoute(path: string, page: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider theme={portalTheme}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  return { user, ...view };
}

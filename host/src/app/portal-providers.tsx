import type { ReactNode } from 'react';
import { App, ConfigProvider } from '@portal/shared/antd';
import { portalTheme } from '@portal/shared';

/** The theme and antd's App context, given once by the host to every page of every remote. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

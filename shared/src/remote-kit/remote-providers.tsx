import type { ReactNode } from 'react';
import { App, ConfigProvider } from '@portal/shared/antd';
import { portalTheme } from '@portal/shared';

/** What the portal host gives every page: its theme and antd's App context. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

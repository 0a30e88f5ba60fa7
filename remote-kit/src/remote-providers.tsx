import type { ReactNode } from 'react';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { portalTheme } from '@portal/shared';

/** What the portal host gives every page: its theme and antd's App context. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

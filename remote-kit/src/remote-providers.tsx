import type { ReactNode } from 'react';
import { ConfigProvider } from '@portal/shared/antd';
import { App } from '@portal/shared/antd-nav';
import { portalTheme } from '@portal/shared';
import { PORTAL_FORM_CONFIG } from './required-mark';

/** What the portal host gives every page: its theme, forms' required mark and antd's App context. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} form={PORTAL_FORM_CONFIG}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

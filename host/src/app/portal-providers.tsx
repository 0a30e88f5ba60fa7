import type { ReactNode } from 'react';
import { ConfigProvider, theme } from '@portal/shared/antd';
import { portalTheme } from '@portal/shared';

/** The text style antd's App would give (font, colour, size, line height), from the theme. */
function PortalText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The theme and base text style, given once by the host to every page of every remote.
 * antd's App context (modal, message) comes with the dashboard shell: its kit,
 * `@portal/shared/antd-nav`, is more than the sign-in pages need.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <PortalText>{children}</PortalText>
    </ConfigProvider>
  );
}

import { Flex, Typography, theme } from '@portal/shared/antd';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_PROPS, SkipLink } from '@portal/remote-kit/skip-link';

/**
 * The centred card of every sign-in step, under the product title: the page's main landmark,
 * after 'Skip to main content' (issue 37 §3; pre-rendered with the sign-in page). Drawn from the theme's
 * tokens rather than antd's Card, which brings Tabs, Skeleton and a menu with it: the sign-in
 * page loads only the base antd kit.
 */
export function AuthCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <>
      <SkipLink />
      <Flex
        component="main"
        {...MAIN_CONTENT_PROPS}
        vertical
        align="center"
        justify="center"
        gap={24}
        style={{
          ...MAIN_CONTENT_PROPS.style,
          minHeight: '100vh',
          padding: '32px 16px',
          background: token.colorBgLayout,
        }}
      >
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Enterprise Portal
        </Typography.Title>
        <section
          style={{
            boxSizing: 'border-box',
            width: '100%',
            maxWidth: 440,
            padding: token.paddingLG,
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          {children}
        </section>
      </Flex>
    </>
  );
}

import { useEffect, useState } from 'react';
import { ConfigProvider, Grid } from '@portal/shared/antd';
import { App, Drawer, Layout } from '@portal/shared/antd-nav';
import { Outlet } from '@portal/shared/router';
import { portalTheme, sessionStore } from '@portal/shared';
import { PORTAL_FORM_CONFIG } from '@portal/remote-kit/required-mark';
import { MAIN_CONTENT_PROPS, SkipLink } from '@portal/remote-kit/skip-link';
import { useOpenedOnce } from '@portal/remote-kit/opened-once';
import { CONTENT_PADDING, ShellHeader, ShellSider, SIDER_WIDTH } from './shell-parts';
import { SideNav } from './side-nav';

/**
 * The layout of every /dashboard route: 'Skip to main content', sidebar (a slide-in menu below
 * `md`) and content (the main landmark), with antd's App context for the pages' modals.
 */
export function DashboardShell() {
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone's menu drawer is mounted when first opened: its styles are not the first load's.
  const menuOpened = useOpenedOnce(menuOpen);
  // Before the first measurement `md` is undefined: assume a wide screen.
  const small = screens.md === false;

  useEffect(() => {
    sessionStore.getState().enterDashboard();
  }, []);

  return (
    // Every form of every page gets remote-kit's required mark (issue 37 §3), as a remote's own
    // providers give it when it runs alone; here, not in the host's providers, so the sign-in
    // page (whose form shows no mark) does not download it.
    <ConfigProvider form={PORTAL_FORM_CONFIG}>
      <App component={false}>
        <SkipLink />
        <Layout style={{ minHeight: '100vh' }}>
          {!small && (
            <ShellSider>
              <SideNav />
            </ShellSider>
          )}
          <Layout>
            {small && <ShellHeader onOpenMenu={() => setMenuOpen(true)} />}
            <Layout.Content
              {...MAIN_CONTENT_PROPS}
              style={{
                ...MAIN_CONTENT_PROPS.style,
                padding: small ? CONTENT_PADDING.narrow : CONTENT_PADDING.wide,
                minWidth: 0,
              }}
            >
              <Outlet />
            </Layout.Content>
          </Layout>
          {small && menuOpened && (
            <Drawer
              placement="left"
              size={SIDER_WIDTH}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              closable={false}
              title={null}
              styles={{ body: { padding: 0, background: portalTheme.components?.Layout?.siderBg } }}
            >
              <SideNav onNavigate={() => setMenuOpen(false)} />
            </Drawer>
          )}
        </Layout>
      </App>
    </ConfigProvider>
  );
}

import { useEffect, useState } from 'react';
import { Button, Grid, Typography } from '@portal/shared/antd';
import { App, Drawer, Layout } from '@portal/shared/antd-nav';
import { Outlet } from '@portal/shared/router';
import { portalTheme, sessionStore } from '@portal/shared';
import { MenuIcon } from './menu-icon';
import { SideNav } from './side-nav';

const SIDER_WIDTH = 240;

/**
 * The layout of every /dashboard route: sidebar (a slide-in menu below `md`) and content, with
 * antd's App context for the pages' modals.
 */
export function DashboardShell() {
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  // Before the first measurement `md` is undefined: assume a wide screen.
  const small = screens.md === false;

  useEffect(() => {
    sessionStore.getState().enterDashboard();
  }, []);

  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        {!small && (
          <Layout.Sider width={SIDER_WIDTH} style={{ position: 'sticky', top: 0, height: '100vh' }}>
            <SideNav />
          </Layout.Sider>
        )}
        <Layout>
          {small && (
            <Layout.Header
              style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px' }}
            >
              <Button
                aria-label="Open menu"
                icon={<MenuIcon />}
                onClick={() => setMenuOpen(true)}
              />
              <Typography.Text strong>Enterprise Portal</Typography.Text>
            </Layout.Header>
          )}
          <Layout.Content style={{ padding: small ? 16 : 24, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
        {small && (
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
  );
}

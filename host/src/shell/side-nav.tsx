import type { ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Menu } from '@portal/shared/antd-nav';
import { Link, useLocation } from '@portal/shared/router';
import { useCan } from '@portal/shared/data';
import { AccountPanel } from './account-panel';
import { activeNavPath, navItems } from './nav-items';

interface SideNavProps {
  onNavigate?: () => void;
  /** The foot of the sidebar: the signed-in account unless told otherwise. */
  account?: ReactNode;
}

/** The sidebar's content, in the fixed sider on wide screens and the drawer on small ones. */
export function SideNav({ onNavigate, account }: SideNavProps) {
  const { pathname } = useLocation();
  const active = activeNavPath(pathname);
  // Administration is offered to admins alone; everyone else sees the spec's sidebar.
  const items = navItems(useCan('administer'));

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Typography.Title
        level={4}
        style={{
          color: '#fff',
          margin: 0,
          padding: '20px 24px',
          fontSize: 18,
          whiteSpace: 'nowrap',
        }}
      >
        Enterprise Portal
      </Typography.Title>
      <nav aria-label="Main" style={{ flex: 1 }}>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={active ? [active] : []}
          onClick={onNavigate}
          items={items.map((item) => ({
            key: item.path,
            label: <Link to={item.path}>{item.label}</Link>,
          }))}
        />
      </nav>
      {account ?? <AccountPanel onNavigate={onNavigate} />}
    </Flex>
  );
}

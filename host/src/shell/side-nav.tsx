import { flushSync } from 'react-dom';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Menu } from '@portal/shared/antd-nav';
import { Link, useLocation, useNavigate } from '@portal/shared/router';
import { sessionStore, useSession } from '@portal/shared';
import { useSelectedTenant } from '@portal/shared/data';
import { activeNavPath, NAV_ITEMS } from './nav-items';

/** The sidebar's content, in the fixed sider on wide screens and the drawer on small ones. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.username);
  const tenantName = useSelectedTenant()?.name;
  const active = activeNavPath(pathname);

  const logout = () => {
    // Signed-in pages answer a signed-out session by sending it to sign-in with a way back
    // (?redirect=); a chosen logout has none. Let that guard react first, then this
    // navigation replaces its.
    flushSync(() => sessionStore.getState().logout());
    onNavigate?.();
    navigate('/auth/login', { replace: true });
  };

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
          items={NAV_ITEMS.map((item) => ({
            key: item.path,
            label: <Link to={item.path}>{item.label}</Link>,
          }))}
        />
      </nav>
      <Flex
        vertical
        gap={4}
        style={{ padding: '16px 24px', borderTop: '1px solid rgba(255,255,255,0.12)' }}
      >
        <Typography.Text style={{ color: '#fff' }} ellipsis title={email ?? 'User'}>
          {email ?? 'User'}
        </Typography.Text>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }} ellipsis>
          {tenantName ?? 'No tenant'}
        </Typography.Text>
        <Button ghost onClick={logout} style={{ marginTop: 12 }}>
          Logout
        </Button>
      </Flex>
    </Flex>
  );
}

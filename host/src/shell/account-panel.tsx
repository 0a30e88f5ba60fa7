import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { useNavigate } from '@portal/shared/router';
import { sessionStore, useSession } from '@portal/shared';
import { useSelectedTenant } from '@portal/shared/data';

function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <Flex
      vertical
      gap={4}
      style={{ padding: '16px 24px', borderTop: '1px solid rgba(255,255,255,0.12)' }}
    >
      {children}
    </Flex>
  );
}

/** Who is signed in, in which tenant, and the way out: the foot of the sidebar. */
export function AccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.username);
  const tenantName = useSelectedTenant()?.name;

  const logout = () => {
    // Signed-in pages answer a signed-out session by sending it to sign-in with a way back
    // (?redirect=); a chosen logout has none. Let that guard react first, then this
    // navigation replaces its.
    flushSync(() => sessionStore.getState().logout());
    onNavigate?.();
    navigate('/auth/login', { replace: true });
  };

  return (
    <AccountFrame>
      <Typography.Text style={{ color: '#fff' }} ellipsis title={email ?? 'User'}>
        {email ?? 'User'}
      </Typography.Text>
      <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }} ellipsis>
        {tenantName ?? 'No tenant'}
      </Typography.Text>
      <Button ghost onClick={logout} style={{ marginTop: 12 }}>
        Logout
      </Button>
    </AccountFrame>
  );
}

/** A line of text not known yet, as tall as the line it stands for. */
function PendingLine({ width }: { width: string }) {
  return (
    <span aria-hidden="true" style={{ display: 'flex', alignItems: 'center', height: 22 }}>
      <span style={{ width, height: 12, borderRadius: 4, background: 'rgba(255,255,255,0.12)' }} />
    </span>
  );
}

/**
 * The panel before the portal's code has read the session (the pre-rendered shell): the same
 * size, the user and tenant still to come, and Logout not usable yet.
 */
export function AccountPlaceholder() {
  return (
    <AccountFrame>
      <PendingLine width="75%" />
      <PendingLine width="45%" />
      <Button ghost disabled style={{ marginTop: 12 }}>
        Logout
      </Button>
    </AccountFrame>
  );
}

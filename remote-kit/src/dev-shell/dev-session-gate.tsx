import type { ReactNode } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { useSession } from '@portal/shared';
import { useSelectedTenant, useSelectedWorkspace } from '@portal/shared/data';
import { DevScopePicker } from './dev-scope-picker';
import { DevSignIn } from './dev-sign-in';

/** Who is signed in where, and the way to change it, above the remote's pages. */
function DevSessionBar() {
  const username = useSession((state) => state.user?.username);
  const selectTenant = useSession((state) => state.selectTenant);
  const logout = useSession((state) => state.logout);
  const tenant = useSelectedTenant();
  const workspace = useSelectedWorkspace();
  return (
    <Flex component="header" align="center" gap={12} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">
        Dev shell · {username} · {tenant?.name ?? '…'} / {workspace?.name ?? '…'}
      </Typography.Text>
      <Button size="small" onClick={() => selectTenant(tenant?.id ?? null)}>
        Change workspace
      </Button>
      <Button size="small" onClick={logout}>
        Sign Out
      </Button>
    </Flex>
  );
}

/**
 * A remote's standalone page needs what the host gives it in the portal: a session and a
 * workspace. Until it has both, this asks for them; then it shows the remote's pages.
 */
export function DevSessionGate({ remote, children }: { remote: string; children: ReactNode }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const hasWorkspace = useSession((state) => state.selectedWorkspaceId !== null);
  if (!isAuthenticated) return <DevSignIn remote={remote} />;
  if (!hasWorkspace) return <DevScopePicker remote={remote} />;
  return (
    <>
      <DevSessionBar />
      {children}
    </>
  );
}

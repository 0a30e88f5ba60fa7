import { useEffect } from 'react';
import { Alert, Flex, Typography } from '@portal/shared/antd';
import { Result } from '@portal/shared/antd-nav';
import { announceStoreConsumer, sessionStore, useSession } from '@portal/shared';
import { ArtifactTabs } from '../components/artifact-tabs';
import { NoAccess } from '../components/no-access';
import { ScopeBar } from '../components/scope-bar';
import { UnsavedChangesGuard } from '@portal/remote-kit';
import { useScopeFromUrl } from '../deep-link/use-scope-from-url';

announceStoreConsumer('remote_artifacts');

/** The dashboard of a signed-in user: the scope its URL names, once the user's lists allow it. */
function ArtifactsDashboard() {
  const access = useScopeFromUrl();
  const hasScope = useSession(
    (state) => state.selectedTenantId !== null && state.selectedWorkspaceId !== null,
  );

  if (access === 'denied') return <NoAccess />;

  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Onboarding Artifacts
      </Typography.Title>
      <ScopeBar />
      {/* Until the URL's scope is vouched for, nothing of any workspace shows. */}
      {access === 'granted' && !hasScope && (
        <Alert
          type="info"
          role="status"
          showIcon
          title="Select a tenant and a workspace to see its onboarding artifacts."
        />
      )}
      {access === 'granted' && <ArtifactTabs />}
    </Flex>
  );
}

export default function DashboardPage() {
  const isSignedIn = useSession((state) => state.user !== null);

  useEffect(() => {
    if (isSignedIn) sessionStore.getState().enterDashboard();
  }, [isSignedIn]);

  if (!isSignedIn) return <Result status="warning" title="Not Authenticated" />;
  return <ArtifactsDashboard />;
}

import { useEffect } from 'react';
import { Alert, Flex, Typography } from '@portal/shared/antd';
import { Result } from '@portal/shared/antd-nav';
import { announceStoreConsumer, sessionStore, useSession } from '@portal/shared';
import { ArtifactTabs } from '../components/artifact-tabs';
import { ScopeBar } from '../components/scope-bar';
import { UnsavedChangesGuard } from '@portal/remote-kit';

announceStoreConsumer('remote_artifacts');

export default function DashboardPage() {
  const isSignedIn = useSession((state) => state.user !== null);
  const hasScope = useSession(
    (state) => state.selectedTenantId !== null && state.selectedWorkspaceId !== null,
  );

  useEffect(() => {
    if (isSignedIn) sessionStore.getState().enterDashboard();
  }, [isSignedIn]);

  if (!isSignedIn) return <Result status="warning" title="Not Authenticated" />;

  return (
    <Flex vertical gap={16}>
      <UnsavedChangesGuard />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Onboarding Artifacts
      </Typography.Title>
      <ScopeBar />
      {!hasScope && (
        <Alert
          type="info"
          role="status"
          showIcon
          title="Select a tenant and a workspace to see its onboarding artifacts."
        />
      )}
      <ArtifactTabs />
    </Flex>
  );
}

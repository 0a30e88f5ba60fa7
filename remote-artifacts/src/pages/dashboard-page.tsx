import { useEffect } from 'react';
import { Alert, Result } from '@portal/shared/antd-nav';
import { Navigate } from '@portal/shared/router';
import { announceStoreConsumer, sessionStore, useSession } from '@portal/shared';
import { ArtifactTabs } from './artifact-tabs';
import { ResearchPanel } from '../features/research/research-panel';
import { NoAccess } from '../components/no-access';
import { ScopeBar } from '../components/scope-bar';
import { UnsavedChangesGuard } from '@portal/remote-kit';
import { PasswordChangeGate } from '@portal/remote-kit/password-change';
import { useBareUrlTarget } from '../deep-link/use-bare-url-target';
import { useDashboardScope } from '../deep-link/use-dashboard-scope';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { DashboardLayout } from './dashboard-layout';
import { useStoreFollowsScope } from '../deep-link/use-store-follows-scope';

announceStoreConsumer('remote_artifacts');

/**
 * The dashboard of a signed-in user. Its URL is the source of truth for its scope: the page
 * reads the scope from the URL, once the user's lists allow it, and passes it down; the
 * switchers change the URL; the store follows (one effect). A bare URL is filled from the
 * stored selection first.
 */
function ArtifactsDashboard() {
  const { params } = useDashboardUrl();
  const bareUrlTarget = useBareUrlTarget(params);
  const { scope, access } = useDashboardScope(params);
  useStoreFollowsScope(scope, access);

  if (bareUrlTarget !== null) return <Navigate replace to={{ search: bareUrlTarget }} />;
  if (access === 'denied') return <NoAccess />;

  const hasScope = scope.tenantId !== null && scope.workspaceId !== null;
  return (
    <DashboardLayout scopeBar={<ScopeBar scope={scope} />}>
      <UnsavedChangesGuard />
      {/* Until the URL's scope is vouched for, nothing of any workspace shows. */}
      {access === 'granted' && !hasScope && (
        <Alert
          type="info"
          role="status"
          showIcon
          title="Select a tenant and a workspace to see its onboarding artifacts."
        />
      )}
      {access === 'granted' && hasScope && (
        <ResearchPanel scope={{ tenantId: scope.tenantId!, workspaceId: scope.workspaceId! }} />
      )}
      {access === 'granted' && <ArtifactTabs scope={scope} />}
    </DashboardLayout>
  );
}

export default function DashboardPage() {
  const isSignedIn = useSession((state) => state.user !== null);

  useEffect(() => {
    if (isSignedIn) sessionStore.getState().enterDashboard();
  }, [isSignedIn]);

  if (!isSignedIn) return <Result status="warning" title="Not Authenticated" />;
  return (
    <PasswordChangeGate>
      <ArtifactsDashboard />
    </PasswordChangeGate>
  );
}

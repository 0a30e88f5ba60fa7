import { Alert, Button } from '@portal/shared/antd';
import { useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, useSession } from '@portal/shared';
import { AuthCard } from '../components/auth-card';
import { StepActions } from '../components/step-actions';
import { StepHeading } from '../components/step-heading';
import { TenantSummary } from '../components/tenant-summary';
import { WorkspaceField } from '../components/workspace-field';
import { useWorkspacesOnMount } from '../hooks/use-workspaces-on-mount';

announceStoreConsumer('remote_auth');

export default function WorkspaceSelectionPage() {
  const navigate = useNavigate();
  const tenant = useSession((state) => state.selectedTenant);
  const hasWorkspace = useSession((state) => state.selectedWorkspace !== null);
  const selectTenant = useSession((state) => state.selectTenant);
  useWorkspacesOnMount(tenant?.id);

  const back = () => {
    // Spec §2: going back re-selects the tenant, which clears the chosen workspace.
    if (tenant) selectTenant(tenant);
    navigate('/auth/tenant-selection');
  };

  return (
    <AuthCard>
      <StepHeading title="Select Workspace" />
      {tenant ? (
        <>
          <TenantSummary tenant={tenant} />
          <WorkspaceField tenantId={tenant.id} />
        </>
      ) : (
        <Alert
          type="warning"
          role="status"
          showIcon
          title="No tenant selected"
          style={{ marginBottom: 24 }}
        />
      )}
      <StepActions>
        <Button onClick={back}>Back</Button>
        <Button type="primary" disabled={!hasWorkspace} onClick={() => navigate('/dashboard')}>
          Continue to Dashboard
        </Button>
      </StepActions>
    </AuthCard>
  );
}

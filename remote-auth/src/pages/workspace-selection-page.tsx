import { Button } from '@portal/shared/antd';
import { useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, useSession } from '@portal/shared';
import { PasswordChangeGate } from '@portal/remote-kit/password-change';
import { AuthCard } from '../components/auth-card';
import { SelectedTenant } from '../components/selected-tenant';
import { StepActions } from '../components/step-actions';
import { StepHeading } from '../components/step-heading';

announceStoreConsumer('remote_auth');

/** A one-time password is changed first: until then the API refuses the workspaces. */
export default function WorkspaceSelectionPage() {
  return (
    <PasswordChangeGate>
      <WorkspaceSelection />
    </PasswordChangeGate>
  );
}

function WorkspaceSelection() {
  const navigate = useNavigate();
  const tenantId = useSession((state) => state.selectedTenantId);
  const hasWorkspace = useSession((state) => state.selectedWorkspaceId !== null);
  const selectTenant = useSession((state) => state.selectTenant);

  const back = () => {
    // Spec §2: going back re-selects the tenant, which clears the chosen workspace.
    if (tenantId) selectTenant(tenantId);
    navigate('/auth/tenant-selection');
  };

  return (
    <AuthCard>
      <StepHeading title="Select Workspace" />
      <SelectedTenant />
      <StepActions>
        <Button onClick={back}>Back</Button>
        <Button type="primary" disabled={!hasWorkspace} onClick={() => navigate('/dashboard')}>
          Continue to Dashboard
        </Button>
      </StepActions>
    </AuthCard>
  );
}

import { Button } from '@portal/shared/antd';
import { useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, useSession } from '@portal/shared';
import { PasswordChangeGate } from '@portal/remote-kit/password-change';
import { AuthCard } from '../components/auth-card';
import { StepActions } from '../components/step-actions';
import { StepHeading } from '../components/step-heading';
import { TenantField } from '../components/tenant-field';
import { UserSummary } from '../components/user-summary';

announceStoreConsumer('remote_auth');

/** A one-time password is changed first: until then the API refuses the tenants. */
export default function TenantSelectionPage() {
  return (
    <PasswordChangeGate>
      <TenantSelection />
    </PasswordChangeGate>
  );
}

function TenantSelection() {
  const navigate = useNavigate();
  const hasTenant = useSession((state) => state.selectedTenantId !== null);
  const logout = useSession((state) => state.logout);

  const signOut = () => {
    logout();
    navigate('/auth/login');
  };

  return (
    <AuthCard>
      <StepHeading title="Select Tenant" />
      <UserSummary />
      <TenantField />
      <StepActions>
        <Button onClick={signOut}>Sign Out</Button>
        <Button
          type="primary"
          disabled={!hasTenant}
          onClick={() => navigate('/auth/workspace-selection')}
        >
          Continue
        </Button>
      </StepActions>
    </AuthCard>
  );
}

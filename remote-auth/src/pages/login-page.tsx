import { useNavigate } from '@portal/shared/router';
import { announceStoreConsumer } from '@portal/shared';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { StepHeading } from '../components/step-heading';

announceStoreConsumer('remote_auth');

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <StepHeading title="Welcome Back" subtitle="Sign in to your account" />
      <LoginForm onSignedIn={() => navigate('/auth/tenant-selection')} />
    </AuthCard>
  );
}

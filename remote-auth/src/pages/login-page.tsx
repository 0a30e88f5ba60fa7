import { useLocation, useNavigate } from '@portal/shared/router';
import { announceStoreConsumer } from '@portal/shared';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { StepHeading } from '../components/step-heading';
import { returnPath } from '../navigation/return-path';

announceStoreConsumer('remote_auth');

export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <AuthCard>
      <StepHeading title="Welcome Back" subtitle="Sign in to your account" />
      <LoginForm
        onSignedIn={() => navigate(returnPath(new URLSearchParams(search).get('redirect')))}
      />
    </AuthCard>
  );
}

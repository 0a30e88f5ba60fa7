import { useLocation, useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, sessionStore } from '@portal/shared';
import { PASSWORD_CHANGE_PATH, type PasswordChangeState } from '@portal/remote-kit/password-change';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { OidcSignIn } from '../components/oidc-sign-in';
import { StepHeading } from '../components/step-heading';
import { returnPath } from '../navigation/return-path';

announceStoreConsumer('remote_auth');

export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const goOn = () => {
    const target = returnPath(new URLSearchParams(search).get('redirect'));
    if (sessionStore.getState().mustChangePassword) {
      // A one-time password (issue 34) is changed first; the user goes on to `target` after.
      const state: PasswordChangeState = { continueTo: target };
      navigate(PASSWORD_CHANGE_PATH, { state });
    } else navigate(target);
  };
  return (
    <AuthCard>
      <StepHeading title="Welcome Back" subtitle="Sign in to your account" />
      <LoginForm onSignedIn={goOn} />
      <OidcSignIn onSignedIn={goOn} />
    </AuthCard>
  );
}

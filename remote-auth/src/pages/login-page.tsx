import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { announceStoreConsumer, getRuntimeConfig, sessionStore } from '@portal/shared';
import {
  PASSWORD_CHANGE_PATH,
  type PasswordChangeState,
} from '@portal/remote-kit/password-change-path';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { StepHeading } from '../components/step-heading';
import { returnPath } from '../navigation/return-path';

announceStoreConsumer('remote_auth');

/**
 * Sign-in with the company's identity provider (issue 34 §5), a chunk of its own: the
 * 'Sign in with {provider}' button, and the end of a sign-in the provider sent back here.
 */
const OidcOptions = lazy(() => import('../components/oidc-options'));

export default function LoginPage() {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  // As the page was reached: the options drop a one-time code from the address at once.
  const [arrival] = useState(hash);
  const [provider, setProvider] = useState('');
  // Whether the identity provider is on: one plain fetch once the page is up, all the page
  // carries of it (its byte budget). Off, the API unreachable, or no fetch (in a promise, so
  // it cannot throw): the spec's form alone, and nothing more loads.
  useEffect(() => {
    Promise.resolve(`${getRuntimeConfig().apiBaseUrl}/api/auth/oidc`)
      .then((url) => fetch(url))
      .then((response) => response.json())
      .then((status: { enabled: boolean; providerName: string }) => {
        if (status.enabled) setProvider(status.providerName);
      })
      .catch(() => undefined);
  }, []);

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
      {(provider || arrival.startsWith('#oidc')) && (
        <Suspense>
          <OidcOptions provider={provider} arrival={arrival} onSignedIn={goOn} />
        </Suspense>
      )}
    </AuthCard>
  );
}

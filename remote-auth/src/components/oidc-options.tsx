import { useEffect, useState } from 'react';
import { Button, Typography } from '@portal/shared/antd';
import { getRuntimeConfig } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { completeOidcSignIn } from './oidc-completion';
import { SignInError } from './sign-in-error';

let started: { hash: string; failure: Promise<string> } | undefined;

/** One completion per arrival, however often the effect runs (React's StrictMode runs it twice). */
function completion(hash: string): Promise<string> {
  if (started?.hash !== hash) started = { hash, failure: completeOidcSignIn(hash) };
  return started.failure;
}

/**
 * The identity provider's part of the sign-in page, a chunk of its own that the login page
 * loads only when the API says it is on or the provider has sent the browser back: the
 * 'Sign in with {provider}' button to the API's start, and, back from the provider
 * (`arrival`), the end of that sign-in: the code leaves the address at once, then signs in as
 * the form does, or the page says why not.
 */
export default function OidcOptions({
  provider,
  arrival,
  onSignedIn,
}: {
  provider: string;
  /** The address's fragment as the page was reached. */
  arrival: string;
  onSignedIn: () => void;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returned = /^#oidc(_error)?=/.test(arrival);
  const [completing, setCompleting] = useState(returned);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!returned) return;
    let live = true;
    // The code works once: out of the address bar and the history at once.
    navigate({ pathname, search }, { replace: true });
    void completion(arrival).then((failure) => {
      if (!live) return;
      setCompleting(false);
      if (failure) setError(failure);
      else onSignedIn();
    });
    return () => {
      live = false;
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const redirect = new URLSearchParams(search).get('redirect');
  return (
    <>
      {completing && (
        <Typography.Paragraph role="status" style={{ marginTop: 16 }}>
          Signing you in…
        </Typography.Paragraph>
      )}
      {error && (
        <div style={{ marginTop: 16 }}>
          <SignInError message={error} />
        </div>
      )}
      {provider && (
        <Button
          size="large"
          block
          style={{ marginTop: 16 }}
          href={`${getRuntimeConfig().apiBaseUrl}/api/auth/oidc/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
        >
          Sign in with {provider}
        </Button>
      )}
    </>
  );
}

import { useEffect, useState } from 'react';
import { Button, Typography } from '@portal/shared/antd';
import { getRuntimeConfig } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { SignInError } from './sign-in-error';

let started: { hash: string; failure: Promise<string> } | undefined;

/** One completion per arrival, however often the effect runs (React's StrictMode runs it twice). */
function completion(hash: string, onLoaded: () => void): Promise<string> {
  if (started?.hash !== hash) {
    started = {
      hash,
      failure: import('./oidc-completion').then(({ completeOidcSignIn }) => {
        onLoaded();
        return completeOidcSignIn(hash);
      }),
    };
  } else onLoaded();
  return started.failure;
}

/**
 * 'Sign in with {provider}' under the spec's form, only when the API says the company's
 * identity provider is on (issue 34 §5). The question is one plain fetch after the page is up,
 * so the pre-rendered page and its JavaScript stay as they were; the code that finishes a
 * sign-in (oidc-completion.ts) loads only when the provider has sent the browser back here with
 * `#oidc=<one-time code>` or `#oidc_error=<CODE>`.
 */
export function OidcSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [provider, setProvider] = useState('');
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState('');
  const api = getRuntimeConfig().apiBaseUrl;

  useEffect(() => {
    let live = true;
    if (/^#oidc(_error)?=/.test(hash)) {
      // The code works once: out of the address bar and the history at once.
      navigate({ pathname, search }, { replace: true });
      void completion(hash, () => live && setCompleting(true)).then((failure) => {
        if (!live) return;
        setCompleting(false);
        if (failure) setError(failure);
        else onSignedIn();
      });
    }
    // In a promise, so that even a browser (or test) without fetch only leaves the form alone.
    Promise.resolve(`${api}/api/auth/oidc`)
      .then((url) => fetch(url))
      .then((response) => response.json() as Promise<{ enabled?: boolean; providerName?: string }>)
      .then((status) => live && status.enabled && setProvider(status.providerName ?? ''))
      // Off, or the API unreachable: the form alone, as the spec shows it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per visit of the page: the hash is read on arrival only.
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
          href={`${api}/api/auth/oidc/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
        >
          Sign in with {provider}
        </Button>
      )}
    </>
  );
}

import type { LoginResponse } from '@portal/contract';
import { apiClient, errorMessage, sessionStore } from '@portal/shared';

/** What the API's refusals (`#oidc_error=<CODE>`) mean to the person signing in. */
const REFUSALS: Record<string, string> = {
  OIDC_STATE_INVALID: 'This sign-in was not started here or has expired. Sign in again.',
  OIDC_RESPONSE_INVALID:
    'The answer from your identity provider could not be verified. Sign in again.',
  OIDC_PROVIDER_REFUSED: 'Your identity provider did not sign you in.',
  OIDC_EMAIL_UNVERIFIED: 'Your email address at your identity provider is not verified.',
  OIDC_DOMAIN_NOT_ALLOWED: 'Accounts of your email domain cannot sign in to this portal.',
  OIDC_NO_ACCOUNT:
    'There is no portal account for your email address. Ask an administrator for one.',
  OIDC_PROVIDER_UNAVAILABLE: 'Your identity provider cannot be reached; try again later.',
};

const FAILED = 'Signing in with your identity provider failed. Sign in again.';

/**
 * Finishes a sign-in at the company's identity provider from the address's fragment: trades
 * the one-time code for the sign-in answer (POST /api/auth/oidc/complete), which then signs in
 * through the session store as the form's answer does. Resolves '' when signed in, else what
 * to tell the user.
 */
export async function completeOidcSignIn(hash: string): Promise<string> {
  const params = new URLSearchParams(hash.slice(1));
  const refusal = params.get('oidc_error');
  if (refusal !== null) return REFUSALS[refusal] ?? FAILED;
  try {
    const { data } = await apiClient.post<LoginResponse>('/api/auth/oidc/complete', {
      code: params.get('oidc') ?? '',
    });
    sessionStore.getState().signedIn(data);
    return '';
  } catch (error) {
    return errorMessage(error, FAILED);
  }
}

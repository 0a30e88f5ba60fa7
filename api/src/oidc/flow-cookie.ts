import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the API must remember between sending the browser to the provider and its return: the
 * state, nonce and PKCE verifier of that one attempt, and where the user was headed. It lives
 * in the browser, in an httpOnly cookie only the OIDC routes receive, signed (HMAC-SHA256 under
 * a key derived from JWT_SECRET) and short-lived, so any API instance can finish the attempt
 * and no one can forge or prolong one.
 */
export interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  /** A path inside the portal to go on to after signing in, or ''. */
  redirect: string;
  /** Epoch ms after which the attempt is refused. */
  expiresAt: number;
}

export const FLOW_COOKIE = 'portal_oidc';
export const FLOW_COOKIE_PATH = '/api/auth/oidc';
/** Ten minutes to sign in at the provider. */
export const FLOW_TTL_MS = 10 * 60_000;

const keyOf = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('portal oidc flow cookie').digest();

const macOf = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function sealFlow(jwtSecret: string, flow: FlowState): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${macOf(keyOf(jwtSecret), body)}`;
}

/** The attempt the cookie holds, if its signature is ours and it has not expired. */
export function openFlow(jwtSecret: string, sealed: string, nowMs: number): FlowState | undefined {
  const [body, mac, ...rest] = sealed.split('.');
  if (!body || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(macOf(keyOf(jwtSecret), body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString()) as FlowState;
    return typeof flow.expiresAt === 'number' && flow.expiresAt > nowMs ? flow : undefined;
  } catch {
    return undefined;
  }
}

/** The value of cookie `name` in a Cookie header, if present. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function flowCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${FLOW_COOKIE}=${value}`,
    `Path=${FLOW_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

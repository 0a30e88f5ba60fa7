import type { SessionUser, TokenPayload } from '@portal/contract';

/** Spec §9: the token lives in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'auth_token';

export function readToken(): string | null {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = window.atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the user from the token's payload without asking the server (spec §4). The
 * signature is the server's business; an unreadable or expired token counts as none.
 */
export function userFromToken(token: string, nowMs = Date.now()): SessionUser | null {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(payloadSegment)) as Partial<TokenPayload>;
    if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return null;
    const isAdmin = payload.isAdmin === true;
    // A token from before roles has none: its holder was an admin or, as every other account
    // then, an editor. The API reads the role afresh on every request either way.
    const role = payload.role ?? (isAdmin ? 'admin' : 'editor');
    return { id: payload.sub, username: payload.username, role, isAdmin };
  } catch {
    // Not base64 or not JSON: the same as no token at all.
    return null;
  }
}

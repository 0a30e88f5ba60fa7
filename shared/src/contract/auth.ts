import type { SessionUser } from './entities';

/** POST /api/auth/login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** Answer of POST /api/auth/login: the token plus the user it was issued to. */
export interface LoginResponse extends SessionUser {
  token: string;
}

/** PUT /api/auth/change-password */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * Claims of the HS256 access token. The browser reads `sub`, `username`, `isAdmin` and
 * `exp` to restore the session on reload without a server call (spec §4).
 */
export interface TokenPayload {
  sub: string;
  username: string;
  isAdmin: boolean;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

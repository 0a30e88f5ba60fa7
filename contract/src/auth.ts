import { type Static, Type } from 'typebox';
import {
  MIN_PASSWORD_LENGTH,
  NOT_BLANK_PATTERN,
  PASSWORD_MAX,
  ROLES,
  USERNAME_MAX,
} from './limits';

/** Every account has one role of the ladder `ROLES` (limits.ts: what each may do). */
export const Role = Type.Enum(ROLES, { description: 'viewer < editor < releaser < admin' });
export type Role = (typeof ROLES)[number];

/**
 * The signed-in user (spec §3): `username` doubles as display name and email. `isAdmin` is
 * true exactly when `role` is `admin` (the spec's browser reads `isAdmin`).
 */
export const SessionUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: Role,
  isAdmin: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

/**
 * A username as typed (spec §3: it doubles as the email): blank after trimming counts as
 * missing (spec §5). The API stores and looks it up trimmed, NFC and lower case.
 */
export const Username = Type.String({ pattern: NOT_BLANK_PATTERN, maxLength: USERNAME_MAX });

/** POST /api/auth/login */
export const LoginRequest = Type.Object(
  {
    username: Username,
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * Only on an account still signed in with a one-time password (an admin made it or reset it):
 * until PUT /api/auth/change-password succeeds, every signed-in route but GET /api/auth/me,
 * that change and POST /api/auth/logout answers 403 `PASSWORD_CHANGE_REQUIRED`.
 */
const MustChangePassword = Type.Optional(
  Type.Literal(true, { description: 'Change the one-time password before anything else' }),
);

/**
 * Answer of POST /api/auth/login: the token plus the user it was issued to. A disabled
 * account's sign-in answers the same 401 INVALID_CREDENTIALS as a wrong password.
 */
export const LoginResponse = Type.Object({
  token: Type.String(),
  ...SessionUser.properties,
  mustChangePassword: MustChangePassword,
});
export type LoginResponse = Static<typeof LoginResponse>;

/** PUT /api/auth/change-password */
export const ChangePasswordRequest = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    // A new password blank after trimming counts as missing, like the browser's check.
    newPassword: Type.String({
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: PASSWORD_MAX,
      pattern: NOT_BLANK_PATTERN,
    }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** Answer of PUT /api/auth/change-password (the spec's browser does not read it). */
export const ChangePasswordResponse = Type.Object(
  {
    token: Type.String({
      description:
        "A new token for this session. Every token issued before the change is refused from now on, except this session's own",
    }),
  },
  { description: 'Password changed' },
);
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** Answer of GET /api/auth/me: who the token belongs to now (the role as stored, not as signed). */
export const MeResponse = Type.Object({
  ...SessionUser.properties,
  mustChangePassword: MustChangePassword,
});
export type MeResponse = Static<typeof MeResponse>;

/**
 * Claims of the HS256 access token. The browser reads `sub`, `username`, `role`, `isAdmin`
 * and `exp` to restore the session on reload without a server call (spec §4); the API reads
 * the role from the database on every request, never from the token.
 */
export const TokenPayload = Type.Object({
  sub: Type.String(),
  username: Type.String(),
  role: Role,
  isAdmin: Type.Boolean(),
  iat: Type.Number(),
  exp: Type.Number(),
  iss: Type.String(),
  aud: Type.String(),
});
export type TokenPayload = Static<typeof TokenPayload>;

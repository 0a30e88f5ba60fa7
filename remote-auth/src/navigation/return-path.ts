/**
 * Where signing in leads: the `redirect` the portal's guard named when it sent the user here,
 * if it is a path of this origin, else tenant selection. Following anything else would make
 * the sign-in page an open redirect: `//evil.example` and `/\evil.example` are other hosts to a
 * browser, and it drops tabs and newlines before parsing (`/\t/evil.example`), so whitespace,
 * control characters and backslashes are refused anywhere in the path.
 */
export const returnPath = (redirect: string | null) =>
  redirect && /^\/(?!\/)[^\0- \\\x7f]*$/.test(redirect) ? redirect : '/auth/tenant-selection';

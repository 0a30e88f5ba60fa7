import { randomBytes } from 'node:crypto';

/**
 * A password an admin hands over once (a new account, a reset): 144 random bits as 24
 * base64url characters, easy to paste, never stored but as its hash. Its account must change
 * it before doing anything else.
 */
export const newOneTimePassword = (): string => randomBytes(18).toString('base64url');

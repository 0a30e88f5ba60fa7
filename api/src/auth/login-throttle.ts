import { ApiError } from '../errors';
import type { AuthFailuresRepository } from '../repositories/auth-failures';

export interface SignInThrottleOptions {
  /** Failures of one username from one address within `windowMs` before that pair is locked. */
  addressMaxFailures: number;
  /** Failures of one username from all addresses within `windowMs` before the slow-down. */
  usernameSlowDownAfter: number;
  /** Wrong current passwords per session within `windowMs` before change-password is locked. */
  passwordMaxFailures: number;
  windowMs: number;
  now: () => number;
}

/** Which rule refused a request (metrics label). */
export type ThrottleRule = 'username-address-lock' | 'username-slow-down' | 'change-password-lock';

/**
 * Sign-in and change-password throttles, kept in the database (`auth_failures`) so the limits
 * hold across API instances. The rules (docs/security.md says what they promise):
 *
 * - **Per username and address**: after `addressMaxFailures` wrong passwords for a username
 *   from one address within the window, that address is refused for that username (even
 *   with the right password) until enough of those failures are older than the window.
 * - **Per username slow-down**: once a username has `usernameSlowDownAfter` failures within
 *   the window from all addresses together, every address that has failed for it even once
 *   is refused until its failures age out: one guess per address per window. An address
 *   with no failures for the username is always let through to the password check, so
 *   nobody can lock a user out of signing in from a clean address.
 * - **Change-password** failures count per session (token `jti`) and lock only that
 *   session's change-password: a borrowed session can neither guess freely nor lock anyone
 *   out of signing in.
 *
 * A success clears only its own (username, address) or session record. Only failures older
 * than the window are ever deleted, so a flood of made-up names cannot push out real ones.
 */
export class SignInThrottle {
  constructor(
    private readonly failures: AuthFailuresRepository,
    private readonly options: SignInThrottleOptions,
    private readonly onRefused: (rule: ThrottleRule) => void = () => {},
  ) {}

  /**
   * Throws 429 with Retry-After when `username` may not be tried from `address` now; else
   * answers how many failures that pair has in the window (0: nothing to clear on success).
   */
  async assertSignInAllowed(username: string, address: string): Promise<number> {
    const since = this.since();
    const mine = await this.failures.times('sign-in', username, address, since);
    const { addressMaxFailures, usernameSlowDownAfter, windowMs } = this.options;
    if (mine.length >= addressMaxFailures) {
      this.refuse(
        'username-address-lock',
        mine[mine.length - addressMaxFailures]! + windowMs,
        'sign-in attempts',
      );
    }
    if (mine.length === 0) return 0;
    const all = await this.failures.count('sign-in', username, since);
    if (all >= usernameSlowDownAfter) {
      this.refuse('username-slow-down', mine[mine.length - 1]! + windowMs, 'sign-in attempts');
    }
    return mine.length;
  }

  async recordSignInFailure(username: string, address: string): Promise<void> {
    await this.failures.pruneBefore(this.since());
    await this.failures.record('sign-in', username, address, this.options.now());
  }

  async recordSignInSuccess(username: string, address: string): Promise<void> {
    await this.failures.clear('sign-in', username, address);
  }

  async assertPasswordChangeAllowed(sessionId: string): Promise<void> {
    const mine = await this.failures.times('change-password', sessionId, '', this.since());
    const { passwordMaxFailures, windowMs } = this.options;
    if (mine.length >= passwordMaxFailures) {
      this.refuse(
        'change-password-lock',
        mine[mine.length - passwordMaxFailures]! + windowMs,
        'password attempts',
      );
    }
  }

  async recordPasswordChangeFailure(sessionId: string): Promise<void> {
    await this.failures.pruneBefore(this.since());
    await this.failures.record('change-password', sessionId, '', this.options.now());
  }

  async recordPasswordChangeSuccess(sessionId: string): Promise<void> {
    await this.failures.clear('change-password', sessionId);
  }

  private since(): number {
    return this.options.now() - this.options.windowMs;
  }

  private refuse(rule: ThrottleRule, unlockAt: number, attempts: string): never {
    this.onRefused(rule);
    const seconds = Math.max(1, Math.ceil((unlockAt - this.options.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many ${attempts}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }
}

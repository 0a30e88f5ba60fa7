import { ApiError } from '../errors';

export interface UsernameThrottleOptions {
  maxFailures: number;
  windowMs: number;
  now: () => number;
}

/** Cap on remembered usernames, so a flood of made-up names cannot grow memory without bound. */
const MAX_TRACKED_USERNAMES = 10_000;

/**
 * Counts recent FAILED sign-ins per username (sliding window). After `maxFailures` in
 * `windowMs` the username is refused until the oldest of those failures leaves the window:
 * the lock is short and lifts by itself, so a stranger cannot keep a real user out for long.
 * A success clears the count. In memory, per process: enough for one API instance.
 */
export class UsernameThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: UsernameThrottleOptions) {}

  /**
   * Throws 429 with Retry-After when the username is locked; `attempts` names what was tried
   * ('sign-in attempts', 'password attempts') in the message.
   */
  assertAllowed(username: string, attempts = 'sign-in attempts'): void {
    const recent = this.recent(username);
    if (recent.length < this.options.maxFailures) return;
    const unlockAt = recent[recent.length - this.options.maxFailures]! + this.options.windowMs;
    const seconds = Math.max(1, Math.ceil((unlockAt - this.options.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many ${attempts}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }

  recordFailure(username: string): void {
    if (this.failures.size >= MAX_TRACKED_USERNAMES) this.prune();
    this.failures.set(username, [...this.recent(username), this.options.now()]);
  }

  recordSuccess(username: string): void {
    this.failures.delete(username);
  }

  private recent(username: string): number[] {
    const since = this.options.now() - this.options.windowMs;
    return (this.failures.get(username) ?? []).filter((at) => at > since);
  }

  private prune(): void {
    for (const username of this.failures.keys()) {
      if (this.recent(username).length === 0) this.failures.delete(username);
    }
    // Still full of live entries: forget the oldest-inserted ones rather than refuse to count.
    for (const username of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_USERNAMES) break;
      this.failures.delete(username);
    }
  }
}

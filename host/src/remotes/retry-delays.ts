/**
 * How long a failed remote page load waits before its 2nd and 3rd attempt: a dropped request
 * or a deploy in progress passes unnoticed, a remote that is down shows its fallback in ~1 s.
 */
export const REMOTE_RETRY_DELAYS_MS = [250, 750];

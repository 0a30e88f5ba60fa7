import { PRERENDERED_ID } from './prerendered-id';

/** Past this, the code starts anyway: a hidden tab runs no animation frames. */
const LONGEST_WAIT_MS = 100;

/**
 * Runs `start` once a pre-rendered page has been painted (at once when there is none). The
 * browser would otherwise run the page's code first, as its files are all preloaded: the
 * pre-rendered page then showed only once that code had run, which it is there to precede.
 */
export function afterFirstPaint(start: () => void): void {
  if (!document.getElementById(PRERENDERED_ID)) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The frame's callback runs before its paint; the task after it, after.
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, LONGEST_WAIT_MS);
}

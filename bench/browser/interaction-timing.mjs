// Interaction to next paint as Chromium reports it: PerformanceObserver `event` entries
// (Event Timing API), grouped by interactionId, each interaction's longest entry.
/* global window -- code passed to the page runs in the browser */

/** Entries under this many ms are not reported: the API's smallest threshold. */
export const DURATION_THRESHOLD_MS = 16;

/** Records every slow-enough event entry of the page in window.__benchEvents. */
export async function observeInteractions(context) {
  await context.addInitScript({
    content: `(() => {
      window.__benchEvents = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) {
            window.__benchEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
          }
        }
      }).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
    })();`,
  });
}

/** Forgets what was observed so far: the next `interactionsOf` sees only what follows. */
export async function resetInteractions(page) {
  await afterNextPaint(page);
  await page.evaluate(() => {
    window.__benchEvents = [];
  });
}

/** Entries are delivered after the interaction's next paint, in a task of their own. */
function afterNextPaint(page) {
  return page.evaluate(
    () =>
      new Promise((done) =>
        window.requestAnimationFrame(() =>
          window.requestAnimationFrame(() => setTimeout(done, 50)),
        ),
      ),
  );
}

/**
 * The durations of the `count` interactions made since the last reset. Interactions the
 * observer never saw took under DURATION_THRESHOLD_MS; they count as that bound.
 */
export async function interactionsOf(page, count) {
  await afterNextPaint(page);
  const events = await page.evaluate(() => window.__benchEvents);
  const longest = new Map();
  for (const { id, duration } of events) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  const seen = [...longest.values()];
  const unseen = Math.max(0, count - seen.length);
  return [...seen, ...Array.from({ length: unseen }, () => DURATION_THRESHOLD_MS)];
}

/** Nearest-rank percentile of `values` (p in 0…100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

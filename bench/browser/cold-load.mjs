// Cold loads of one page: each run a fresh browser context (empty cache, no service
// worker), measuring bytes and requests per origin and the in-page time to "ready".
/* global window -- code passed to page.evaluate runs in the browser */
import { chainDepth } from './chain-depth.mjs';
import { logNetwork, summarise } from './network-log.mjs';
import { markWhenReady, readyAt } from './ready-marker.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {{ baseURL: string, path: string, ready: string, runs: number,
 *           originNames: Record<string, string>, localStorage?: Record<string, string>,
 *           cookies?: { name: string, value: string }[] }} options
 */
export async function measureColdLoad(
  browser,
  { baseURL, path, ready, runs, originNames, localStorage = {}, cookies = [] },
) {
  const times = [];
  const depths = [];
  let lastRun;
  let longestChain = [];
  // One unmeasured run first: the servers' and the OS's file caches are warm for every run.
  for (let run = 0; run <= runs; run += 1) {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, localStorage);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    await markWhenReady(context, ready);
    const page = await context.newPage();
    const network = logNetwork(page, originNames);
    await page.goto(path);
    const readyMs = await readyAt(page);
    const readyEpochMs = (await page.evaluate(() => performance.timeOrigin)) + readyMs;
    await page.waitForLoadState('networkidle');
    const entries = await network.entries();
    await context.close();
    if (run === 0) continue;
    times.push(readyMs);
    // The chain the page waited for: what started before it was ready, not what it loads later.
    const { depth, chain } = chainDepth(entries.filter((entry) => entry.start <= readyEpochMs));
    depths.push(depth);
    if (depth >= longestChain.length) longestChain = chain;
    lastRun = entries;
  }
  return {
    readyMs: median(times),
    times,
    chainDepth: median(depths),
    longestChain,
    byOrigin: summarise(lastRun),
    encodings: [...new Set(lastRun.filter((e) => e.kind === 'js').map((e) => e.encoding))],
  };
}

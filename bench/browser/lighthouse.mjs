// Lighthouse's mobile preset (its default: a Moto G Power screen, slow 4G simulated from the
// observed load, 4× CPU slowdown) on the same Debian Chromium, nothing downloaded. Each run
// gets a fresh Chromium (chrome-launcher's own temporary profile), so the HTTP cache is
// empty; the signed-in page gets its localStorage and cookies written first (Lighthouse's storage reset
// would sign it out, so it is off, and the fresh profile is what keeps the load cold).
/* global window -- code passed to page.evaluate runs in the browser */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { requireFrom } from './paths.mjs';

/** Where each audit's whole report goes, when set (to read what the LCP element was, say). */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Where the dashboard keeps the ICPs last seen (remote-kit/src/last-seen.ts). */
const LAST_SEEN_KEY = 'portal_last_seen';

/**
 * Writes `items` into the origin's localStorage, and `cookies` for it, through the running
 * Chromium's CDP port. With `returning`, then opens that path until the dashboard has kept the
 * ICPs it showed, and empties the HTTP cache: a returning user's browser, whose storage holds
 * what it last saw (issue 37 §6), loading the page cold.
 */
async function seedSignedIn(port, baseURL, items, cookies, returning) {
  const { chromium } = requireFrom('e2e')('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Any document of the origin will do; the config is small and sets no state.
    await page.goto(`${baseURL}/portal.config.json`);
    await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, items);
    if (returning) {
      await page.goto(`${baseURL}${returning}`);
      await page.waitForFunction(
        (key) => window.localStorage.getItem(key) !== null,
        LAST_SEEN_KEY,
        {
          timeout: 60_000,
        },
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.close();
  } finally {
    // Leaves Chromium running: only Playwright's connection closes.
    await browser.close();
  }
}

async function auditOnce(url, { baseURL, localStorage, cookies = [], returning }) {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (localStorage) {
      await seedSignedIn(chrome.port, baseURL, localStorage, cookies, returning);
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(join(REPORTS_DIR, name), result.report);
    }
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Median of `runs` Lighthouse runs of `path` (mobile preset, performance only).
 * @param {{ baseURL: string, path: string, runs: number, localStorage?: Record<string, string>,
 *           cookies?: { name: string, value: string }[], returning?: boolean }} options
 *   `returning`: the page was seen once before in the same browser, whose HTTP cache is then
 *   emptied (its storage keeps what the page keeps there)
 */
export async function measureLighthouse({ baseURL, path, runs, localStorage, cookies, returning }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(
      await auditOnce(`${baseURL}${path}`, {
        baseURL,
        localStorage,
        cookies,
        returning: returning ? path : undefined,
      }),
    );
  }
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    runs: results,
  };
}

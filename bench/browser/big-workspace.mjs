// Issue 13, "Big workspaces": a workspace of 500 ICPs and 200 USPs, and an ICP form of 20
// segments and 20 personas, in the federated production build. Per run, in a fresh browser
// context: the time to the first ICP card and to the grid scrolled to its last ICP, the
// interactions of switching the ICP/USP tabs, then of typing into a segment description.
/* global window, document -- code passed to the page runs in the browser */
import { BIG_FORM, BIG_WORKSPACE, seedBigWorkspace } from './big-workspace-seed.mjs';
import {
  interactionsOf,
  observeInteractions,
  percentile,
  resetInteractions,
} from './interaction-timing.mjs';
import { FIRST_ICP_CARD, markWhenReady, readyAt } from './ready-marker.mjs';

const TIMEOUT = 60_000;
/** Round trips ICP → USP → ICP per run. */
const TAB_ROUND_TRIPS = 3;
/** What is typed into the segment description, one key at a time, as a quick typist would. */
const TYPED = 'Expanding into the Nordics next year. ';
const KEY_DELAY_MS = 60;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * From the first ICP card on, scrolls the grid's last card into view every frame (so paged
 * or virtualised grids get the chance to show more) until the ICP named `lastName` is on
 * screen, and records that moment (performance.now()) and how many cards the page then holds.
 */
async function scrollToGridEnd(context, lastName) {
  await context.addInitScript({
    content: `(() => {
      const lastEdit = 'button[aria-label=' + JSON.stringify('Edit ICP ' + ${JSON.stringify(lastName)}) + ']';
      const step = () => {
        const cards = document.querySelectorAll('[role="list"][aria-label="ICPs"] [role="article"]');
        const target = document.querySelector(lastEdit);
        if (target) {
          const box = target.getBoundingClientRect();
          if (box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight) {
            window.__benchGridEnd = { at: performance.now(), cards: cards.length };
            return;
          }
        }
        if (cards.length > 0) cards[cards.length - 1].scrollIntoView({ block: 'end' });
        window.requestAnimationFrame(step);
      };
      window.requestAnimationFrame(step);
    })();`,
  });
}

async function gridEnd(page) {
  await page.waitForFunction(() => window.__benchGridEnd !== undefined, null, {
    timeout: TIMEOUT,
  });
  return page.evaluate(() => window.__benchGridEnd);
}

/** Switches to the USP tab and back TAB_ROUND_TRIPS times, each time until its cards show. */
async function switchTabs(page) {
  await resetInteractions(page);
  const firstUsp = page.getByRole('article', { name: /^Selling proposition 1:/ });
  const firstIcp = page.getByRole('article', { name: /^Ideal customer profile 1:/ });
  for (let trip = 0; trip < TAB_ROUND_TRIPS; trip += 1) {
    await page.getByRole('tab', { name: 'USP' }).click();
    await firstUsp.waitFor({ state: 'visible', timeout: TIMEOUT });
    await page.getByRole('tab', { name: 'ICP Dashboard' }).click();
    await firstIcp.waitFor({ state: 'visible', timeout: TIMEOUT });
  }
  return interactionsOf(page, TAB_ROUND_TRIPS * 2);
}

async function measureGrid(browser, { baseURL, seeded }) {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, seeded.gridStorage);
    await markWhenReady(context, FIRST_ICP_CARD);
    await scrollToGridEnd(context, seeded.lastIcpName);
    await observeInteractions(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const firstCardMs = await readyAt(page, TIMEOUT);
    const end = await gridEnd(page);
    const tabs = await switchTabs(page);
    return { firstCardMs, endMs: end.at, cardsInPage: end.cards, tabs };
  } finally {
    await context.close();
  }
}

/**
 * The same typing into a textarea of the same page that no script listens to: what the
 * machine itself costs per keystroke (on a busy machine far above zero), to read the form's
 * INP against.
 */
async function typeIntoBareTextarea(page) {
  await page.evaluate(() => {
    const bare = document.createElement('textarea');
    bare.id = 'bench-bare-textarea';
    bare.rows = 10;
    document.body.prepend(bare);
  });
  await page.locator('#bench-bare-textarea').click();
  await resetInteractions(page);
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  return interactionsOf(page, TYPED.length);
}

async function measureTyping(browser, { baseURL, seeded }) {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, seeded.formStorage);
    await observeInteractions(context);
    const page = await context.newPage();
    await page.goto(seeded.formPath);
    const last = page.getByRole('group', { name: `Segment ${BIG_FORM.segments}` });
    await last.waitFor({ state: 'visible', timeout: TIMEOUT });
    const description = page
      .getByRole('group', { name: 'Segment 1', exact: true })
      .getByLabel('Description');
    await description.click();
    await page.keyboard.press('End');
    await resetInteractions(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    const typing = await interactionsOf(page, TYPED.length);
    const typed = await description.inputValue();
    if (!typed.endsWith(TYPED)) throw new Error('big form: the typed text did not land');
    return { typing, floor: await typeIntoBareTextarea(page) };
  } finally {
    await context.close();
  }
}

const inp = (durations) => ({
  p98: percentile(durations, 98),
  max: Math.max(...durations),
  count: durations.length,
});

/**
 * Seeds the big workspace through the API, then measures `runs` cold visits of it.
 * Times are ms since navigation start, the median of the runs; INP is over every
 * interaction of every run.
 */
export async function measureBigWorkspace(browser, { baseURL, apiBaseUrl, runs, log }) {
  const seeded = await seedBigWorkspace(apiBaseUrl, log);
  const grids = [];
  const typing = [];
  const floor = [];
  // One unmeasured run first, as the cold loads do: the servers' caches are warm for every run.
  for (let run = 0; run <= runs; run += 1) {
    log(`big workspace: run ${run} of ${runs} (0: warm-up) …`);
    const grid = await measureGrid(browser, { baseURL, seeded });
    const typed = await measureTyping(browser, { baseURL, seeded });
    if (run === 0) continue;
    grids.push(grid);
    typing.push(...typed.typing);
    floor.push(...typed.floor);
  }
  return {
    icps: BIG_WORKSPACE.icps,
    usps: BIG_WORKSPACE.usps,
    form: BIG_FORM,
    runs,
    firstCardMs: median(grids.map((grid) => grid.firstCardMs)),
    gridEndMs: median(grids.map((grid) => grid.endMs)),
    cardsInPage: median(grids.map((grid) => grid.cardsInPage)),
    tabs: inp(grids.flatMap((grid) => grid.tabs)),
    typing: inp(typing),
    typingFloor: inp(floor),
  };
}

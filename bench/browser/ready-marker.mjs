// Records, inside the page, the moment a condition first holds (performance.now(), i.e.
// milliseconds since navigation start), so timings do not include Playwright's polling.
/* global window -- code passed to page.evaluate runs in the browser */

/** The sign-in form is rendered, laid out and can be submitted. */
export const LOGIN_FORM_USABLE = `() => {
  const submit = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.includes('Sign In'));
  const password = document.querySelector('input[type="password"]');
  return Boolean(submit && password && !submit.disabled && submit.getBoundingClientRect().height > 0);
}`;

/** The first ICP card of the dashboard's grid is on screen. */
export const FIRST_ICP_CARD = `() => {
  const edit = document.querySelector('[role="article"] button[aria-label^="Edit ICP"]');
  return Boolean(edit && edit.getBoundingClientRect().height > 0);
}`;

/** Installs the marker before any of the page's scripts run. */
export async function markWhenReady(context, condition) {
  await context.addInitScript({
    content: `(() => {
      const ready = ${condition};
      const observer = new MutationObserver(() => {
        if (window.__benchReadyAt === undefined && ready()) {
          window.__benchReadyAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    })();`,
  });
}

export async function readyAt(page, timeout = 30_000) {
  await page.waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout });
  return page.evaluate(() => window.__benchReadyAt);
}

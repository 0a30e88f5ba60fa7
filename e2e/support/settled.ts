import type { Page } from '@playwright/test';
import { THEME_PRIMARY } from './first-frame';

/**
 * Whether the page has settled (`report`: what on it has not, as lines), run in the page. It is
 * handed to Playwright as a function, never as a string: the portal's CSP has no 'unsafe-eval'.
 *
 * - Styles: every style the page's antd components are using is in the document. antd writes a
 *   component's styles as it commits (@ant-design/cssinjs); the one style cache of the page
 *   (patches/@ant-design__cssinjs@2.1.2.patch) records each style and how many mounted
 *   components use it, so a style in use but not in the document is one not written yet, or
 *   removed under a component (issue 38). Styles that came with the pre-rendered page's CSS
 *   are in that CSS.
 * - Theme: every rendered element in an antd theme scope (a `css-var-…` class) reads the
 *   portal's primary colour, not antd's default nor nothing.
 * - Motion: no animation or transition is running but loops (a spinner, a skeleton), and no
 *   rendered element is between the classes antd's motion adds (`ant-zoom-appear`,
 *   `ant-fade-leave-active`, …), which come a frame before the animation itself.
 */
function unsettled({
  themePrimary,
  motionOnly,
  report,
}: {
  themePrimary: string;
  motionOnly: boolean;
  report: boolean;
}): boolean | string[] {
  const found: string[] = [];
  const describe = (element: Element) =>
    element.tagName.toLowerCase() +
    [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
  const rendered = (element: Element) =>
    element.checkVisibility() && element.getBoundingClientRect().width > 0;

  type Entry = [number, unknown[]];
  const cache = (globalThis as { __ANT_CSSINJS_CACHE__?: { cache: Map<string, Entry> } })
    .__ANT_CSSINJS_CACHE__;
  const styles = [...document.querySelectorAll('style')];
  const hasStyle = (id: string) => styles.some((style) => style.dataset.cssHash === id);
  for (const [key, [users, value]] of motionOnly ? [] : (cache?.cache ?? [])) {
    if (users <= 0) continue;
    const [kind, ...path] = key.split('%');
    const name = (kind === 'style' ? path[1] : path[0]) ?? key;
    if (kind === 'style') {
      const [css, id] = value as [string, string];
      if (css !== '_FILE_STYLE__' && !hasStyle(id)) found.push(`styles of ${name} not in the page`);
    } else if (kind === 'cssVar') {
      const [, css, id] = value as [unknown, string, string];
      if (css && !hasStyle(id)) found.push(`CSS variables of ${name} not in the page`);
    } else if (kind === 'token') {
      const [, , , css, scope] = value as [unknown, unknown, unknown, string, string];
      if (css && !styles.some((style) => style.textContent === css))
        found.push(`the theme's variables for .${scope} not in the page`);
    }
  }

  for (const element of motionOnly ? [] : document.querySelectorAll('[class*="css-var-"]')) {
    if (!rendered(element)) continue;
    const primary = getComputedStyle(element).getPropertyValue('--ant-color-primary').trim();
    if (primary !== themePrimary) {
      found.push(`${describe(element)} reads --ant-color-primary '${primary}'`);
      break;
    }
  }

  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getTiming();
    if (animation.playState === 'running' && timing?.iterations !== Infinity) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      found.push(`${target ? describe(target) : 'something'} is animating`);
    }
  }
  const motion = /^ant-.+-(appear|enter|leave)(-start|-active|-prepare)?$/;
  for (const element of document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')) {
    if (rendered(element) && [...element.classList].some((name) => motion.test(name)))
      found.push(`${describe(element)} is in antd's motion`);
  }
  return report ? found : found.length === 0;
}

/** How long a page may take to settle before the wait fails, naming what did not. */
const SETTLE_TIMEOUT_MS = 15_000;

async function waitUntilSettled(page: Page, motionOnly: boolean) {
  const check = { themePrimary: THEME_PRIMARY, motionOnly, report: false };
  try {
    await page.waitForFunction(unsettled, check, { polling: 'raf', timeout: SETTLE_TIMEOUT_MS });
  } catch (error) {
    const left = await page
      .evaluate(unsettled, { ...check, report: true })
      .catch(() => [String(error)]);
    throw new Error(
      `the page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s: ${(left as string[]).join('; ')}`,
      { cause: error },
    );
  }
}

/**
 * Waits until the page shows what a user would look at once it stopped changing: antd's styles
 * for everything mounted in the document, the portal's theme on every antd element, no motion
 * but loops. Checked every frame, so it returns on the first settled one, and fails after 15 s
 * naming what never settled. No fixed waits.
 */
export async function pageSettled(page: Page) {
  await waitUntilSettled(page, false);
}

/** Waits until nothing on the page moves but loops (the motion part of `pageSettled`). */
export async function motionSettled(page: Page) {
  await waitUntilSettled(page, true);
}

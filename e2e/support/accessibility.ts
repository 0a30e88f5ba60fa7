import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { pageSettled } from './settled';

/** axe's rule tags for WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** For a contrast failure, the colours axe measured, e.g. " (3.36:1, #8c8c8c on #ffffff)". */
function contrastOf(node: NodeResult): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { contrastRatio?: number; fgColor?: string; bgColor?: string } | undefined;
  return data?.contrastRatio
    ? ` (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor})`
    : '';
}

/**
 * Runs axe over the page once it has settled (`pageSettled`: antd's styles for everything
 * mounted in the page, the portal's theme on every antd element, no motion but loops; checked
 * every frame, so no longer than that) and fails on every serious or critical WCAG 2.2 AA
 * violation; the message names each one's rule, impact and elements, so a red run explains
 * itself without a trace. Run before the page settled, axe measured whatever frame it caught:
 * a dialog mid-zoom, or one painted before its theme (issue 38).
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  await pageSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}; at ` +
        violation.nodes.map((node) => node.target.join(' ') + contrastOf(node)).join(' | '),
    );
  expect.soft(blocking, `${screen}: serious or critical WCAG 2.2 AA violations`).toEqual([]);
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user would, and fails listing what
 * the focus passed through when it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 30) {
  const visited: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active) return '(nothing)';
        const name =
          active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? '';
        return `${active.tagName.toLowerCase()}[${active.getAttribute('role') ?? ''}] ${name}`;
      }),
    );
  }
  throw new Error(`not reached by ${maxPresses} Tab presses; focus went: ${visited.join(' → ')}`);
}

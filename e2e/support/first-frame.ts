import type { CDPSession, Page } from '@playwright/test';
import { portalTheme } from '../../shared/src/theme/portal-theme';

/** The portal theme's primary colour as the page declares it (`--ant-color-primary`). */
export const THEME_PRIMARY = String(portalTheme.token?.colorPrimary);

/** `#2f54eb` as getComputedStyle writes a colour: `rgb(47, 84, 235)`. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** One antd button as the first frame showed it. */
export interface PaintedButton {
  name: string;
  /** `primary`: solid primary (the portal's blue, white text); `default`: outlined default. */
  kind: 'primary' | 'default' | 'other';
  disabled: boolean;
  background: string;
  color: string;
  /** `--ant-color-primary` where the button is: the theme its styles read. */
  themePrimary: string;
}

/** What a dialog, drawer or section showed on the first frame it was rendered. */
export interface FirstFrame {
  /** `--ant-color-primary` on the part itself. */
  themePrimary: string;
  buttons: PaintedButton[];
}

/**
 * Starts watching, before whatever opens it, for the first frame on which the dialog (antd's
 * modal or drawer) or region named `name` is rendered, and records its theme and buttons on
 * that frame. A requestAnimationFrame callback runs just before the browser paints, after the
 * frame's DOM and style changes, so what it reads is what that frame shows. Returns a function
 * that waits for that frame and gives what it recorded.
 */
export async function watchFirstFrame(
  page: Page,
  role: 'dialog' | 'region',
  name: string | RegExp,
): Promise<() => Promise<FirstFrame>> {
  const key = `${role}:${String(name)}`;
  const source = typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source;
  await page.evaluate(
    ({ key, role, source }) => {
      const pattern = new RegExp(source);
      const selector = role === 'dialog' ? '[role="dialog"]' : '[role="region"]';
      const nameOf = (element: Element) =>
        element.getAttribute('aria-label') ??
        (element.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      const shown = (element: Element) =>
        element.checkVisibility() && element.getBoundingClientRect().width > 0;
      const frames = ((window as unknown as { __firstFrames?: Record<string, unknown> })
        .__firstFrames ??= {});
      delete frames[key];
      const look = () => {
        const part = [...document.querySelectorAll(selector)].find(
          (element) => pattern.test(nameOf(element)) && shown(element),
        );
        if (!part) {
          requestAnimationFrame(look);
          return;
        }
        const themeOf = (element: Element) =>
          getComputedStyle(element).getPropertyValue('--ant-color-primary').trim();
        frames[key] = {
          themePrimary: themeOf(part),
          buttons: [...part.querySelectorAll('.ant-btn')].filter(shown).map((button) => {
            const style = getComputedStyle(button);
            const has = (name: string) => button.classList.contains(name);
            return {
              name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
              kind:
                has('ant-btn-color-primary') && has('ant-btn-variant-solid')
                  ? 'primary'
                  : has('ant-btn-color-default') && has('ant-btn-variant-outlined')
                    ? 'default'
                    : 'other',
              disabled: (button as HTMLButtonElement).disabled,
              background: style.backgroundColor,
              color: style.color,
              themePrimary: themeOf(button),
            };
          }),
        };
      };
      requestAnimationFrame(look);
    },
    { key, role, source },
  );
  return async () => {
    const handle = await page.waitForFunction(
      (key) => (window as unknown as { __firstFrames?: Record<string, unknown> }).__firstFrames?.[key],
      key,
    );
    return (await handle.jsonValue()) as FirstFrame;
  };
}

/**
 * What is wrong with a first frame, as lines (none when it shows the portal's theme): the part
 * and each of its buttons read the theme's primary colour; an enabled primary button is that
 * colour with white text, an enabled default button white with antd's dark text.
 */
export function unthemed(part: string, frame: FirstFrame): string[] {
  const problems: string[] = [];
  if (frame.themePrimary !== THEME_PRIMARY)
    problems.push(`${part}: --ant-color-primary is '${frame.themePrimary}'`);
  for (const button of frame.buttons) {
    const at = `${part}, button '${button.name}'`;
    if (button.themePrimary !== THEME_PRIMARY)
      problems.push(`${at}: --ant-color-primary is '${button.themePrimary}'`);
    if (button.disabled) continue;
    const expected =
      button.kind === 'primary'
        ? { background: rgbOf(THEME_PRIMARY), color: 'rgb(255, 255, 255)' }
        : button.kind === 'default'
          ? { background: 'rgb(255, 255, 255)', color: 'rgba(0, 0, 0, 0.88)' }
          : null;
    if (expected && (button.background !== expected.background || button.color !== expected.color))
      problems.push(
        `${at} (${button.kind}): ${button.color} on ${button.background}, not ${expected.color} on ${expected.background}`,
      );
  }
  return problems;
}

/** Slows the page's CPU `rate` times (Chromium's DevTools throttling), as a busy machine would. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

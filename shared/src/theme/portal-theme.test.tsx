import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../antd';
import { Tag } from '../antd-nav';
import { contrastRatio } from './contrast';
import { portalTheme } from './portal-theme';

// WCAG 2.2 AA 1.4.3: text needs 4.5:1 against what it is drawn on. The colours are read from
// the CSS variables antd writes for the theme, as the browser sees them (antd names some
// tokens twice, `green7` and `green-7`, and writes one variable for both). The browser
// suite's axe check sees the same colours on every screen.
const AA_TEXT = 4.5;

/** The theme's `--ant-*` variables, rendered through a ConfigProvider as the host does. */
function renderedColours(): Record<string, string> {
  render(
    <ConfigProvider theme={portalTheme}>
      <Tag color="green">tag</Tag>
    </ConfigProvider>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const colours: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--ant-([\w-]+):([^;}]+)/g)) colours[name!] = value!;
  return colours;
}

const colours = renderedColours();
const colour = (name: string) => {
  const value = colours[name];
  if (!value) throw new Error(`antd wrote no --ant-${name}`);
  return value;
};

const TEXT_ON_BACKGROUND: Array<[what: string, text: string, background: string]> = [
  ['body text', 'color-text', 'color-bg-container'],
  ['labels', 'color-text-secondary', 'color-bg-container'],
  ['secondary text on a card', 'color-text-description', 'color-bg-container'],
  ['secondary text on the page', 'color-text-description', 'color-bg-layout'],
  ['tertiary text', 'color-text-tertiary', 'color-bg-container'],
  ['placeholders', 'color-text-placeholder', 'color-bg-container'],
  ['links', 'color-link', 'color-bg-container'],
  ['links under the pointer', 'color-link-hover', 'color-bg-container'],
  ['a default button under the pointer', 'color-primary-hover', 'color-bg-container'],
  ['primary buttons', 'color-text-light-solid', 'color-primary'],
  ['primary buttons under the pointer', 'color-text-light-solid', 'color-primary-hover'],
  ['primary buttons pressed', 'color-text-light-solid', 'color-primary-active'],
  ['danger text buttons and errors', 'color-error', 'color-bg-container'],
  ['danger primary buttons', 'color-text-light-solid', 'color-error'],
  ['danger primary buttons under the pointer', 'color-text-light-solid', 'color-error-hover'],
  ['success tags', 'color-success', 'color-success-bg'],
  ['warning tags', 'color-warning', 'color-warning-bg'],
  ['error tags', 'color-error', 'color-error-bg'],
  ['processing tags', 'color-info', 'color-info-bg'],
];

it.each(TEXT_ON_BACKGROUND)('%s: %s on %s reaches 4.5:1', (_what, text, background) => {
  expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(AA_TEXT);
});

// A preset-coloured Tag writes `<colour>-7` on `<colour>-1` (antd's genPresetColor).
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

it.each(PRESET_COLOURS)('%s tags reach 4.5:1', (preset) => {
  expect(contrastRatio(colour(`${preset}-7`), colour(`${preset}-1`))).toBeGreaterThanOrEqual(
    AA_TEXT,
  );
});

it('keeps the backgrounds of status tags light tints', () => {
  // Darkening a status colour must not drag its tag's background down with it.
  for (const status of ['success', 'warning', 'error', 'info']) {
    expect(contrastRatio(colour(`color-${status}-bg`), '#ffffff')).toBeLessThan(1.25);
  }
});

describe("the theme's CSS variables", () => {
  const markup = (
    <ConfigProvider theme={portalTheme}>
      <Tag>tag</Tag>
    </ConfigProvider>
  );
  const varClasses = (html: string) =>
    [...html.matchAll(/\bcss-var-[\w-]+/g)].map(([name]) => name);

  // Issue 37 §6: named after React's useId, they were `css-var-_R_0_` in the build's pre-rendered
  // page and `css-var-_r_0_` in the browser, so the live page matched none of the pre-rendered
  // variables and generated them all again while it loaded.
  it('have one name in the pre-rendered page and the live one', () => {
    const { container } = render(markup);
    const live = varClasses(container.innerHTML);
    expect(live).toContain('css-var-portal');
    expect(varClasses(renderToString(markup))).toEqual(live);
  });
});

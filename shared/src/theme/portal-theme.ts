import type { ThemeConfig } from '../antd';

/**
 * The portal's antd theme; the host applies it once and every remote inherits it.
 *
 * antd's defaults miss WCAG 2.2 AA's 4.5:1 for text in several places (secondary text 3.4:1,
 * placeholders 1.8:1, success tags 2.2:1, links 4.1:1, danger text 3.3:1), so the colours that
 * carry text are set here, darker, and every page gets them. portal-theme.test.ts checks each
 * pair antd draws; the browser suite runs axe over every screen.
 */
export const portalTheme: ThemeConfig = {
  // One name for the theme's CSS variables wherever it is given (the host, each remote, the
  // build's pre-render). antd's default names them by React's useId, which the server writes
  // `_R_0_` and the browser `_r_0_`: the live page then found none of the pre-rendered
  // variables and generated and inserted them all again while it loaded (issue 37 §6).
  cssVar: { key: 'css-var-portal' },
  token: {
    colorPrimary: '#2f54eb',
    // antd lightens on hover; white text on the lighter blue fails, so hover darkens instead
    // (pressed already does). Links take colorInfo's shade; secondary text, colorTextTertiary.
    colorPrimaryHover: '#1d39c4',
    colorLinkHover: '#1d39c4',
    colorInfo: '#2f54eb',
    colorTextTertiary: 'rgba(0,0,0,0.58)',
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    // Status colours are also their tags' text: dark enough to read, on the usual light tints.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    // A preset-coloured Tag writes its colour's 7th shade on the 1st; these seven were too light.
    // antd keeps each shade under two names and writes one CSS variable for both: set both.
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    yellow7: '#876800',
    'yellow-7': '#876800',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
    gold7: '#874d00',
    'gold-7': '#874d00',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // The password field's show/hide toggle is a 14 px target: 2 px more room beside the
    // input gives it the clear 24 px circle WCAG 2.5.8 asks for.
    Input: { paddingXXS: 6 },
    Layout: { siderBg: '#0f1d3d', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f1d3d', darkSubMenuItemBg: '#0f1d3d' },
  },
};

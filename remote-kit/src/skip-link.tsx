import { useState, type CSSProperties, type MouseEvent } from 'react';
import { theme } from '@portal/shared/antd';

/** The id of every page's main landmark, where 'Skip to main content' lands. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * What a page's main landmark carries: the id, and `tabIndex={-1}` so the focus can land on it
 * (a link's jump alone would move only the scroll, and the next Tab would start over at the
 * top). No outline: the landmark is not a control, and the skip link itself showed the focus.
 */
export const MAIN_CONTENT_PROPS = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
  style: { outline: 'none' },
} as const;

// Read by screen readers and reachable by Tab, but out of sight until focused.
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * 'Skip to main content' (issue 37 §3, WCAG 2.4.1): the first thing a page's Tab reaches, shown
 * only while focused, which moves the focus past the sidebar to the main landmark. A plain
 * link to `#main-content`, so it works on a pre-rendered page before its code runs; once it
 * runs, the jump leaves the URL as it was.
 */
export function SkipLink() {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  const shown: CSSProperties = {
    position: 'fixed',
    top: token.marginXS,
    left: token.marginXS,
    zIndex: token.zIndexPopupBase + 100,
    padding: `${token.paddingXS}px ${token.padding}px`,
    borderRadius: token.borderRadius,
    background: token.colorPrimary,
    color: token.colorTextLightSolid,
    fontWeight: token.fontWeightStrong,
    textDecoration: 'none',
    outline: `2px solid ${token.colorTextLightSolid}`,
    boxShadow: `0 0 0 4px ${token.colorPrimary}`,
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={jump}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={focused ? shown : hidden}
    >
      Skip to main content
    </a>
  );
}

import type { ReactNode } from 'react';
import { theme } from '@portal/shared/antd';

/**
 * The mark as antd draws it (red, before the label), as a drawing: hidden from screen readers,
 * and no text in the label either, so the label's text stays the field's name (what a search
 * for the field by its label reads).
 */
function RequiredMark() {
  const { token } = theme.useToken();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={7}
      height={7}
      viewBox="0 0 10 10"
      style={{ flex: 'none', marginInlineEnd: token.marginXXS, color: token.colorError }}
    >
      <path
        d="M5 0.8v8.4M1.4 2.9l7.2 4.2M8.6 2.9l-7.2 4.2"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * antd's Form `requiredMark` as a render function (issue 37 §3). antd's own mark is CSS
 * (`::before { content: "*" }`), which browsers put into the label's accessible name, so a
 * screen reader announced "star ICP". Rendered here it is hidden from them: a field is named by
 * its label alone, and announced as required by the `aria-required` antd sets on it.
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  if (!required) return label;
  return (
    <>
      <RequiredMark />
      {label}
    </>
  );
}

/**
 * ConfigProvider's `form` for every page, given where the theme is (the host's providers,
 * RemoteProviders, the test kit): every form of every remote gets the same mark. A form that
 * shows no mark (`requiredMark={false}`, the sign-in form) keeps showing none.
 */
export const PORTAL_FORM_CONFIG = { requiredMark };

import type { ReactNode } from 'react';
import { theme } from '@portal/shared/antd';

/** The mark as antd draws it (red, before the label), but as an element screen readers skip. */
function RequiredMark() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        marginInlineEnd: token.marginXXS,
        color: token.colorError,
        fontFamily: 'sans-serif',
        lineHeight: 1,
      }}
    >
      *
    </span>
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

import { Flex, theme } from '@portal/shared/antd';

/**
 * Why signing in failed, as antd's error Alert shows it, drawn from the theme's tokens: Alert
 * lives in `@portal/shared/antd-nav`, which the sign-in page does not load (issue 25: its
 * JavaScript budget), and only this one banner on it needs one.
 */
export function SignInError({ message }: { message: string }) {
  const { token } = theme.useToken();
  return (
    <Flex
      role="alert"
      align="center"
      gap={token.marginXS}
      style={{
        marginBottom: 24,
        padding: `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`,
        color: token.colorText,
        background: token.colorErrorBg,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="8" fill={token.colorError} />
        <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {message}
    </Flex>
  );
}

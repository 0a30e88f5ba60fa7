import { useLayoutEffect, type ReactNode } from 'react';
import { Flex, Typography, theme } from '@portal/shared/antd';
import { replacePrerendered } from '../prerender/prerendered-page';
import { StatusView } from './status-view';

interface StatusMessageProps {
  status: 'warning' | 'error';
  title: string;
  children: ReactNode;
  /** The way out, e.g. a Retry button. */
  action: ReactNode;
  fullPage?: boolean;
}

/** A circled "!" in the status colour. */
function StatusIcon({ color }: { color: string }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="26" fill={color} />
      <rect x="25" y="13" width="6" height="20" rx="3" fill="#fff" />
      <circle cx="28" cy="41" r="3.5" fill="#fff" />
    </svg>
  );
}

/**
 * What antd's Result shows for a warning or an error, from the base kit: the host's own
 * states must not load `@portal/shared/antd-nav` (Result's illustrations) on the sign-in page,
 * nor depend on another download to explain that one failed.
 */
export function StatusMessage({ status, title, children, action, fullPage }: StatusMessageProps) {
  // A failure is shown in place of any pre-rendered page, which could not work.
  useLayoutEffect(() => replacePrerendered(), []);
  const { token } = theme.useToken();
  return (
    <StatusView fullPage={fullPage}>
      <Flex vertical align="center" gap={16} style={{ maxWidth: 560, textAlign: 'center' }}>
        <StatusIcon color={status === 'error' ? token.colorError : token.colorWarning} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {children}
        </Typography.Paragraph>
        {action}
      </Flex>
    </StatusView>
  );
}

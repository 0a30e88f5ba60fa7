import type { ReactNode } from 'react';
import { Button, Typography } from '@portal/shared/antd';
import { Layout } from '@portal/shared/antd-nav';
import { MenuIcon } from './menu-icon';

export const SIDER_WIDTH = 240;

/** The content area's padding: less on phones, where every pixel of width counts. */
export const CONTENT_PADDING = { narrow: 16, wide: 24 };

/** The fixed sidebar of wide screens. */
export function ShellSider({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      className={className}
      style={{ position: 'sticky', top: 0, height: '100vh' }}
    >
      {children}
    </Layout.Sider>
  );
}

/** The top bar of small screens, whose button opens the slide-in menu. */
export function ShellHeader({
  className,
  onOpenMenu,
}: {
  className?: string;
  onOpenMenu?: () => void;
}) {
  return (
    <Layout.Header
      className={className}
      style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px' }}
    >
      <Button aria-label="Open menu" icon={<MenuIcon />} onClick={onOpenMenu} />
      <Typography.Text strong>Enterprise Portal</Typography.Text>
    </Layout.Header>
  );
}

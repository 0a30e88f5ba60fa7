import type { ReactNode } from 'react';
import { Layout } from '@portal/shared/antd-nav';
import { MAIN_CONTENT_PROPS, SkipLink } from '@portal/remote-kit/skip-link';
import { AccountPlaceholder } from './account-panel';
import { CONTENT_PADDING, ShellHeader, ShellSider } from './shell-parts';
import { SideNav } from './side-nav';

const WIDE_ONLY = 'portal-shell-wide';
const NARROW_ONLY = 'portal-shell-narrow';
const CONTENT = 'portal-shell-content';

/**
 * Which layout the pre-rendered shell shows, by the window's width: the live shell picks by
 * antd's `md` breakpoint in its code, which has not run yet.
 */
export function prerenderedShellCss(md: number): string {
  const narrow = `@media (max-width:${md - 0.02}px){.${WIDE_ONLY}{display:none!important}.${CONTENT}{padding:${CONTENT_PADDING.narrow}px!important}}`;
  const wide = `@media (min-width:${md}px){.${NARROW_ONLY}{display:none!important}}`;
  return narrow + wide;
}

/**
 * The dashboard shell as the portal's HTML paints it before its code knows the window or the
 * session (src/prerender.tsx): both layouts, one shown by the stylesheet, the account still
 * to come, and the page given.
 */
export function PrerenderedShell({ page }: { page: ReactNode }) {
  return (
    <>
      <SkipLink />
      {/* Live, antd's Layout finds its sider once mounted; here it must be told. */}
      <Layout hasSider style={{ minHeight: '100vh' }}>
        <ShellSider className={WIDE_ONLY}>
          <SideNav account={<AccountPlaceholder />} />
        </ShellSider>
        <Layout>
          <ShellHeader className={NARROW_ONLY} />
          <Layout.Content
            {...MAIN_CONTENT_PROPS}
            className={CONTENT}
            style={{ ...MAIN_CONTENT_PROPS.style, padding: CONTENT_PADDING.wide, minWidth: 0 }}
          >
            {page}
          </Layout.Content>
        </Layout>
      </Layout>
    </>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- build time only: antd's style cache, not a component
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, RouterProvider } from '@portal/shared/router';
import type { RemoteName } from '@portal/shared';
import type { ExposedPageName } from '@portal/shared/remotes';
import { RemoteProviders } from '../remote-providers';
import { inertForms } from './inert-forms';

/** A page to pre-render: the path it is shown at, and the page. */
export interface PrerenderPage {
  path: string;
  Page: ComponentType;
  /**
   * The query values the page is rendered for, by parameter ('' for absent). A request
   * asking for another (a deep link to another tab) gets no pre-rendered page: it would show
   * the wrong one until the code runs. Without it, the page fits any query.
   */
  query?: Record<string, string[]>;
  /**
   * antd components the live page shows once its data has come (a list's search box, its
   * checkboxes): their styles are pre-rendered with the page's and their markup dropped, so
   * the live page finds them in the page's CSS instead of generating and adding each while it
   * loads (issue 37 §6). A component left out is only generated, as before.
   */
  stylesOf?: ComponentType;
}

/** What `src/prerender.tsx` of remote `R` declares: some of its exposed pages. */
export type RemotePrerender<R extends RemoteName> = Partial<
  Record<`./${ExposedPageName<R>}`, PrerenderPage>
>;

/**
 * A pre-rendered page: its markup, and the whole CSS antd generated for it (theme and every
 * state of each component it uses), ending in antd's map of the style paths it holds. The live
 * page finds its components' styles in that map and uses them as they are instead of
 * generating them again (antd's "whole CSS file" SSR mode); a state the markup does not show
 * yet (an error, a busy button) is styled from it too.
 */
export interface PrerenderedPage {
  html: string;
  css: string;
  query?: Record<string, string[]>;
}

/**
 * Renders each page as the portal shows it before anything is signed in or loaded (the theme
 * and App context every page gets, at its path), for the remote's `prerender.json` (docs/
 * architecture.md, "Paint before JavaScript"). The markup is never hydrated: the host swaps
 * in the live page once its code has run, carrying over what was typed.
 */
export function prerenderPages(
  pages: Record<string, PrerenderPage | undefined>,
): Record<string, PrerenderedPage> {
  const rendered: Record<string, PrerenderedPage> = {};
  for (const [module, page] of Object.entries(pages)) {
    if (!page) continue;
    const { path, Page, query, stylesOf: StylesOf } = page;
    const cache = createCache();
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: [path],
    });
    const inPortal = (children: ReactNode) =>
      renderToString(
        <StyleProvider cache={cache}>
          <RemoteProviders>{children}</RemoteProviders>
        </StyleProvider>,
      );
    const html = inPortal(<RouterProvider router={router} />);
    // Only for the styles it leaves in the cache.
    if (StylesOf) inPortal(<StylesOf />);
    rendered[module] = {
      html: inertForms(html),
      css: extractStyle(cache, { plain: true }),
      ...(query && { query }),
    };
  }
  return rendered;
}

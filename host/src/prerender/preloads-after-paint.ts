import { PRELOADS_ID } from '@portal/page-server/page-names';

/**
 * The page's preloads, which the server moved into a data block for a pre-rendered page so
 * that they do not compete with its paint (the block's id is named once, for the host and the
 * page server, in @portal/page-server/page-names).
 */
export { PRELOADS_ID };

interface Preload {
  href: string;
  as: string;
  crossorigin?: boolean;
}

/** Starts the page's preloads, as the server would have had them in the HTML. */
export function startPreloads(): void {
  const block = document.getElementById(PRELOADS_ID);
  if (!block?.textContent) return;
  for (const { href, as, crossorigin } of JSON.parse(block.textContent) as Preload[]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    if (crossorigin) link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  block.remove();
}

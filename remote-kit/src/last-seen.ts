// The last-seen ICP list (issue 37 §6): what the dashboard's ICP tab last showed this session,
// kept in this browser, so that a cold load paints it before the page's code has arrived. It
// is a copy of the live DOM, never a second rendering of the cards: the live tab writes it
// (saveLastSeen), and the same function (fillLastSeen) shows it, first in the pre-rendered
// page (the host's first script, paintLastSeen) and then in the live page until the live list
// is there. It is the user's own data in the user's own browser: shown only to the session
// that wrote it, for the workspace it was written for, inert, and cleared on sign-out.

/** Where the copy is kept: one, the last one written. */
export const LAST_SEEN_KEY = 'portal_last_seen';

import { LAST_SEEN_SLOT } from './last-seen-slot';

export { LAST_SEEN_SLOT };

// Read, not written: spec §9's token key, and @portal/shared's selection key (this module runs
// in the host's first script, before the shared runtime is there).
const TOKEN_KEY = 'auth_token';
const SELECTION_KEY = 'portal_selection';

/** A `style` attribute of the copy, renamed: the CSP allows only the page's own by hash. */
const STYLE_ATTRIBUTE = 'data-last-seen-style';

export interface LastSeenScope {
  tenantId: string;
  workspaceId: string;
}

export interface LastSeen extends LastSeenScope {
  /** The session that wrote it: the token's subject and issue time. */
  session: string;
  html: string;
  /** The styles the live page had added to the head, for components the HTML's CSS lacks. */
  css: string;
}

/** The signed-in session, from the token's payload; null without a readable, unexpired one. */
function currentSession(): string | null {
  const payload = window.localStorage.getItem(TOKEN_KEY)?.split('.')[1];
  if (!payload) return null;
  try {
    const { sub, iat, exp } = JSON.parse(
      window.atob(payload.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { sub?: unknown; iat?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || typeof exp !== 'number' || exp * 1000 <= Date.now()) return null;
    // A new sign-in is a new session (the API's tokens say when they were issued): what an
    // earlier one saw is not shown to it.
    return `${sub}@${typeof iat === 'number' ? iat : ''}`;
  } catch {
    return null;
  }
}

/** The workspace a dashboard at `search` shows: the URL's, else the stored selection's. */
function scopeOf(search: string): LastSeenScope | null {
  const query = new URLSearchParams(search);
  let tenantId = query.get('tenant');
  let workspaceId = query.get('workspace');
  if (!tenantId) {
    try {
      ({ tenantId = null, workspaceId = null } = JSON.parse(
        window.localStorage.getItem(SELECTION_KEY) ?? '{}',
      ) as { tenantId?: string | null; workspaceId?: string | null });
    } catch {
      return null;
    }
  }
  return tenantId && workspaceId ? { tenantId, workspaceId } : null;
}

export function clearLastSeen(): void {
  window.localStorage.removeItem(LAST_SEEN_KEY);
}

/**
 * The copy for the dashboard at `search` (a location's search), when this session wrote it for
 * that workspace. One kept for another session is removed.
 */
export function readLastSeen(search: string): LastSeen | null {
  let stored: LastSeen;
  try {
    stored = JSON.parse(window.localStorage.getItem(LAST_SEEN_KEY) ?? 'null') as LastSeen;
  } catch {
    stored = null as unknown as LastSeen;
  }
  if (!stored || typeof stored.html !== 'string') return null;
  if (stored.session !== currentSession()) {
    clearLastSeen();
    return null;
  }
  const scope = scopeOf(search);
  if (scope?.tenantId !== stored.tenantId || scope.workspaceId !== stored.workspaceId) return null;
  return stored;
}

/** A class selector's name in a stylesheet's text (`.ant-card`, `.css-var-r1`). */
const CLASS_IN_CSS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The styles antd added to the head that style something in `copy`: each of its `<style>`
 * elements (one per component, or the theme's variables) that names a class the copy uses.
 * Not the pre-rendered page's, which the next cold load has anyway; not the other pages'
 * components a session picked up (all of them would be hundreds of KB to parse first).
 */
function stylesFor(copy: Element): string {
  const used = new Set<string>();
  for (const element of copy.querySelectorAll('[class]')) {
    for (const name of element.classList) used.add(name);
  }
  const styles = [...document.head.querySelectorAll('style:not([data-prerendered])')];
  return styles
    .map((style) => style.textContent ?? '')
    .filter((text) => {
      const names = [...text.matchAll(CLASS_IN_CSS)].map(([, name]) => name!);
      // Every component's rules are scoped by the theme's hash class (`:where(.css-var-r1)`),
      // which the copy has too, and many name shared ones (`.anticon`): a component's style
      // starts with its own root class (`.ant-btn`), which decides. The theme's variables,
      // which name only the hash class, go with it.
      const root = names.find((name) => !name.startsWith('css-'));
      return root ? used.has(root) : names.some((name) => used.has(name));
    })
    .join('\n');
}

/**
 * Keeps a copy of `content`'s children, as shown, for `scope`. Ids are left out (the live
 * page's own must stay unique while both are in the document), and `style` attributes renamed.
 */
export function saveLastSeen(scope: LastSeenScope, content: Element): void {
  const session = currentSession();
  if (!session) return;
  const copy = content.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('*')) {
    element.removeAttribute('id');
    const style = element.getAttribute('style');
    if (style !== null) {
      element.removeAttribute('style');
      element.setAttribute(STYLE_ATTRIBUTE, style);
    }
  }
  const css = stylesFor(copy);
  const snapshot: LastSeen = { ...scope, session, html: copy.innerHTML, css };
  try {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next cold load paints the loading page, as before.
  }
}

/** The page's CSP nonce, which its server names for the code that adds styles. */
const pageNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * Shows `snapshot` in `container`: inert (nothing in it can be focused or pressed, and
 * assistive technology skips it) and busy until the live list takes its place.
 */
export function fillLastSeen(container: HTMLElement, snapshot: LastSeen): void {
  container.innerHTML = snapshot.html;
  for (const element of container.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`)) {
    // Through the CSSOM, which the CSP leaves to scripts it trusts.
    element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(STYLE_ATTRIBUTE);
  }
  if (snapshot.css) {
    const style = document.createElement('style');
    style.nonce = pageNonce();
    style.textContent = snapshot.css;
    container.prepend(style);
  }
  container.setAttribute('inert', '');
  container.setAttribute('aria-busy', 'true');
}

/**
 * Paints the last-seen list into the pre-rendered dashboard, if it has a place for one and this
 * session saw this workspace's list. True when it painted.
 */
export function paintLastSeen(): boolean {
  const slot = document.querySelector<HTMLElement>(`[${LAST_SEEN_SLOT}]`);
  const snapshot = slot && readLastSeen(window.location.search);
  if (!slot || !snapshot) return false;
  const container = document.createElement('div');
  fillLastSeen(container, snapshot);
  slot.replaceChildren(container);
  return true;
}

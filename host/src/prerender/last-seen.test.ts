import { SELECTION_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@portal/shared';
import { adminUser, makeToken, resetSession, staffUser } from '@portal/shared/testing';
import {
  LAST_SEEN_KEY,
  LAST_SEEN_SLOT,
  paintLastSeen,
  saveLastSeen,
} from '@portal/remote-kit/last-seen';
import { PRERENDERED_ID } from './prerendered-id';

const ACME = { tenantId: 't-acme', workspaceId: 'w-enterprise' };

/**
 * The live ICP tab as a user saw it: a card, an inline style, an id, and the styles antd added:
 * the card's, and a drawer's from another page of the session.
 */
function seeLiveTab() {
  const live = document.createElement('div');
  live.innerHTML = `
    <div role="list" aria-label="ICPs" style="opacity: 1;">
      <div role="listitem" style="content-visibility: auto;">
        <div class="ant-card css-var-r1"><h3 id="heading-1">Mid-market SaaS</h3><p>B2B software companies</p></div>
      </div>
    </div>`;
  const styles = [
    '.css-var-r1{--ant-color-primary:#2f54eb}',
    ':where(.css-var-r1).ant-card{border-radius:8px}',
    ':where(.css-var-r1).ant-drawer{position:fixed}:where(.css-var-r1).ant-drawer .ant-card{margin:0}',
  ].map((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    return document.head.appendChild(style);
  });
  saveLastSeen(ACME, live);
  styles.forEach((style) => style.remove());
}

/** The dashboard as the server pre-renders it, with the ICP tab's slot, and the page's nonce. */
function prerenderDashboard() {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = 'page-nonce';
  document.head.append(meta);
  const prerendered = document.createElement('div');
  prerendered.id = PRERENDERED_ID;
  prerendered.innerHTML = `<h2>Onboarding Artifacts</h2>
    <div ${LAST_SEEN_SLOT}><div role="status">Loading ICPs...</div></div>`;
  document.body.append(prerendered);
  return prerendered;
}

// Written under the runtime's own keys: the painter, which runs before the runtime, reads them.
const signInAs = (user = staffUser) =>
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(user));
const select = (workspaceId = ACME.workspaceId) =>
  window.localStorage.setItem(
    SELECTION_STORAGE_KEY,
    JSON.stringify({ tenantId: ACME.tenantId, workspaceId }),
  );

beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
});

it('paints the ICPs this session last saw into the pre-rendered page, inert and busy', () => {
  signInAs();
  select();
  seeLiveTab();
  const prerendered = prerenderDashboard();

  expect(paintLastSeen()).toBe(true);

  const slot = prerendered.querySelector(`[${LAST_SEEN_SLOT}]`)!;
  expect(slot).toHaveTextContent('Mid-market SaaS');
  expect(slot).not.toHaveTextContent('Loading ICPs...');
  const copy = slot.firstElementChild as HTMLElement;
  expect(copy).toHaveAttribute('inert');
  expect(copy).toHaveAttribute('aria-busy', 'true');
  // No style attribute reaches the page (its CSP allows only its own, by hash): set by script.
  const item = copy.querySelector<HTMLElement>('[role="listitem"]')!;
  expect(item.getAttribute('style')).toBe('content-visibility: auto;');
  expect(copy.innerHTML).not.toContain('data-last-seen-style');
  expect(copy.querySelector('[id]')).toBeNull();
  const style = copy.querySelector('style')!;
  expect(style.textContent).toBe(
    '.css-var-r1{--ant-color-primary:#2f54eb}\n:where(.css-var-r1).ant-card{border-radius:8px}',
  );
  expect(style.nonce).toBe('page-nonce');
});

it('paints the workspace a deep link names, and nothing for another one', () => {
  signInAs();
  select();
  seeLiveTab();

  window.history.replaceState(null, '', `/dashboard?tenant=t-acme&workspace=w-smb`);
  const prerendered = prerenderDashboard();
  expect(paintLastSeen()).toBe(false);
  expect(prerendered).toHaveTextContent('Loading ICPs...');
  prerendered.remove();

  window.history.replaceState(null, '', `/dashboard?tenant=t-acme&workspace=w-enterprise`);
  select('w-smb');
  prerenderDashboard();
  expect(paintLastSeen()).toBe(true);
});

it('paints nothing for another selected workspace', () => {
  signInAs();
  select();
  seeLiveTab();
  select('w-smb');
  const prerendered = prerenderDashboard();

  expect(paintLastSeen()).toBe(false);
  expect(prerendered).toHaveTextContent('Loading ICPs...');
});

it('never paints what another user saw, and forgets it', () => {
  signInAs(staffUser);
  select();
  seeLiveTab();
  signInAs(adminUser);
  const prerendered = prerenderDashboard();

  expect(paintLastSeen()).toBe(false);
  expect(prerendered).not.toHaveTextContent('Mid-market SaaS');
  expect(window.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
});

it('paints nothing signed out', () => {
  signInAs();
  select();
  seeLiveTab();
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  prerenderDashboard();

  expect(paintLastSeen()).toBe(false);
});

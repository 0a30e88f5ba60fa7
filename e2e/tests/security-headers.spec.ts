// The static servers of `pnpm start` send the headers a production CDN must send
// (docs/deployment.md), and the portal works under its Content Security Policy.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, HOST_URL, OVERRIDE_ORIGINS, REMOTE_URLS, STAFF } from '../support/portal';
import { signInToDashboard } from '../support/session';

const REMOTES = Object.values(REMOTE_URLS);
/** A CSP nonce source: 128 bits, base64. */
const NONCE = /^'nonce-[A-Za-z0-9+/]{22}=='$/;

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** Every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(message.text());
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

test('the host sends a CSP allowing scripts from itself and its remotes only, and no framing', async ({
  request,
}) => {
  for (const path of ['/', '/auth/login', '/portal.config.json', '/no-such-file.js']) {
    const response = await request.get(`${HOST_URL}${path}`);
    const headers = response.headers();
    const csp = directives(headers['content-security-policy']);
    // The origins a tab may plug a remote's dev server in from (pnpm start only; production
    // lists none), with their live-reload WebSocket.
    const overrides = OVERRIDE_ORIGINS;
    const overrideSockets = overrides.map((origin) => origin.replace(/^http/, 'ws'));
    expect(csp['script-src']?.sort(), path).toEqual(["'self'", ...REMOTES, ...overrides].sort());
    expect(csp['connect-src']?.sort(), path).toEqual(
      ["'self'", API_URL, ...REMOTES, ...overrides, ...overrideSockets].sort(),
    );
    // A page's inline styles need its own nonce; a file's response allows none.
    const isPage = !path.includes('.');
    expect(csp['style-src']?.[0], path).toBe("'self'");
    expect(csp['style-src']?.slice(1), path).toEqual(isPage ? [expect.stringMatching(NONCE)] : []);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('each remote sends a CSP for its own standalone page, nosniff and a referrer policy', async ({
  request,
}) => {
  for (const remote of REMOTES) {
    for (const path of ['/', '/remoteEntry.js', '/mf-manifest.json']) {
      const headers = (await request.get(`${remote}${path}`)).headers();
      const csp = directives(headers['content-security-policy']);
      expect(csp['script-src'], `${remote}${path}`).toEqual(["'self'"]);
      expect(csp['connect-src']?.sort(), `${remote}${path}`).toEqual(["'self'", API_URL].sort());
      expect(csp['style-src']?.length, `${remote}${path}`).toBe(path === '/' ? 2 : 1);
      expect(csp['frame-ancestors'], `${remote}${path}`).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], `${remote}${path}`).toBe('nosniff');
      expect(headers['referrer-policy'], `${remote}${path}`).toBe('no-referrer');
    }
  }
});

test('the build bookkeeping in dist is not served', async ({ request }) => {
  expect((await request.get(`${REMOTE_URLS.remote_settings}/.hashed-files.json`)).status()).toBe(
    404,
  );
  expect((await request.get(`${HOST_URL}/.hashed-files.json`)).status()).toBe(404);
});

test('the portal works under its CSP: sign-in, dashboard, a dialog, every remote, no violation', async ({
  page,
}) => {
  // Any violation fails the test (support/test.ts).
  await signInToDashboard(page, STAFF);
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  // A dialog locks the page's scroll with a <style> of its own, under the page's nonce.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Export / })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');

  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a pre-rendered page's style attributes apply: the CSP allows each by its hash", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'portal_signed_in', value: '1', url: HOST_URL }]);
    for (const path of ['/auth/login', '/dashboard']) {
      await page.goto(path);
      const styled = page.locator('[style]');
      expect(await styled.count(), path).toBeGreaterThan(3);
      // A refused attribute stays in the markup but sets nothing.
      const unapplied = await styled.evaluateAll((elements) =>
        elements.filter((element) => (element as HTMLElement).style.length === 0).length,
      );
      expect(unapplied, path).toBe(0);
    }
  });
});

test.describe('the policy bites', () => {
  test.use({ cspViolationsExpected: true });

  test('script or style written into the page without the nonce does not run or apply', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await violations()).toEqual([]);

    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { color: rgb(1, 2, 3) }';
      document.head.append(style);
      const styled = document.createElement('p');
      styled.setAttribute('style', 'color: rgb(4, 5, 6)');
      document.body.append(styled);
      return {
        scriptRan: (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true,
        bodyColor: getComputedStyle(document.body).color,
        attributeColor: getComputedStyle(styled).color,
      };
    });
    expect(injected.scriptRan).toBe(false);
    expect(injected.bodyColor).not.toBe('rgb(1, 2, 3)');
    expect(injected.attributeColor).not.toBe('rgb(4, 5, 6)');
    const refused = await violations();
    expect(refused.filter((text) => text.includes('script-src')).length).toBeGreaterThan(0);
    expect(refused.filter((text) => text.includes('style-src')).length).toBeGreaterThan(1);
  });
});

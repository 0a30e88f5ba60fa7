// The static servers of `pnpm start` send the headers a production CDN must send
// (docs/deployment.md), and the portal works under its Content Security Policy.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, HOST_URL, OVERRIDE_ORIGINS, REMOTE_URLS, STAFF } from '../support/portal';
import { signInToDashboard } from '../support/session';

const REMOTES = Object.values(REMOTE_URLS);

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
    expect(csp['style-src'], path).toEqual(["'self'", "'unsafe-inline'"]);
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

test('the portal works under its CSP: sign-in, dashboard, every remote, no violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signInToDashboard(page, STAFF);
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  expect(await violations()).toEqual([]);
  // And the policy does bite: script written into the page does not run.
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(inlineRan).toBe(false);
  expect((await violations()).some((text) => text.includes('script-src'))).toBe(true);
});

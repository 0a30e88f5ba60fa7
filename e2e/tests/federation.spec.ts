import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, API_URL, HOST_URL, REMOTE_URLS, STAFF } from '../support/portal';
import {
  choose,
  signIn,
  signInThroughTheScreens,
  signInToDashboard,
  snap,
} from '../support/session';

const APPS = [HOST_URL, ...Object.values(REMOTE_URLS)];
// antd and react-router are shared as kits of @portal/shared (docs/architecture.md).
const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  '@portal/shared/router',
  '@portal/shared/antd',
  '@portal/shared',
];
// antd's kits: the host serves them; a remote's own copy (for running alone) is never used.
const HOST_KITS = ['@portal/shared/antd', '@portal/shared/antd-nav', '@portal/shared/antd-data'];

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Every JS file of each app that holds `name`, by the app's own mf-manifest.json. */
async function assetsOf(page: Page, name: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const origin of APPS) {
    const manifest = (await (
      await page.request.get(`${origin}/mf-manifest.json`)
    ).json()) as Manifest;
    const shared = manifest.shared.find((entry) => entry.name === name);
    for (const file of [...(shared?.assets.js.sync ?? []), ...(shared?.assets.js.async ?? [])]) {
      files.set(`${origin}/${file}`, origin);
    }
  }
  return files;
}

test('host and remotes share one store and one copy of each singleton', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url().split('?')[0]!));

  // Every remote in one session: the sign-in screens' too. An admin's, who alone has
  // Administration (remote_admin) in the sidebar.
  await signInThroughTheScreens(page, ADMIN);
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
  // Then the others, through the shell's own links.
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();

  const consumers = await page.evaluate(() => {
    const registry = window.__PORTAL_STORE_CONSUMERS__ ?? [];
    return {
      names: registry.map((entry) => entry.name),
      stores: new Set(registry.map((entry) => entry.store)).size,
    };
  });
  expect(consumers.names.sort()).toEqual(['host', ...Object.keys(REMOTE_URLS)].sort());
  expect(consumers.stores).toBe(1);

  for (const name of CHECKED_SINGLETONS) {
    const assets = await assetsOf(page, name);
    const downloads = requested.filter((url) => assets.has(url));
    const origins = new Set(downloads.map((url) => assets.get(url)));
    expect.soft(origins.size, `${name} comes from one app (${downloads.join(', ')})`).toBe(1);
    expect.soft(new Set(downloads).size, `${name} files are fetched once`).toBe(downloads.length);
  }

  for (const name of HOST_KITS) {
    const remoteCopies = [...(await assetsOf(page, name))]
      .filter(([url, origin]) => origin !== HOST_URL && requested.includes(url))
      .map(([url]) => url);
    expect.soft(remoteCopies, `${name} is served by the host only`).toEqual([]);
  }

  // The federation runtime agrees: each singleton was loaded from one provider only.
  const providers = await page.evaluate(
    (names) => {
      const scopes = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const loadedFrom: Record<string, string[]> = {};
      for (const instance of Object.values(scopes)) {
        for (const name of names) {
          for (const version of Object.values(instance.default?.[name] ?? {})) {
            if (version.loaded) (loadedFrom[name] ??= []).push(version.from);
          }
        }
      }
      return Object.fromEntries(
        Object.entries(loadedFrom).map(([name, from]) => [name, [...new Set(from)]]),
      );
    },
    [...CHECKED_SINGLETONS, ...HOST_KITS],
  );
  for (const name of new Set([...CHECKED_SINGLETONS, ...HOST_KITS])) {
    expect.soft(providers[name], name).toHaveLength(1);
  }
});

test('the sign-in page loads the base antd kit only, and no remote but remote-auth', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url().split('?')[0]!));
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.waitForLoadState('networkidle');

  const fetched = async (name: string) =>
    [...(await assetsOf(page, name)).keys()].filter((url) => requested.includes(url));
  expect(await fetched('@portal/shared/antd')).not.toEqual([]);
  expect(await fetched('@portal/shared/antd-nav')).toEqual([]);
  expect(await fetched('@portal/shared/antd-data')).toEqual([]);
  const origins = new Set(requested.map((url) => new URL(url).origin));
  expect(
    Object.entries(REMOTE_URLS)
      .filter(([name, url]) => name !== 'remote_auth' && origins.has(new URL(url).origin))
      .map(([name]) => name),
  ).toEqual([]);
});

test("a remote's own page runs alone on the federation runtime it publishes", async ({ page }) => {
  // The remote's standalone shell: no host; `/` leads to its sign-in page.
  await page.goto(`${REMOTE_URLS.remote_auth}/`);
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

declare global {
  interface Window {
    __PORTAL_STORE_CONSUMERS__?: Array<{ name: string; store: unknown }>;
  }
}

test('a remote that is down gets a fallback with Retry, and the shell keeps working', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await choose(page, 'Tenant', 'Acme Corp');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await choose(page, 'Workspace', 'Enterprise Sales');

  // remote-artifacts goes down before the dashboard is first opened.
  await page.route(`${REMOTE_URLS.remote_artifacts}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();

  await expect(page.getByText('Onboarding Artifacts is unavailable')).toBeVisible();
  await expect(page.getByText(/\(remote_artifacts\) could not be loaded/)).toBeVisible();
  await snap(page, '09-remote-down');

  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Onboarding Artifacts' }).click();
  await expect(page.getByText('Onboarding Artifacts is unavailable')).toBeVisible();

  // Back up: Retry loads it without reloading the page.
  await page.unroute(`${REMOTE_URLS.remote_artifacts}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
});

test('/dashboard/settings shows the fallback of remote_settings while it is down', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  // Where remote_settings is deployed, as the host learns it: from its runtime config.
  const config = (await (await page.request.get('/portal.config.json')).json()) as {
    remotes: Record<string, string>;
  };
  const settingsOrigin = new URL(config.remotes.remote_settings!).origin;
  await page.route(`${settingsOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/settings');

  await expect(page.getByText('Settings is unavailable')).toBeVisible();
  await expect(page.getByText(/\(remote_settings\) could not be loaded/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await snap(page, '10-settings-fallback');
});

test('remote-auth mounts its login page in a bare HTML page, without the host, and signs in against the API it was given', async ({
  page,
}) => {
  // A page of the remote's origin, served for real (Chrome lets only pages that came from
  // the loopback network call it), then replaced by a foreign tool's bare HTML. Without the
  // portal host, the page loads the federation runtime the remote publishes beside its entry.
  // The page keeps the CSP it came with, whose style-src allows only its nonce: the tool
  // names that nonce for the remote's styles (docs/deployment.md, "Security headers").
  const served = await page.goto(`${REMOTE_URLS.remote_auth}/`);
  const nonce = /'nonce-([^']+)'/.exec(served!.headers()['content-security-policy']!)![1];
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><title>Another tool</title>
    <meta property="csp-nonce" nonce="${nonce}"></head>
    <body><h2>Some other internal tool</h2><div id="slot"></div>
    <script src="/federation-runtime.js"></script>
    <script src="/remoteEntry.js"></script></body></html>`);
  await page.waitForFunction(() => 'remote_auth' in window);

  await page.evaluate(async (apiBaseUrl) => {
    type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
    const container = (
      window as unknown as Record<
        string,
        {
          init(shareScope: object): Promise<void>;
          get(module: string): Promise<() => { bootstrap: Lifecycle; mount: Lifecycle }>;
        }
      >
    ).remote_auth!;
    await container.init({});
    const lifecycles = (await container.get('./mount'))();
    const props = {
      name: 'bare-login',
      domElement: document.getElementById('slot'),
      page: 'login',
      apiBaseUrl,
    };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  }, API_URL);

  await expect(page.getByText('Welcome Back')).toBeVisible();
  await snap(page, '11-bare-mount');
  // The embedded page's calls go to the API named in the props (the e2e API is not the default).
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Select Tenant' })).toBeVisible();
});

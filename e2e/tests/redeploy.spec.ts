// A remote ships alone (docs/deployment.md): remote-settings is rebuilt and deployed while the
// portal runs, against the production builds `pnpm start` serves; the host and the other
// remotes are neither rebuilt nor restarted.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, REMOTE_URLS, STAFF } from '../support/portal';
import {
  buildRemoteSettings,
  deployReplacingEverything,
  keepServedBuild,
  SETTINGS_DIST,
} from '../support/redeploy/remote-settings-deploys';
import { signInToDashboard } from '../support/session';

const ROOT = resolve(__dirname, '..', '..');
const ORIGINAL_DESCRIPTION = 'Manage the security of your account.';
const NEW_DESCRIPTION = 'Manage the security of your account (redeployed build).';
const BUILD_TIMEOUT_MS = 6 * 60_000;

// One portal, one remote-settings/dist: these tests deploy into it one after another.
test.describe.configure({ mode: 'serial' });

/** The runtime version the page provides: what the served remote-settings was built against. */
function providedRuntimeVersion(): string {
  const manifest = JSON.parse(readFileSync(join(SETTINGS_DIST, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const [runtime] = manifest.shared
    .filter((shared) => shared.name.startsWith('@portal/'))
    .sort((a, b) => a.name.length - b.name.length);
  if (!runtime) throw new Error('the served remote-settings shares no @portal runtime');
  return runtime.version;
}

/** A newer minor: a remote built against it needs what this page cannot provide. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

/** When each other part's build was written: a redeploy of remote-settings changes none. */
function otherPartsBuilds(): Record<string, number> {
  const markers = [
    'host/dist/index.html',
    'remote-auth/dist/mf-manifest.json',
    'remote-artifacts/dist/mf-manifest.json',
    'remote-instructions/dist/mf-manifest.json',
  ];
  return Object.fromEntries(markers.map((file) => [file, statSync(join(ROOT, file)).mtimeMs]));
}

/** Uncaught exceptions, and console errors other than failed resource loads. */
function watchErrors(page: Page): { uncaught: string[]; logged: string[] } {
  const errors = { uncaught: [] as string[], logged: [] as string[] };
  page.on('pageerror', (error) => errors.uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    // A deleted chunk's 404, as the browser logs it, is what a redeploy looks like on the wire.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.logged.push(message.text());
    }
  });
  return errors;
}

/** Client-side navigation, as a link would do it: no reload of the page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('link', { name });

let servedBuild: ReturnType<typeof keepServedBuild> | undefined;
let newBuild = '';
let incompatibleBuild = '';
let providedRuntime = '';

test.beforeAll(async () => {
  test.setTimeout(2 * BUILD_TIMEOUT_MS);
  providedRuntime = providedRuntimeVersion();
  servedBuild = keepServedBuild();
  // One after the other: two webpack builds at once would starve the portal under test.
  newBuild = await buildRemoteSettings({ REDEPLOY_DESCRIPTION: NEW_DESCRIPTION });
  incompatibleBuild = await buildRemoteSettings({ REDEPLOY_RUNTIME: nextMinor(providedRuntime) });
});

test.afterAll(() => {
  servedBuild?.putBack();
  servedBuild?.discard();
  for (const build of [newBuild, incompatibleBuild]) {
    if (build) rmSync(build, { recursive: true, force: true });
  }
});

test('a remote entry that fails once is retried by itself and the page appears without the fallback', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInToDashboard(page, STAFF);
  const requests = { manifest: 0, entry: 0 };
  await page.route(`${REMOTE_URLS.remote_settings}/mf-manifest.json`, (route) =>
    ++requests.manifest === 1 ? route.abort('connectionreset') : route.continue(),
  );
  await page.route(`${REMOTE_URLS.remote_settings}/remoteEntry.js`, (route) =>
    ++requests.entry === 1
      ? route.fulfill({ status: 503, body: 'Service Unavailable' })
      : route.continue(),
  );

  await sidebarLink(page, 'Settings').click();

  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByText('Settings is unavailable')).toHaveCount(0);
  expect(requests.manifest).toBeGreaterThanOrEqual(2);
  expect(requests.entry).toBe(2);
  expect(errors).toEqual({ uncaught: [], logged: [] });
});

test('a redeployed remote-settings shows its new version on reload; nothing else is rebuilt or restarted', async ({
  page,
}) => {
  const others = otherPartsBuilds();
  await signInToDashboard(page, STAFF);
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByText(ORIGINAL_DESCRIPTION)).toBeVisible();

  deployReplacingEverything(newBuild);
  await page.reload();

  await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  expect(otherPartsBuilds()).toEqual(others);
  // The other remotes' servers answered all along, untouched.
  await sidebarLink(page, 'Instruction Tuning').click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await sidebarLink(page, 'Onboarding Artifacts').click();
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
});

test('a user with the portal open while remote-settings is redeployed (old chunks deleted) gets the new build on the next navigation', async ({
  page,
}) => {
  servedBuild?.putBack();
  const errors = watchErrors(page);
  await signInToDashboard(page, STAFF);
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByText(ORIGINAL_DESCRIPTION)).toBeVisible();
  await sidebarLink(page, 'Onboarding Artifacts').click();
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();

  // The deploy: the loaded remoteEntry.js's chunks (UsersPage's among them) are gone.
  deployReplacingEverything(newBuild);

  await navigateInApp(page, '/dashboard/users');
  const usersHeading = page.getByRole('heading', { name: 'User Management' });
  const fallback = page.getByText('Settings is unavailable');
  await expect(usersHeading.or(fallback)).toBeVisible();
  if (await fallback.isVisible()) await page.getByRole('button', { name: 'Retry' }).click();
  await expect(usersHeading).toBeVisible();

  // The page already loaded from the old build is replaced too, on the next visit.
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  expect(errors).toEqual({ uncaught: [], logged: [] });
});

test('a remote built against a newer runtime shows its fallback naming both versions; every other route works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const clientEvents: unknown[] = [];
  await page.route(`${API_URL}/api/client-events`, (route) => {
    clientEvents.push(route.request().postDataJSON());
    return route.fulfill({ status: 202 });
  });
  deployReplacingEverything(incompatibleBuild);
  await signInToDashboard(page, STAFF);

  await sidebarLink(page, 'Settings').click();

  await expect(page.getByText('Settings is unavailable')).toBeVisible();
  await expect(
    page.getByText(
      `remote_settings needs runtime ^${nextMinor(providedRuntime)}; this page provides ${providedRuntime}`,
    ),
  ).toBeVisible();
  // The host told the API which remote failed, where, and which build of it.
  const { version: remoteVersion } = JSON.parse(
    readFileSync(join(ROOT, 'remote-settings', 'package.json'), 'utf8'),
  ) as { version: string };
  await expect
    .poll(() => clientEvents)
    .toEqual([
      {
        kind: 'remote-load-failed',
        remote: 'remote_settings',
        version: remoteVersion,
        phase: 'manifest',
        message: expect.stringContaining(
          `remote_settings needs runtime ^${nextMinor(providedRuntime)}`,
        ) as unknown,
        url: `${new URL(page.url()).origin}/dashboard/settings`,
      },
    ]);

  await sidebarLink(page, 'Instruction Tuning').click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await sidebarLink(page, 'Onboarding Artifacts').click();
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();
  await expect(page.getByText('Outbound motion for enterprise accounts')).toBeVisible();
  // Nothing uncaught; what the console shows is the refusal, logged by the runtime and the
  // fallback's boundary.
  expect(errors.uncaught).toEqual([]);
  expect(errors.logged.length).toBeGreaterThan(0);
  for (const logged of errors.logged) expect(logged).toContain('remote_settings needs runtime ^');
});

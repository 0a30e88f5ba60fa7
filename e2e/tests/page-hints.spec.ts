// No request waterfall (docs/architecture.md): the host's page carries the runtime config as
// data and hints what its route needs, and the dashboard's first API call is made once.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, REMOTE_URLS, STAFF } from '../support/portal';
import { signInToDashboard } from '../support/session';

/** Every request the page makes, and every CSP violation it reports. */
function watch(page: Page) {
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url().split('?')[0]!));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return { requests, violations };
}

const preloads = (page: Page) =>
  page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

test('the sign-in page reads its config from the page, under the CSP, and hints its remote', async ({
  page,
}) => {
  const { requests, violations } = watch(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // The live page has taken over from the pre-rendered one, whose hints wait for its paint.
  await expect(page.locator('#portal-prerendered')).toHaveCount(0);

  expect(requests.filter((url) => url.endsWith('/portal.config.json'))).toEqual([]);
  expect(violations).toEqual([]);
  const hinted = await preloads(page);
  expect(hinted).toContain(`${REMOTE_URLS.remote_auth}/mf-manifest.json`);
  expect(hinted).toContain(`${REMOTE_URLS.remote_auth}/remoteEntry.js`);
  // Everything hinted is used: nothing of the dashboard's (its remote, the nav kit) is named.
  expect(hinted.filter((url) => url.startsWith(REMOTE_URLS.remote_artifacts))).toEqual([]);
  for (const url of hinted) expect.soft(requests, `${url} is loaded`).toContain(url);
});

test("a returning user's dashboard asks for its ICP list once, with its remote's files hinted", async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  await expect(page.getByRole('tab', { name: 'ICP Dashboard' })).toBeVisible();

  const { requests, violations } = watch(page);
  await page.goto('/dashboard');
  await expect(page.locator('[role="article"]').first()).toBeVisible();

  const lists = requests.filter(
    (url) => url.startsWith(`${API_URL}/api/icp-onboarding/`) && url.includes('/workspace/'),
  );
  expect(lists).toHaveLength(1);
  expect(violations).toEqual([]);
  expect(await preloads(page)).toContain(`${REMOTE_URLS.remote_artifacts}/remoteEntry.js`);
  expect(requests.filter((url) => url.endsWith('/portal.config.json'))).toEqual([]);
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { choose, selectOptions, signInToDashboard, snap } from '../support/session';

// Issue 35: a change to the AI reaches a customer only after review, a test gate and a
// rollout someone chose. The portal and its database serve every spec: this one names its
// own instruction, and puts back what others rely on (afterAll).
const REVIEWER = { username: 'reviewer@example.com', password: 'reviewer12345' };
const stamp = Date.now();
const DESCRIPTION = `E2E regional ICPs ${stamp}`;
const CASE_NAME = `Three words at most ${stamp}`;

async function apiToken(request: APIRequestContext, user: typeof STAFF) {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: user });
  return ((await login.json()) as { token: string }).token;
}

test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const cases = (await (
    await request.get(`${API_URL}/api/prompts/test-cases?promptType=ICP`, { headers })
  ).json()) as { id: string; name: string }[];
  for (const testCase of cases.filter(({ name }) => name === CASE_NAME))
    await request.delete(`${API_URL}/api/prompts/test-cases/${testCase.id}`, { headers });
  // Rolled back, the instruction is no tenant's release any more: it can go.
  const prompts = (await (await request.get(`${API_URL}/api/prompts/`, { headers })).json()) as {
    id: string;
    description: string;
  }[];
  const ours = prompts.find(({ description }) => description === DESCRIPTION);
  if (ours) await request.delete(`${API_URL}/api/prompts/${ours.id}`, { headers });
});

async function openInstructionTuning(page: Page) {
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
}

/** Edits the active version of our instruction with `text`; back on the list after. */
async function editOurs(page: Page, version: string, text: string) {
  await page.getByRole('button', { name: `Edit V${version} (${DESCRIPTION})` }).click();
  await page.getByLabel('Instruction', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
}

/** The Preview of our active version's edit view, for `tenant`: what its AI uses. */
async function previewLine(page: Page, tenant: string) {
  await page.getByRole('button', { name: `Edit V1.2 (${DESCRIPTION})` }).click();
  await page.getByRole('button', { name: 'Show preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Tenant', { exact: true }).click();
  await selectOptions(page).getByText(tenant, { exact: true }).click();
  return preview.getByText(new RegExp(`^${tenant}'s AI uses`));
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('staff ask for an ICP change; the reviewer sees the diff, the impact and a failing case, releases to Acme only, and rolls Acme back', async ({
  page,
  browser,
  request,
}) => {
  // Three people, a test run on the fake model, axe on three views.
  test.setTimeout(240_000);
  const staffHeaders = { authorization: `Bearer ${await apiToken(request, STAFF)}` };
  // The live tenants besides Acme Corp that follow the ICP release (no override of their
  // own): the database is shared, and other specs add tenants and overrides.
  const adminHeaders = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const tenants = (await (
    await request.get(`${API_URL}/api/tenants/`, { headers: adminHeaders })
  ).json()) as { id: string; name: string; archived?: boolean }[];
  const overridden = new Set(
    (
      (await (
        await request.get(`${API_URL}/api/prompts/overrides`, { headers: adminHeaders })
      ).json()) as { tenantId: string; promptType: string }[]
    )
      .filter((override) => override.promptType === 'ICP')
      .map((override) => override.tenantId),
  );
  const others = tenants.filter(
    (tenant) => !tenant.archived && tenant.name !== 'Acme Corp' && !overridden.has(tenant.id),
  ).length;
  // A saved case the fake model's long answer fails: the gate cannot be green.
  const saved = await request.post(`${API_URL}/api/prompts/test-cases`, {
    headers: staffHeaders,
    data: {
      promptType: 'ICP',
      name: CASE_NAME,
      input: { kind: 'description', companyDescription: 'A freight platform for 3PLs.' },
      checks: { parses: false, namesSegments: false, bannedPhrases: [], maxWords: 3 },
    },
  });
  expect(saved.status()).toBe(201);

  // Staff: a new ICP instruction, edited twice; the active version is released to nobody.
  await signInToDashboard(page, STAFF);
  await openInstructionTuning(page);
  await page.getByRole('button', { name: 'Add Instruction' }).click();
  await page.getByLabel('Version Description').fill(DESCRIPTION);
  await choose(page, 'Type', 'ICP');
  await page.getByLabel('Instruction', { exact: true }).fill('Draft ICPs for {{tenant.name}}.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await editOurs(page, '1.0', 'Draft ICPs for {{tenant.name}}, one segment per region.');
  await editOurs(page, '1.1', 'Draft ICPs for {{tenant.name}}, one segment per sales region.');
  const ours = page.locator('tbody tr').filter({ hasText: DESCRIPTION }).first();
  await expect(ours).toContainText('V1.2');
  await expect(ours).toContainText('Active');
  await expect(ours).toContainText('Not released');

  await page.getByRole('button', { name: `History of V1.2 (${DESCRIPTION})` }).click();
  await page.getByRole('button', { name: 'Request release of V1.2' }).click();
  const ask = page.getByRole('dialog', { name: 'Request the release of V1.2' });
  await ask.getByLabel('Note for the reviewer').fill('Segments by sales region, as Acme asked');
  await ask.getByRole('button', { name: 'Request release' }).click();
  await expect(page.getByRole('heading', { name: 'Release request: ICP V1.2' })).toBeVisible();
  const requestUrl = page.url();
  await snap(page, 'release-01-requested');

  // The reviewer opens the request: the word diff, the impact, the gate.
  const reviewer = await newPage(browser);
  await signInToDashboard(reviewer, REVIEWER);
  await reviewer.goto(requestUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(reviewer.getByRole('heading', { name: 'Release request: ICP V1.2' })).toBeVisible();
  const changes = reviewer.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText('sales region');
  const impact = reviewer.getByRole('region', { name: 'Impact' });
  await expect(impact).toContainText('Acme Corp');
  await expect(impact).toContainText(`${others} other tenant${others === 1 ? '' : 's'}`);

  const gate = reviewer.getByRole('region', { name: 'Test gate' });
  await gate.getByRole('button', { name: 'Run test cases' }).click();
  await expect(gate.getByRole('status')).toContainText(/Run on .+ on this version\./, {
    timeout: 60_000,
  });
  await expect(gate).toContainText(CASE_NAME);
  await expect(gate).toContainText(/failing/i);
  await expectNoSeriousViolations(reviewer, 'release request');
  await snap(reviewer, 'release-02-review');

  const review = reviewer.getByRole('region', { name: 'Review' });
  await review.getByLabel('Review comment').fill('Regions read well; Acme first');
  await review.getByRole('button', { name: 'Approve' }).click();
  const release = reviewer.getByRole('region', { name: 'Release' });
  await release.getByRole('radio', { name: 'Chosen tenants first' }).check();
  await release.getByLabel('Tenants', { exact: true }).click();
  await selectOptions(reviewer).getByText('Acme Corp', { exact: true }).click();
  await release
    .getByLabel('Reason to release past the test gate')
    .fill('The word limit case is for short summaries, not ICPs');
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(reviewer.getByText('Released V1.2 to Acme Corp.')).toBeVisible();
  await expect(
    reviewer.getByText(`Released to Acme Corp; ${others} tenant${others === 1 ? '' : 's'} to go.`),
  ).toBeVisible();
  await snap(reviewer, 'release-03-released-to-acme');

  // Acme's preview shows the new version; Globex (which the admin reaches) keeps the old one.
  await reviewer.goto('/dashboard/instruction-tuning');
  await expect(await previewLine(reviewer, 'Acme Corp')).toContainText(
    "Acme Corp's AI uses version 1.2",
  );
  const admin = await newPage(browser);
  await signInToDashboard(admin, ADMIN);
  await openInstructionTuning(admin);
  const globexLine = await previewLine(admin, 'Globex');
  await expect(globexLine).toBeVisible();
  await expect(globexLine).not.toContainText('version 1.2');
  await snap(admin, 'release-04-globex-preview');

  // The reviewer rolls Acme back from the instruction's history.
  await reviewer.goto('/dashboard/instruction-tuning');
  await reviewer.getByRole('button', { name: `History of V1.2 (${DESCRIPTION})` }).click();
  const releases = reviewer.getByRole('region', { name: 'Releases' });
  await releases.getByRole('button', { name: /^Roll back Released V1\.2 of / }).click();
  const rollback = reviewer.getByRole('dialog', { name: 'Roll back: Released V1.2' });
  await rollback.getByLabel('Reason').fill('Acme asked to wait for their sales kick-off');
  await rollback.getByRole('button', { name: 'Roll back' }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: 'Rolled back:' })).toContainText(
    'Acme Corp now on V',
  );
  await expectNoSeriousViolations(reviewer, 'release timeline');
  await snap(reviewer, 'release-05-rolled-back');
  await reviewer.goto('/dashboard/instruction-tuning');
  await expect(await previewLine(reviewer, 'Acme Corp')).not.toContainText('version 1.2');
});

import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { CANNED_DRAFTS, UNANSWERED_WORD } from '../support/fake-model';
import { selectOptions, signInToDashboard, snap } from '../support/session';
import { ADMIN, API_URL, STAFF } from '../support/portal';
import { acmeEnterpriseSales, signedInHeaders } from '../support/staff-api';

// Issue 39 §3 against the real API and the fake model server: staff research Acme Corp for
// Enterprise Sales, add a source, save the brief; the seeded ICP instruction's Preview then
// shows research.summary from it.
const RESEARCHED = CANNED_DRAFTS.research;
const ICP_ACTIVE = 'Segments must carry measurable qualifiers';

// Issue 39 §5: research goes on in the API. An administrator's research of Enterprise Sales,
// which the fake model never answers, shows on staff's panel, still after a reload, until
// the administrator cancels it. Before the test above, so its empty state still holds.
test('another user’s research in progress shows on the panel, after a reload too, until it is cancelled', async ({
  page,
  request,
}) => {
  const headers = await signedInHeaders(request, ADMIN);
  const { tenantId, workspaceId } = await acmeEnterpriseSales(request, headers);
  const started = await request.post(`${API_URL}/api/research-briefs/research/runs`, {
    headers,
    data: { tenantId, workspaceId, companyDescription: `An ${UNANSWERED_WORD} question.` },
  });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };

  await signInToDashboard(page, STAFF);
  const panel = page.getByRole('region', { name: 'Company research' });
  await panel.getByRole('button', { name: 'Show company research' }).click();
  const progress = panel.getByRole('status');
  await expect(progress).toContainText('Researching the company…');
  await expect(progress).toContainText('started by admin@example.com');
  // Not theirs to cancel, nor to start again while it runs.
  await expect(panel.getByRole('button', { name: 'Cancel research' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Research the company' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'company research, in progress');
  await snap(page, 'research-00-in-progress');

  await page.reload();
  await panel.getByRole('button', { name: 'Show company research' }).click();
  await expect(panel.getByRole('status')).toContainText('started by admin@example.com');

  const cancelled = await request.post(
    `${API_URL}/api/research-briefs/${tenantId}/research-runs/${runId}/cancel`,
    { headers },
  );
  expect(cancelled.status()).toBe(200);
  await expect(panel.getByRole('button', { name: 'Research the company' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
});

test('staff research the company, save the brief, and see research.summary in the ICP instruction’s Preview', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const panel = page.getByRole('region', { name: 'Company research' });
  await expect(page.getByRole('tab', { name: 'ICP Dashboard', selected: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Show company research' }).click();
  await expect(panel).toContainText('No research brief yet');
  await expectNoSeriousViolations(page, 'company research, empty');

  // By keyboard: the button is the next stop after the panel's toggle.
  await panel.getByRole('button', { name: 'Research the company' }).focus();
  await page.keyboard.press('Enter');
  // The required mark is part of a label's accessible name ('* Summary').
  const summary = panel.getByRole('textbox', { name: /^\W*Summary$/ });
  await expect(summary).toHaveValue(RESEARCHED.summary);
  await expect(panel.getByRole('textbox', { name: 'Competitors', exact: true })).toHaveValue(
    RESEARCHED.competitors.join('\n'),
  );
  await panel
    .getByRole('textbox', { name: 'Summary: sources' })
    .fill('https://acme.example.com/about');
  await expectNoSeriousViolations(page, 'company research, the proposal to review');
  await snap(page, 'research-01-proposal');

  await panel.getByRole('button', { name: 'Save brief' }).click();
  await expect(panel.getByRole('region', { name: 'Summary' })).toContainText(
    'Sources: https://acme.example.com/about',
  );
  await expect(panel.getByRole('region', { name: 'Markets' })).toContainText(
    'Source: model knowledge',
  );
  await expectNoSeriousViolations(page, 'company research, saved');
  await snap(page, 'research-02-saved');
  // On a phone the brief reads top to bottom above the tabs; then back to the desktop.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('button', { name: 'Research again' })).toBeVisible();
  await snap(page, 'research-02-saved-phone');
  await page.setViewportSize(desktop);

  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await page.getByRole('button', { name: `Edit V1.1 (${ICP_ACTIVE})` }).click();
  await page.getByRole('button', { name: 'Show preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('ICP', { exact: true }).click();
  await selectOptions(page).getByText('Enterprise IT security buyers', { exact: true }).click();
  await preview.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(preview.getByRole('region', { name: 'Draft text' })).toContainText(
    `What we know about the company (the workspace's research brief):\n${RESEARCHED.summary}`,
  );
  await snap(page, 'research-03-icp-preview');
});

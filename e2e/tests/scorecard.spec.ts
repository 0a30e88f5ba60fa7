import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { acmeIcpVersion, openDraftPanel, openVersionHistory, scorecardOf } from '../support/drafting';
import { CANNED_DRAFTS } from '../support/fake-model';
import { STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';

// Issue 39 §4 against the real API and the fake model (global-setup): two drafts of Acme's
// ICP instruction, one saved as drafted and one cancelled; the version's scorecard in its
// History counts both. Earlier specs may have drafted with the same version: the counts are
// read before and compared after.

const DRAFT = CANNED_DRAFTS.icp;
const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

test("a version's scorecard counts a draft kept and a draft dismissed", async ({
  page,
  request,
}) => {
  await signInToDashboard(page, STAFF);
  const instruction = await acmeIcpVersion(request, page);
  const { version } = instruction;
  const before = await scorecardOf(request, page, instruction);

  // One draft saved as it came.
  let panel = await openDraftPanel(page);
  await panel.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(page.getByLabel('ICP Name')).toHaveValue(DRAFT.name);
  await page.getByRole('button', { name: 'Create ICP' }).last().click();
  await expect(page.getByRole('article', { name: DRAFT.name }).last()).toContainText(
    `AI draft · V${version}`,
  );

  // One draft thrown away: Cancel, then Discard.
  panel = await openDraftPanel(page);
  await panel.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(page.getByLabel('ICP Name')).toHaveValue(DRAFT.name);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Discard/ })
    .click();
  await expect(page.getByLabel('ICP Name')).toHaveCount(0);

  // The instruction's History: the version's scorecard, opened with the keyboard.
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await openVersionHistory(page, instruction);
  const open = page.getByRole('button', { name: `Scorecard of V${version}` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');

  const card = page.getByRole('region', { name: `Scorecard of V${version}` });
  const row = (measure: string) =>
    card.getByRole('row').filter({ has: page.getByRole('cell', { name: measure, exact: true }) });
  const allTenants = (measure: string) => row(measure).getByRole('cell').nth(1);
  const kept = before.answers.kept + 1;
  const discarded = before.answers.discarded + 1;
  const decided = kept + discarded + before.answers.edited;
  await expect(allTenants('Calls')).toHaveText(String(before.calls.total + 2));
  await expect(allTenants('Kept as drafted')).toHaveText(`${kept} (${percent(kept, decided)})`);
  await expect(allTenants('Discarded')).toHaveText(`${discarded} (${percent(discarded, decided)})`);
  await expect(card.getByRole('columnheader', { name: 'Acme Corp' })).toBeVisible();
  await expectNoSeriousViolations(page, "an instruction version's scorecard");
  await snap(page, '99-version-scorecard');
});

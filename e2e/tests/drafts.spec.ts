import { expect, test } from '../support/test';
import { acmeIcpVersion, openDraftPanel, openVersionHistory } from '../support/drafting';
import { expectNoSeriousViolations } from '../support/accessibility';
import { CANNED_DRAFTS, FAKE_MODEL_NAME, UNUSABLE_WORD } from '../support/fake-model';
import { STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';
import { chooseAction } from '../support/card-actions';

// Issue 21 against the real API and the fake OpenAI-compatible server (global-setup): an ICP
// drafted by Acme's ICP instruction, one segment edited, saved; its badge and History; the
// instruction version's History listing it; an answer the form cannot use.

const DRAFT = CANNED_DRAFTS.icp;

test('staff draft an ICP, edit one segment, save it: the card says edited, History names the draft, and the instruction version lists the ICP', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, STAFF);
  const instruction = await acmeIcpVersion(request, page);
  const { version } = instruction;
  const panel = await openDraftPanel(page);

  await panel.getByLabel('Company description').fill('A freight planning platform for 3PLs.');
  await panel.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(panel).toContainText(
    `Drafted by the ICP instruction V${version} with ${FAKE_MODEL_NAME}. Review it, then press 'Create ICP'.`,
  );
  await expect(page.getByLabel('ICP Name')).toHaveValue(DRAFT.name);
  const firstSegment = page.getByRole('group', { name: 'Segment 1' });
  await expect(firstSegment.getByLabel('Name')).toHaveValue(DRAFT.segments[0]!.name);
  await expectNoSeriousViolations(page, 'ICP form with a draft');
  await snap(page, '95-icp-drafted');

  const edited = `${DRAFT.segments[0]!.name} (EU only)`;
  await firstSegment.getByLabel('Name').fill(edited);
  await page.getByRole('button', { name: 'Create ICP' }).last().click();

  const card = page.getByRole('article', { name: DRAFT.name }).last();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`AI draft · V${version} · edited`);
  await snap(page, '96-icp-draft-badge');

  await chooseAction(card, `History of ICP ${DRAFT.name}`);
  const history = page.getByRole('dialog', { name: `History of ICP ${DRAFT.name}` });
  await expect(history).toContainText(
    `From an AI draft: ICP instruction V${version}, model ${FAKE_MODEL_NAME}, edited since`,
  );
  const entries = history.getByRole('list', { name: 'Changes, newest first' }).locator('> li');
  await expect(entries.last()).toContainText(`Created by ${STAFF.username}`);
  await expect(entries.last()).toContainText(
    `Drafted by AI: ICP instruction V${version}, model ${FAKE_MODEL_NAME}, edited before saving`,
  );
  await expectNoSeriousViolations(page, 'History of a drafted ICP');
  await page.keyboard.press('Escape');

  // The instruction's History lists what its version drafted, a deep link back to the ICP.
  await page.getByRole('complementary').getByRole('link', { name: 'Instruction Tuning' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await openVersionHistory(page, instruction);
  await page.getByRole('button', { name: `Artifacts of V${version}` }).click();
  const artifacts = page.getByRole('region', { name: `Artifacts drafted by V${version}` });
  const link = artifacts.getByRole('link', { name: `ICP: ${DRAFT.name}` }).last();
  await expect(link).toBeVisible();
  await expectNoSeriousViolations(page, "an instruction version's artifacts");
  await snap(page, '97-instruction-artifacts');
  await link.click();
  await expect(page.getByLabel('ICP Name')).toHaveValue(DRAFT.name);
});

test('an answer the form cannot use says why, offers Retry and leaves the form as it was', async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  const panel = await openDraftPanel(page);
  await page.getByLabel('ICP Name').fill('Typed by hand');

  await panel.getByLabel('Company description').fill(`An ${UNUSABLE_WORD} description.`);
  await panel.getByRole('button', { name: 'Draft', exact: true }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText("The model's answer could not be used: it is not JSON");
  await expect(page.getByLabel('ICP Name')).toHaveValue('Typed by hand');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a draft that failed');
  await snap(page, '98-icp-draft-unusable');
});

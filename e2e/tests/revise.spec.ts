import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { CANNED_DRAFTS, FAKE_MODEL_NAME } from '../support/fake-model';
import { API_URL, STAFF } from '../support/portal';
import { signInToDashboard, snap } from '../support/session';
import { chooseAction } from '../support/card-actions';
import { acmeEnterpriseSales } from '../support/staff-api';

// Issue 39 §2 against the real API and the fake OpenAI-compatible server (global-setup), which
// answers an ICP revision with its canned ICP: an ICP that differs from it in its name and one
// segment's details gets exactly those two changes proposed. Staff keep one and reject the
// other; History and the card say so. And 'Draft with AI' on a filled form shows changes.

const CANNED = CANNED_DRAFTS.icp;
const PHONE = { width: 390, height: 844 };

/** Staff's API calls: an ICP created in Acme's Enterprise Sales, and what an edit type resolves to. */
async function staffApi(request: APIRequestContext, page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    (await (await request.get(`${API_URL}${path}`, { headers })).json()) as T;
  const { tenantId, workspaceId } = await acmeEnterpriseSales(request, headers);
  return {
    version: async (promptType: string) =>
      (
        await get<{ version: string }>(
          `/api/prompts/resolve?tenantId=${tenantId}&promptType=${promptType}`,
        )
      ).version,
    async createIcp(content: object) {
      const created = await request.post(`${API_URL}/api/icp-onboarding`, {
        headers,
        data: { tenantId, workspaceId, ...content },
      });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: string; name: string };
    },
  };
}

test('staff revise an ICP, keep one change and reject another, save: History and the card say so', async ({
  page,
  request,
}) => {
  await signInToDashboard(page, STAFF);
  const api = await staffApi(request, page);
  const version = await api.version('ICP_EDIT');
  const name = `Revise e2e ${Date.now()}`;
  // The canned answer renames it and rewrites the forwarders' details: two changes.
  const segments = CANNED.segments.map((segment, index) =>
    index === 1 ? { ...segment, details: 'SAP only' } : segment,
  );
  await api.createIcp({ ...CANNED, name, segments });
  await page.reload();

  const card = page.getByRole('article', { name });
  await chooseAction(card, `Revise with AI: ICP ${name}`);
  const dialog = page.getByRole('dialog', { name: `Revise ICP “${name}” with AI` });
  const requestField = dialog.getByLabel('What should change?');
  await expect(requestField).toBeFocused();
  await expectNoSeriousViolations(page, 'the revise dialog');

  // By keyboard: the request, then Tab to Revise and Enter.
  await page.keyboard.type('Say which ERP the forwarders run');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Revise', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const list = dialog.getByRole('list', { name: 'Proposed changes' });
  await expect(list).toBeVisible();
  const keepName = dialog.getByRole('checkbox', { name: 'Keep: ICP Name changed' });
  const keepSegment = dialog.getByRole('checkbox', {
    name: `Keep: Segment “${CANNED.segments[1]!.name}” changed`,
  });
  await expect(list.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog).toContainText('2 of 2 kept');
  // The word diff says what goes and what comes in words too, not by colour alone.
  const segmentChange = list
    .locator('> li')
    .filter({ hasText: `Segment “${CANNED.segments[1]!.name}” changed` });
  await expect(segmentChange.locator('del')).toHaveText('[deletion start] only [deletion end]');
  await expect(segmentChange.locator('ins')).toHaveText(
    '[insertion start] or no ERP [insertion end]',
  );
  await expectNoSeriousViolations(page, "a revision's change list");
  await snap(page, '99-revise-change-list');
  await page.setViewportSize(PHONE);
  await snap(page, '99-revise-change-list-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await keepName.focus();
  await page.keyboard.press('Space');
  await expect(keepName).not.toBeChecked();
  await expect(keepSegment).toBeChecked();
  await expect(dialog).toContainText('1 of 2 kept');
  await dialog.getByRole('button', { name: 'Save 1 change' }).click();

  await expect(page.getByText('ICP updated: 1 of 2 changes kept.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`AI revised · V${version}`);
  await expect(card).toContainText(CANNED.segments[1]!.name);

  await chooseAction(card, `History of ICP ${name}`);
  const history = page.getByRole('dialog', { name: `History of ICP ${name}` });
  const revisedBy = `Revised by AI: ICP Edit V${version}, model ${FAKE_MODEL_NAME}, 1 of 2 changes kept`;
  const entries = history.getByRole('list', { name: 'Changes, newest first' }).locator('> li');
  await expect(entries.first()).toContainText(`Updated by ${STAFF.username}`);
  await expect(entries.first()).toContainText(revisedBy);
  await expect(history).toContainText(
    `Last ${revisedBy.charAt(0).toLowerCase()}${revisedBy.slice(1)}`,
  );
  await expectNoSeriousViolations(page, 'History of a revised ICP');
  await snap(page, '99-revise-history');
});

test("'Draft with AI' on a filled form shows the draft's changes instead of overwriting it", async ({
  page,
}) => {
  await signInToDashboard(page, STAFF);
  await page.getByRole('button', { name: 'Create ICP' }).click();
  const icpName = page.getByRole('textbox', { name: 'ICP Name' });
  await icpName.fill('Typed by hand');
  await page.getByRole('button', { name: 'Draft with AI' }).click();
  const panel = page.getByRole('region', { name: 'Draft with AI' });
  await panel.getByRole('button', { name: 'Draft', exact: true }).click();

  const list = panel.getByRole('list', { name: 'Proposed changes' });
  await expect(list).toBeVisible();
  await expect(panel).toContainText(
    'The form already holds text, so the draft is not filled in: choose the changes to apply.',
  );
  await expect(icpName).toHaveValue('Typed by hand');
  await expect(icpName).toBeDisabled();
  await expectNoSeriousViolations(page, "a draft's changes to a filled form");
  await snap(page, '99-draft-changes');
  await page.setViewportSize(PHONE);
  await snap(page, '99-draft-changes-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await panel.getByRole('checkbox', { name: 'Keep: ICP Name changed' }).uncheck();
  await panel.getByRole('button', { name: /^Apply \d+ changes$/ }).click();
  await expect(icpName).toHaveValue('Typed by hand');
  await expect(icpName).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Customer Description' })).toHaveValue(
    CANNED.description,
  );
  await expect(page.getByRole('group', { name: 'Segment 1' }).getByLabel('Name')).toHaveValue(
    CANNED.segments[0]!.name,
  );
});

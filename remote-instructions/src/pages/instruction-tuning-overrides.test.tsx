import { screen, waitFor, within } from '@testing-library/react';
import { acme, adminUser, globex, loadedLists, signIn } from '@portal/shared/testing';
import { choose } from '../testing/choose';
import { bodyOf, fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import {
  icpV10,
  icpV11,
  PASS_RATES_URL,
  PROMPTS_URL,
  researchV10,
  serverPrompts,
} from '../testing/prompts';
import { acmeVariant, globexPin, OVERRIDES_URL } from '../testing/studio';
import { bodyRowTexts, PAGE_URL } from '../testing/instruction-page';
import { RELEASE_STATUS_URL, releasedToAll, RELEASES_URL } from '../testing/releases';
import InstructionTuningPage from './instruction-tuning-page';

const VERSIONS_URL = '/api/prompts/p-icp/versions';
const GLOBEX_ICP_URL = `/api/tenants/${globex.id}/prompt-overrides/ICP`;
const ACME_ICP_URL = `/api/tenants/${acme.id}/prompt-overrides/ICP`;

// Role queries over antd's DOM are slow in jsdom, and these tests fill forms in two views.
jest.setTimeout(90_000);

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet(VERSIONS_URL).reply(200, [icpV11, icpV10]);
  http.onGet(PASS_RATES_URL).reply(200, []);
  http.onGet(RELEASE_STATUS_URL).reply(200, releasedToAll(icpV11, researchV10));
  http.onGet(RELEASES_URL).reply(200, { items: [] });
});

function openHistory() {
  return renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
}

const overridesRegion = () => screen.findByRole('region', { name: 'Tenant overrides' });

async function overrideRows() {
  const table = await within(await overridesRegion()).findByRole('table');
  return bodyRowTexts(table);
}

it("tags the overridden and the pinned rows in Status, the spec's columns unchanged", async () => {
  signIn();
  http.onGet(OVERRIDES_URL).reply(200, [globexPin, acmeVariant]);
  renderRoute(PAGE_URL, <InstructionTuningPage />);

  const table = await screen.findByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual([
    'Version',
    'Description',
    'Type',
    'Status',
    'Last Modified',
    'Instruction',
    'Test cases',
    'Actions',
  ]);
  const statusOf = (version: string, description: string) => {
    const row = within(table).getByText(description).closest('tr')!;
    expect(row).toHaveTextContent(version);
    return within(row).getAllByRole('cell')[3]?.textContent;
  };
  await waitFor(() =>
    expect(statusOf('V1.1', 'Sharper ICP wording')).toBe(
      'ActiveReleasedOverridden for 2 tenants: Acme Corp, Globex',
    ),
  );
  expect(statusOf('V1.0', 'First ICP draft')).toBe('InactivePinned for Globex');
  expect(statusOf('V1.0', 'Company research brief')).toBe('ActiveReleased');
});

it("lists a type's overrides to staff, read-only", async () => {
  signIn();
  http.onGet(OVERRIDES_URL).reply(200, [globexPin, acmeVariant]);
  openHistory();

  expect(await overrideRows()).toEqual([
    [
      'Globex',
      'Pinned to V1.0',
      icpV10.promptContent,
      'admin@example.com',
      new Date(globexPin.updatedAt).toLocaleString(),
    ],
    [
      'Acme Corp',
      'Own variant V1.1',
      acmeVariant.promptContent,
      'admin@example.com',
      new Date(acmeVariant.updatedAt).toLocaleString(),
    ],
  ]);
  const region = await overridesRegion();
  expect(region).toHaveTextContent('A tenant may be pinned to one version of an ICP instruction,');
  expect(region).toHaveTextContent('Only administrators can change them.');
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  expect(within(region).queryByRole('form')).not.toBeInTheDocument();
});

it('says when no tenant overrides the type, and shows a failed load with Retry', async () => {
  signIn();
  http
    .onGet(OVERRIDES_URL)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Database unavailable' })
    .onGet(OVERRIDES_URL)
    .replyOnce(200, []);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = openHistory();

  const alert = await within(await overridesRegion()).findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(
    await screen.findByText('No tenant overrides: every tenant uses its release of the ICP type.'),
  ).toBeInTheDocument();
});

async function openHistoryAsAdmin() {
  signIn({}, adminUser);
  loadedLists({ tenants: [acme, globex] });
  const view = openHistory();
  const region = await overridesRegion();
  const pinForm = within(region).getByRole('form', { name: 'Pin a tenant to a version' });
  return { ...view, region, pinForm };
}

it('an admin pins Globex to the older version', async () => {
  http.onGet(OVERRIDES_URL).replyOnce(200, []).onGet(OVERRIDES_URL).replyOnce(200, [globexPin]);
  http.onPut(GLOBEX_ICP_URL).reply(200, globexPin);
  const { user, pinForm } = await openHistoryAsAdmin();
  const pin = within(pinForm).getByRole('button', { name: 'Pin' });
  expect(pin).toBeDisabled();

  await choose(user, 'Tenant', 'Globex', pinForm);
  await choose(user, 'Version', 'V1.0', pinForm);
  await user.click(pin);

  expect(await screen.findByText('Globex is pinned to V1.0.')).toBeInTheDocument();
  expect(http.history.put).toHaveLength(1);
  expect(http.history.put[0]?.url).toBe(GLOBEX_ICP_URL);
  expect(bodyOf(http.history.put[0])).toEqual({ promptId: 'p-icp', version: '1.0' });
  expect((await overrideRows())[0]?.slice(0, 2)).toEqual(['Globex', 'Pinned to V1.0']);
});

it("shows the server's refusal (403) when the session's admin flag is out of date", async () => {
  http.onGet(OVERRIDES_URL).reply(200, []);
  http.onPut(GLOBEX_ICP_URL).reply(403, {
    statusCode: 403,
    code: 'FORBIDDEN',
    message: 'Only administrators may change tenant overrides',
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, pinForm } = await openHistoryAsAdmin();

  await choose(user, 'Tenant', 'Globex', pinForm);
  await choose(user, 'Version', 'V1.1 (active)', pinForm);
  await user.click(within(pinForm).getByRole('button', { name: 'Pin' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only administrators may change tenant overrides',
  );
});

it("checks a variant's text while typing, sends it, and shows the server's 400", async () => {
  http.onGet(OVERRIDES_URL).reply(200, []);
  http.onPut(ACME_ICP_URL).replyOnce(400, {
    statusCode: 400,
    code: 'TEMPLATE_SYNTAX',
    message: 'Section "icp.segments" opened on line 1 is not closed',
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user, region } = await openHistoryAsAdmin();
  const form = within(region).getByRole('form', { name: 'Give a tenant its own text' });
  const text = within(form).getByLabelText('Variant text');
  const save = within(form).getByRole('button', { name: 'Save variant' });

  await choose(user, 'Tenant', 'Acme Corp', form);
  await fill(user, text, 'For {{tenant.nam}}');
  expect(within(form).getByText(/Unknown variable "{{tenant.nam}}" on line 1/)).toBeInTheDocument();
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(save).toBeDisabled();

  await fill(user, text, 'For {{tenant.name}}');
  expect(save).toBeEnabled();
  await user.click(save);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Section "icp.segments" opened on line 1 is not closed',
  );
  expect(bodyOf(http.history.put[0])).toEqual({ promptContent: 'For {{tenant.name}}' });
  expect(text).toHaveValue('For {{tenant.name}}');
});

it("an admin removes a tenant's override after confirming", async () => {
  http.onGet(OVERRIDES_URL).replyOnce(200, [globexPin]).onGet(OVERRIDES_URL).replyOnce(200, []);
  http.onDelete(GLOBEX_ICP_URL).reply(204);
  const { user } = await openHistoryAsAdmin();
  await overrideRows();

  await user.click(screen.getByRole('button', { name: 'Remove the override of Globex' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Remove the override of Globex?');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

  expect(await screen.findByText('Globex uses its release again.')).toBeInTheDocument();
  expect(http.history.delete[0]?.url).toBe(GLOBEX_ICP_URL);
  expect(
    await screen.findByText('No tenant overrides: every tenant uses its release of the ICP type.'),
  ).toBeInTheDocument();
});

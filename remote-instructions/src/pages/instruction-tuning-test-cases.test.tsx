import { screen, within } from '@testing-library/react';
import { bodyOf } from '@portal/remote-kit/testing';
import type { TestPassRate } from '@portal/contract';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import {
  bodyRowTexts,
  instructionPageApi,
  openEditView,
  renderInstructionPage,
} from '../testing/instruction-page';
import { icpV11, PASS_RATES_URL, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { choose } from '../testing/choose';
import { ACME_ICPS_URL, acmeIcp, PROVIDER_URL } from '../testing/studio';
import {
  ACTIVE_RESULTS_URL,
  bankCase,
  draftRun,
  RUN_URL,
  runProgress,
  runUrl,
  doneProgress,
  TEST_CASES_URL,
} from '../testing/test-cases';

jest.setTimeout(60_000);

const http = instructionPageApi();

const icpRate: TestPassRate = {
  promptId: icpV11.id,
  version: icpV11.version,
  passed: 3,
  total: 4,
  ranAt: '2026-11-03T10:00:00.000Z',
};

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

/** Each row's version, description and Test cases cell. */
async function testCasesColumn() {
  const table = await screen.findByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const column = headers.indexOf('Test cases');
  return bodyRowTexts(table).map((row) => [row[0], row[1], row[column]]);
}

it("shows each active version's latest pass rate, from one request for the whole list", async () => {
  http.onGet(PASS_RATES_URL).reply(200, [icpRate]);
  await renderInstructionPage();

  expect(await screen.findByText('3/4 pass')).toBeInTheDocument();
  expect(await testCasesColumn()).toEqual([
    ['V1.1', 'Sharper ICP wording', '3/4 pass'],
    ['V1.0', 'Company research brief', 'Not run'],
    // An inactive version is not what the rates are about.
    ['V1.0', 'First ICP draft', ''],
  ]);
  expect(http.history.get.filter((request) => request.url === PASS_RATES_URL)).toHaveLength(1);
});

it('keeps the table whole when the pass rates fail to load, the column left empty', async () => {
  http
    .onGet(PASS_RATES_URL)
    .reply(500, { statusCode: 500, code: 'INTERNAL', message: 'The rates are down' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderInstructionPage();

  await screen.findByText('V1.1');
  expect(await testCasesColumn()).toEqual([
    ['V1.1', 'Sharper ICP wording', ''],
    ['V1.0', 'Company research brief', ''],
    ['V1.0', 'First ICP draft', ''],
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('The rates are down')).not.toBeInTheDocument();
});

it("opens the type's test cases in the edit view on demand, in the session's workspace", async () => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(TEST_CASES_URL).reply(200, [bankCase]);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'openai-compatible', model: 'gpt-test' });
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  const { user } = await openEditView(`Edit V1.1 (${icpV11.description})`);

  expect(http.history.get.some((request) => request.url === TEST_CASES_URL)).toBe(false);
  const toggle = screen.getByRole('button', { name: 'Show test cases' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);

  const section = await screen.findByRole('region', { name: 'Test cases' });
  expect(await within(section).findByText('Regional bank')).toBeInTheDocument();
  expect(within(section).getByRole('combobox', { name: 'Workspace' })).toBeInTheDocument();
  expect(within(section).getByText(enterpriseSales.name)).toBeInTheDocument();
  expect(await within(section).findByRole('button', { name: 'Run test cases' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Hide test cases' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

it('runs the cases in the workspace chosen in the preview', async () => {
  signIn();
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(TEST_CASES_URL).reply(200, [bankCase]);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'openai-compatible', model: 'gpt-test' });
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onGet(ACME_ICPS_URL).reply(200, [acmeIcp]);
  http.onPost(RUN_URL).replyOnce(202, runProgress());
  http.onGet(runUrl('progress-1')).reply(200, doneProgress(draftRun));
  const { user } = await openEditView(`Edit V1.1 (${icpV11.description})`);

  await user.click(screen.getByRole('button', { name: 'Show preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await choose(user, 'Tenant', acme.name, preview);
  await choose(user, 'Workspace', enterpriseSales.name, preview);
  await user.click(screen.getByRole('button', { name: 'Show test cases' }));
  const section = await screen.findByRole('region', { name: 'Test cases' });
  await user.click(await within(section).findByRole('button', { name: 'Run test cases' }));

  expect(await screen.findByRole('region', { name: 'Test case results' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    promptContent: icpV11.promptContent,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
});

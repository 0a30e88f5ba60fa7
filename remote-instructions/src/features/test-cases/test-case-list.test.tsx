import { screen, within } from '@testing-library/react';
import { bodyOf, fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import { bodyRowTexts } from '../../testing/instruction-page';
import { ACME_ICPS_URL, acmeIcp, PROVIDER_URL } from '../../testing/studio';
import {
  ACTIVE_RESULTS_URL,
  bankCase,
  caseUrl,
  enterpriseCase,
  renderTestCases,
  TEST_CASES_URL,
  LATEST_RUN_URL,
} from '../../testing/test-cases';
import { choose } from '../../testing/choose';

jest.setTimeout(60_000);

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(LATEST_RUN_URL).reply(200, { progress: null });
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(PROVIDER_URL).reply(200, { kind: 'openai-compatible', model: 'gpt-test' });
  http.onGet(ACME_ICPS_URL).reply(200, [acmeIcp]);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
});

const casesTable = async () =>
  within(await screen.findByRole('region', { name: 'Test cases' })).findByRole('table');

it("lists the type's cases with their input and checks", async () => {
  http.onGet(TEST_CASES_URL).reply(200, [bankCase, enterpriseCase]);
  renderTestCases();

  expect(bodyRowTexts(await casesTable())).toEqual([
    [
      'Regional bank',
      'Description: A regional bank that lends to farmers',
      'Answer parses as an ICP · Banned phrases: synergy · At most 300 words',
      'EditDelete',
    ],
    ['Enterprise buyers', 'ICP: Enterprise buyers', 'Names every segment', 'EditDelete'],
  ]);
  expect(http.history.get.find((request) => request.url === TEST_CASES_URL)?.params).toEqual({
    promptType: 'ICP',
  });
});

it('says when the type has no cases, and shows a failed load with Retry', async () => {
  http
    .onGet(TEST_CASES_URL)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'The database is down' })
    .onGet(TEST_CASES_URL)
    .replyOnce(200, []);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderTestCases();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The database is down');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No test cases for this type yet.')).toBeInTheDocument();
});

it('adds a case on a description with its checks, and lists it', async () => {
  http.onGet(TEST_CASES_URL).replyOnce(200, []).onGet(TEST_CASES_URL).reply(200, [bankCase]);
  http.onPost(TEST_CASES_URL).replyOnce(201, bankCase);
  const { user } = renderTestCases();
  await screen.findByText('No test cases for this type yet.');

  await user.click(screen.getByRole('button', { name: 'Add test case' }));
  const form = screen.getByRole('region', { name: 'New test case' });
  await fill(user, within(form).getByLabelText('Name'), 'Regional bank');
  await fill(
    user,
    within(form).getByLabelText('Company description'),
    'A regional bank that lends to farmers',
  );
  await user.click(within(form).getByRole('checkbox', { name: 'Answer parses as an ICP' }));
  expect(within(form).queryByRole('checkbox', { name: /Names every segment/ })).toBeNull();
  await user.type(within(form).getByRole('combobox', { name: 'Banned phrases' }), 'synergy{Enter}');
  await fill(user, within(form).getByLabelText('Word limit'), '300');
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));

  expect(bodyRowTexts(await casesTable())[0]?.[0]).toBe('Regional bank');
  expect(screen.queryByRole('region', { name: 'New test case' })).not.toBeInTheDocument();
  expect(http.history.post).toHaveLength(1);
  expect(bodyOf(http.history.post[0])).toEqual({
    promptType: 'ICP',
    name: bankCase.name,
    input: bankCase.input,
    checks: bankCase.checks,
  });
});

it("adds a case on an ICP of the preview's workspace, which may check its segments", async () => {
  http.onGet(TEST_CASES_URL).reply(200, []);
  http.onPost(TEST_CASES_URL).replyOnce(201, enterpriseCase);
  const { user } = renderTestCases();
  await screen.findByText('No test cases for this type yet.');

  await user.click(screen.getByRole('button', { name: 'Add test case' }));
  const form = screen.getByRole('region', { name: 'New test case' });
  await fill(user, within(form).getByLabelText('Name'), 'Enterprise buyers');
  await choose(user, 'Input', 'An ICP of the workspace', form);
  await choose(user, 'ICP', acmeIcp.name, form);
  await user.click(
    within(form).getByRole('checkbox', { name: 'Names every segment of the input ICP' }),
  );
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));

  await screen.findByRole('button', { name: 'Add test case' });
  expect(bodyOf(http.history.post[0])).toEqual({
    promptType: 'ICP',
    name: 'Enterprise buyers',
    input: enterpriseCase.input,
    checks: { parses: false, namesSegments: true, bannedPhrases: [], maxWords: null },
  });
});

it('says what is missing or wrong next to the fields, and sends nothing', async () => {
  http.onGet(TEST_CASES_URL).reply(200, []);
  const { user } = renderTestCases();
  await screen.findByText('No test cases for this type yet.');

  await user.click(screen.getByRole('button', { name: 'Add test case' }));
  const form = screen.getByRole('region', { name: 'New test case' });
  await fill(user, within(form).getByLabelText('Word limit'), '0');
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));

  expect(await within(form).findByText('Name is required')).toBeInTheDocument();
  expect(within(form).getByText('Company description is required')).toBeInTheDocument();
  expect(
    within(form).getByText('Enter a whole number from 1 to 100000, or leave empty'),
  ).toBeInTheDocument();

  await choose(user, 'Input', 'An ICP of the workspace', form);
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));
  expect(await within(form).findByText('Choose an ICP')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

it("edits a case, keeping the server's refusal in the form until it saves", async () => {
  http.onGet(TEST_CASES_URL).reply(200, [bankCase]);
  http
    .onPut(caseUrl(bankCase.id))
    .replyOnce(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'A case with this name exists',
    })
    .onPut(caseUrl(bankCase.id))
    .replyOnce(200, { ...bankCase, name: 'Rural bank' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderTestCases();

  await user.click(await screen.findByRole('button', { name: 'Edit test case Regional bank' }));
  const form = screen.getByRole('region', { name: 'Edit test case Regional bank' });
  expect(within(form).getByLabelText('Word limit')).toHaveValue('300');
  await fill(user, within(form).getByLabelText('Name'), 'Rural bank');
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent('A case with this name exists');
  expect(within(form).getByLabelText('Name')).toHaveValue('Rural bank');
  await user.click(within(form).getByRole('button', { name: 'Save test case' }));

  await screen.findByRole('button', { name: 'Add test case' });
  expect(http.history.put).toHaveLength(2);
  expect(bodyOf(http.history.put[1])).toEqual({
    promptType: 'ICP',
    name: 'Rural bank',
    input: bankCase.input,
    checks: bankCase.checks,
  });
});

it('deletes a case only once confirmed', async () => {
  http.onGet(TEST_CASES_URL).replyOnce(200, [bankCase]).onGet(TEST_CASES_URL).reply(200, []);
  http.onDelete(caseUrl(bankCase.id)).replyOnce(204);
  const { user } = renderTestCases();

  await user.click(await screen.findByRole('button', { name: 'Delete test case Regional bank' }));
  let dialog = await screen.findByRole('dialog', { name: 'Delete the test case Regional bank?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(http.history.delete).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete test case Regional bank' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete the test case Regional bank?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('No test cases for this type yet.')).toBeInTheDocument();
  expect(http.history.delete.map((request) => request.url)).toEqual([caseUrl(bankCase.id)]);
});

import { screen, within } from '@testing-library/react';
import { bodyOf, mockApiPerTest } from '@portal/remote-kit/testing';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import { bodyRowTexts } from '../../testing/instruction-page';
import { choose, chooseByKeyboard } from '../../testing/choose';
import { heldReply, icpV11 } from '../../testing/prompts';
import { PROVIDER_URL } from '../../testing/studio';
import {
  ACTIVE_RESULTS_URL,
  activeRun,
  bankCase,
  draftRun,
  doneProgress,
  enterpriseCase,
  LATEST_RUN_URL,
  otherModelResults,
  renderTestCases,
  RUN_URL,
  runProgress,
  runUrl,
  shortCase,
  TEST_CASES_URL,
  timedDraftRun,
} from '../../testing/test-cases';

jest.setTimeout(60_000);

const http = mockApiPerTest();

const aModel = { kind: 'openai-compatible', model: 'gpt-test', alternatives: [] };

beforeEach(() => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(TEST_CASES_URL).reply(200, [bankCase, enterpriseCase, shortCase]);
  http.onGet(LATEST_RUN_URL).reply(200, { progress: null });
});

/** The API starts the run (202), then answers its progress: done with `run`'s results. */
const runAnswering = (run = draftRun) => {
  http.onPost(RUN_URL).replyOnce(202, runProgress());
  http.onGet(runUrl('progress-1')).reply(200, doneProgress(run));
};

const runButton = () => screen.findByRole('button', { name: 'Run test cases' });

it("runs the cases on the draft in the preview's workspace, beside the active version's results", async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: activeRun });
  const started = heldReply(202, runProgress());
  http.onPost(RUN_URL).replyOnce(started.reply);
  // Read back while it runs: one case done, then all of them.
  http
    .onGet(runUrl('progress-1'))
    .replyOnce(200, runProgress({ done: 1, elapsedMs: 4_000 }))
    .onGet(runUrl('progress-1'))
    .reply(200, doneProgress(draftRun));
  const { user } = renderTestCases(icpV11, 'My draft');

  expect(await screen.findByText('Active version V1.1: 2 of 2 cases pass')).toBeInTheDocument();
  await user.click(await runButton());
  expect(await screen.findByRole('button', { name: 'Running...' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Running the test cases...');
  started.release();
  expect(
    await screen.findByText(
      'Running the test cases: 1 of 3 cases done · 4 s, started by staff@example.com',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Test cases done' })).toHaveAttribute(
    'value',
    '1',
  );

  const results = await screen.findByRole('region', { name: 'Test case results' });
  expect(within(results).getByText('This draft: 1 of 3 cases pass')).toBeInTheDocument();
  const table = within(results).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Case', 'This draft', 'Active version V1.1']);
  expect(bodyRowTexts(table)).toEqual([
    ['Regional bank', 'Pass', 'Pass'],
    ['Enterprise buyers', 'Fail: The segment Insurance is not named', 'Pass'],
    ['Short answer', 'Error: The model did not answer within 30 s', 'Not run'],
  ]);
  expect(bodyOf(http.history.post[0])).toEqual({
    promptContent: 'My draft',
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
  expect(await runButton()).toBeEnabled();
});

it("with 'Compare with', asks each case of a second model too and shows both results side by side, with time and cost", async () => {
  http.onGet(PROVIDER_URL).reply(200, { ...aModel, alternatives: ['gpt-other'] });
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: activeRun });
  http.onPost(RUN_URL).replyOnce(202, runProgress());
  http
    .onGet(runUrl('progress-1'))
    .reply(200, doneProgress(timedDraftRun, { compare: otherModelResults }));
  const { user } = renderTestCases(icpV11, 'My draft');

  // Only the models the server offers, and none by default.
  await user.click(await screen.findByRole('combobox', { name: 'Compare with' }));
  expect(
    (await screen.findAllByRole('option')).map((option) => option.getAttribute('aria-label')),
  ).toEqual(['No second model', 'gpt-other']);
  await user.keyboard('{Escape}');
  await choose(user, 'Compare with', 'gpt-other');
  await user.click(await runButton());

  const results = await screen.findByRole('region', { name: 'Test case results' });
  expect(bodyOf(http.history.post[0])).toEqual({
    promptContent: 'My draft',
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    compareModel: 'gpt-other',
  });
  expect(results).toHaveTextContent('This draft: 1 of 3 cases pass');
  expect(results).toHaveTextContent('Model: gpt-test · 3 cases in 32100 ms · cost 0.000259');
  expect(results).toHaveTextContent('On gpt-other: 2 of 3 cases pass');
  expect(results).toHaveTextContent('Model: gpt-other · 3 cases in 1350 ms · cost 0.000050');
  const table = within(results).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Case', 'This draft on gpt-test', 'This draft on gpt-other', 'Active version V1.1']);
  expect(bodyRowTexts(table)).toEqual([
    ['Regional bank', 'Pass · 1200 ms · cost 0.000138', 'Pass · 400 ms · cost 0.000020', 'Pass'],
    [
      'Enterprise buyers',
      'Fail: The segment Insurance is not named · 900 ms · cost 0.000121',
      'Pass · 500 ms · cost 0.000030',
      'Pass',
    ],
    [
      'Short answer',
      'Error: The model did not answer within 30 s · 30000 ms · no price set for this model',
      'Fail: 61 words, more than 50 · 450 ms · no price set for this model',
      'Not run',
    ],
  ]);
});

it('chooses the second model and runs with the keyboard alone', async () => {
  http.onGet(PROVIDER_URL).reply(200, { ...aModel, alternatives: ['gpt-other'] });
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onPost(RUN_URL).replyOnce(202, runProgress());
  http
    .onGet(runUrl('progress-1'))
    .reply(200, doneProgress(timedDraftRun, { compare: otherModelResults }));
  const { user } = renderTestCases();

  const field = await screen.findByRole('combobox', { name: 'Compare with' });
  await user.click(screen.getByRole('region', { name: 'Test cases' }));
  while (document.activeElement !== field) await user.tab();
  // From 'No second model' one down: the model offered.
  await chooseByKeyboard(user, field, 1);
  expect(field.closest('.ant-select')).toHaveTextContent('gpt-other');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Run test cases' })).toHaveFocus();
  await user.keyboard('{Enter}');

  const results = await screen.findByRole('region', { name: 'Test case results' });
  expect(
    within(results).getByRole('columnheader', { name: 'This draft on gpt-other' }),
  ).toBeVisible();
  expect(bodyOf(http.history.post[0])).toMatchObject({ compareModel: 'gpt-other' });
});

it('offers no second model when the server offers none, and sends none', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  runAnswering();
  const { user } = renderTestCases();

  await user.click(await runButton());
  const results = await screen.findByRole('region', { name: 'Test case results' });
  expect(screen.queryByLabelText('Compare with')).not.toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).not.toHaveProperty('compareModel');
  expect(within(results).getByRole('columnheader', { name: 'This draft' })).toBeVisible();
});

it('says the active version was not run yet, in its line and its column', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  runAnswering();
  const { user } = renderTestCases();

  expect(await screen.findByText('Active version V1.1: not run yet')).toBeInTheDocument();
  await user.click(await runButton());
  const results = await screen.findByRole('region', { name: 'Test case results' });
  const activeColumn = bodyRowTexts(within(results).getByRole('table')).map((row) => row[2]);
  expect(activeColumn).toEqual(['Not run yet', 'Not run yet', 'Not run yet']);
});

it("shows the run's error with Retry, and Retry sends the same request again", async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http
    .onPost(RUN_URL)
    .replyOnce(429, {
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many drafts: try again in a minute',
    })
    .onPost(RUN_URL)
    .replyOnce(202, runProgress());
  http.onGet(runUrl('progress-1')).reply(200, doneProgress(draftRun));
  const { user } = renderTestCases();

  await user.click(await runButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many drafts: try again in a minute');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('region', { name: 'Test case results' })).toBeInTheDocument();
  expect(http.history.post).toHaveLength(2);
  expect(bodyOf(http.history.post[1])).toEqual(bodyOf(http.history.post[0]));
});

it('explains that no model is connected instead of offering a run that cannot work', async () => {
  http
    .onGet(PROVIDER_URL)
    .reply(200, { kind: 'offline', model: 'offline (not a model)', alternatives: [] });
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  renderTestCases();

  const notice = await screen.findByText('No model is connected, so test cases cannot run.');
  // In staff words: who connects a model, not which environment variables.
  expect(notice.closest('[role="alert"]')).toHaveTextContent(
    'Connecting a model is an administrator’s setting: ask an administrator to connect one.',
  );
  expect(notice.closest('[role="alert"]')).not.toHaveTextContent(/MODEL_/);
  expect(screen.queryByRole('button', { name: 'Run test cases' })).not.toBeInTheDocument();
});

it('says the same when the API answers that no model is configured', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onPost(RUN_URL).replyOnce(409, {
    statusCode: 409,
    code: 'MODEL_NOT_CONFIGURED',
    message: 'No model is configured',
  });
  const { user } = renderTestCases();

  await user.click(await runButton());
  expect(
    await screen.findByText('No model is connected, so test cases cannot run.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('asks to save a new instruction before its cases can run', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  renderTestCases(null);

  expect(
    await screen.findByText('Save the instruction with this type to run its test cases.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Run test cases' })).not.toBeInTheDocument();
});

it('asks for a workspace before running', async () => {
  signIn();
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  renderTestCases();

  expect(await runButton()).toBeDisabled();
  expect(
    screen.getByText('Choose a tenant and a workspace to run the test cases.'),
  ).toBeInTheDocument();
});

it("follows a run in progress when the page opens (a reload, or another user's run) to its end", async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  const theirs = { startedBy: 'alice@example.com', canCancel: false, done: 2, elapsedMs: 31_000 };
  http.onGet(LATEST_RUN_URL).reply(200, { progress: runProgress(theirs) });
  http
    .onGet(runUrl('progress-1'))
    .replyOnce(200, runProgress(theirs))
    .onGet(runUrl('progress-1'))
    .reply(200, doneProgress(draftRun));
  renderTestCases();

  expect(
    await screen.findByText(
      'Running the test cases: 2 of 3 cases done · 31 s, started by alice@example.com',
    ),
  ).toBeInTheDocument();
  // Not theirs to cancel.
  expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  const results = await screen.findByRole('region', { name: 'Test case results' });
  expect(within(results).getByText('This draft: 1 of 3 cases pass')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

it('cancels a run it started: the run ends and nothing is kept', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onPost(RUN_URL).replyOnce(202, runProgress());
  http.onGet(runUrl('progress-1')).reply(200, runProgress({ done: 1, elapsedMs: 2_000 }));
  const cancelled = heldReply(200, runProgress({ status: 'cancelled', canCancel: false, done: 1 }));
  http.onPost(`${runUrl('progress-1')}/cancel`).replyOnce(cancelled.reply);
  const { user } = renderTestCases();

  await user.click(await runButton());
  await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
  expect(await screen.findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
  cancelled.release();

  expect(await screen.findByText('The run was cancelled: nothing was kept.')).toBeInTheDocument();
  expect(await runButton()).toBeEnabled();
});

it('says a run that stopped with its server, and Retry starts it again', async () => {
  http.onGet(PROVIDER_URL).reply(200, aModel);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onGet(LATEST_RUN_URL).reply(200, { progress: runProgress({ id: 'progress-0' }) });
  http
    .onGet(runUrl('progress-0'))
    .reply(200, runProgress({ id: 'progress-0', status: 'interrupted' }));
  runAnswering();
  const { user } = renderTestCases(icpV11, 'My draft');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The run stopped before it ended (the server restarted): run it again.',
  );
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Test case results' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    promptContent: 'My draft',
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
});

import { screen, within } from '@testing-library/react';
import type { PromptType, TestRunResponse } from '@portal/contract';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import { choose } from '../../testing/choose';
import { heldReply } from '../../testing/prompts';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import {
  ACME_ICPS_URL,
  acmeIcp,
  acmeResolved,
  DRAFT,
  PROVIDER_URL,
  renderedDraft,
  RESOLVE_URL,
  TEST_RUN_URL,
} from '../../testing/studio';
import PreviewPanel from './preview-panel';

jest.setTimeout(60_000);

const answered: TestRunResponse = {
  model: 'gpt-test',
  output: '1. Banking first.',
  rendered: renderedDraft.text,
  ms: 1234,
  usage: { inputTokens: 25, outputTokens: 11 },
  cost: 0.000138,
  unusable: 'it is not JSON',
  messages: [
    { role: 'system', content: renderedDraft.text },
    { role: 'user', content: 'Company description:\nHospitals and clinics.\n\nAnswer with JSON.' },
  ],
  responseFormat: 'json',
};
const PROVIDER = { kind: 'openai-compatible', model: 'gpt-test', alternatives: [] };

const http = mockApiPerTest();

beforeEach(() => {
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(ACME_ICPS_URL).reply(200, [acmeIcp]);
  // What Acme's AI uses, said under the tenant chosen (issue 35).
  http.onGet(RESOLVE_URL).reply(200, acmeResolved);
});

async function renderPanel(promptType: PromptType = 'ICP') {
  const view = renderRoute(
    '/dashboard/instruction-tuning',
    <PreviewPanel promptType={promptType} promptContent={DRAFT} editedPrompt={null} />,
  );
  await choose(view.user, 'ICP', 'Enterprise buyers');
  return view;
}

it('sends the draft to the model and shows its output, the model and the time taken', async () => {
  http.onGet(PROVIDER_URL).reply(200, PROVIDER);
  const answer = heldReply(200, answered);
  http.onPost(TEST_RUN_URL).replyOnce(answer.reply);
  const { user } = await renderPanel();
  expect(await screen.findByText('Test runs go to the model gpt-test.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Test run' }));
  expect(await screen.findByRole('button', { name: 'Running...' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Running the test...');
  answer.release();

  const output = await screen.findByRole('region', { name: 'Test run output' });
  expect(output).toHaveTextContent('1. Banking first.');
  expect(output).toHaveTextContent(
    'Model: gpt-test · 1234 ms · 36 tokens (25 in, 11 out) · cost 0.000138',
  );
  // What a draft would make of the answer: the ICP type asks for JSON of the ICP's shape.
  expect(output).toHaveTextContent(
    'A draft would fail: the answer could not be used (it is not JSON).',
  );
  // The whole exchange: every message sent, folded under its count.
  await user.click(screen.getByText('Messages sent (2), in JSON mode'));
  expect(screen.getByRole('region', { name: 'System message 1' })).toHaveTextContent(
    'Segments: - Banking - Insurance Personas too.',
  );
  expect(screen.getByRole('region', { name: 'User message 2' })).toHaveTextContent(
    'Company description: Hospitals and clinics.',
  );
  expect(bodyOf(http.history.post[0])).toEqual({
    promptType: 'ICP',
    promptContent: DRAFT,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    icpId: acmeIcp.id,
  });
  expect(http.history.post[0]?.timeout).toBeGreaterThanOrEqual(30_000);
  expect(screen.getByRole('button', { name: 'Test run' })).toBeEnabled();
});

it("shows the provider's error with Retry, and Retry sends the same request again", async () => {
  http.onGet(PROVIDER_URL).reply(200, PROVIDER);
  http
    .onPost(TEST_RUN_URL)
    .replyOnce(502, {
      statusCode: 502,
      code: 'MODEL_ERROR',
      message: 'The model provider answered 401: invalid credentials',
    })
    .onPost(TEST_RUN_URL)
    .replyOnce(200, answered);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderPanel();

  await user.click(screen.getByRole('button', { name: 'Test run' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The model provider answered 401: invalid credentials');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Test run output' })).toBeInTheDocument();
  expect(http.history.post).toHaveLength(2);
  expect(bodyOf(http.history.post[1])).toEqual(bodyOf(http.history.post[0]));
});

it('shows the rate limit as the server words it', async () => {
  http.onGet(PROVIDER_URL).reply(200, PROVIDER);
  http.onPost(TEST_RUN_URL).replyOnce(429, {
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: 'Too many test runs: try again in a minute',
  });
  const { user } = await renderPanel();

  await user.click(screen.getByRole('button', { name: 'Test run' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many test runs: try again in a minute',
  );
});

it('says plainly that the offline provider is not a model, and how a model gets connected', async () => {
  http
    .onGet(PROVIDER_URL)
    .reply(200, { kind: 'offline', model: 'offline (not a model)', alternatives: [] });
  await renderPanel();

  const notice = await screen.findByText(/the offline provider, which is not a model/);
  // In staff words: who connects a model, not which environment variables.
  expect(notice).toHaveTextContent(
    'Connecting a model is an administrator’s setting: ask an administrator to connect one.',
  );
  expect(notice).not.toHaveTextContent(/MODEL_/);
  expect(screen.queryByLabelText('Compare with')).not.toBeInTheDocument();
});

it('runs the same call on a second model and shows both answers side by side', async () => {
  http.onGet(PROVIDER_URL).reply(200, { ...PROVIDER, alternatives: ['gpt-other'] });
  http.onPost(TEST_RUN_URL).replyOnce(200, {
    ...answered,
    unusable: undefined,
    parsed: { name: 'Banks' },
    compare: {
      model: 'gpt-other',
      output: '',
      ms: 20,
      usage: null,
      cost: 0,
      error: 'The model provider answered 404: no such model',
    },
  });
  const { user } = await renderPanel();

  await choose(user, 'Compare with', 'gpt-other');
  await user.click(screen.getByRole('button', { name: 'Test run' }));

  const first = await screen.findByRole('region', { name: 'Test run output' });
  expect(first).toHaveTextContent(
    'The answer has the shape asked for: a draft would fill the form with it.',
  );
  const second = screen.getByRole('region', { name: 'Test run output: gpt-other' });
  expect(second).toHaveTextContent('Model: gpt-other · 20 ms');
  expect(second).toHaveTextContent(
    'The call failed: The model provider answered 404: no such model',
  );
  expect(bodyOf(http.history.post[0])).toMatchObject({ compareModel: 'gpt-other' });
});

it("an edit type's test run sends the staff's request with the chosen ICP, as Revise with AI does", async () => {
  http.onGet(PROVIDER_URL).reply(200, PROVIDER);
  http.onPost(TEST_RUN_URL).replyOnce(200, answered);
  const { user } = await renderPanel('ICP_EDIT');

  await user.type(screen.getByLabelText('Request'), 'Split the enterprise segment by region');
  await user.click(screen.getByRole('button', { name: 'Test run' }));

  expect(await screen.findByRole('region', { name: 'Test run output' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    promptType: 'ICP_EDIT',
    promptContent: DRAFT,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    icpId: acmeIcp.id,
    request: 'Split the enterprise segment by region',
  });
});

it('asks for no request on a type that drafts', async () => {
  http.onGet(PROVIDER_URL).reply(200, PROVIDER);
  await renderPanel();

  expect(screen.queryByLabelText('Request')).not.toBeInTheDocument();
});

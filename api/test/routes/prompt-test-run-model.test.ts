import type { AddressInfo } from 'node:net';
import type { RenderPromptRequest, TestRunResponse } from '@portal/contract';
import { buildApp } from '../../src/app';
import { bearer, capturedLog, testAppConfig } from '../helpers/app';
import { FAKE_MODEL_CONTENT } from '../helpers/fake-model-server';
import { MODEL_TIMEOUT_MESSAGE, useFakeModelApp } from '../helpers/model-app';
import { notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/** Test runs through the OpenAI-compatible provider, against a fake server on loopback. */
const KEY = 'sk-test-route-0123456789abcdef';
const log = capturedLog();
const { ctx, fake, provider } = useFakeModelApp({
  provider: { apiKey: KEY },
  config: { logger: log.logger },
});
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

const runBody = (overrides: Partial<RenderPromptRequest> = {}): RenderPromptRequest => ({
  promptType: 'COMPANY_RESEARCH',
  promptContent: 'Research {{tenant.name}} at {{tenant.primaryDomain}}.',
  tenantId: ids.acme.id,
  workspaceId: ids.enterpriseSales.id,
  ...overrides,
});
const testRun = (overrides: Partial<RenderPromptRequest> = {}) =>
  send('POST', '/api/prompts/test-run', staff, runBody(overrides));

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ content: FAKE_MODEL_CONTENT });
});

describe('POST /api/prompts/test-run with an OpenAI-compatible provider', () => {
  test("sends the rendered text with the bearer key and answers the model's output", async () => {
    const response = await testRun();

    expect(response.statusCode).toBe(200);
    const run = response.json<TestRunResponse>();
    expect(run).toMatchObject({
      model: 'gpt-test',
      output: FAKE_MODEL_CONTENT,
      rendered: 'Research Acme Corp at acme.example.com.',
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.body).toEqual({
      model: 'gpt-test',
      messages: [{ role: 'user', content: run.rendered }],
    });
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(response.body).not.toContain(KEY);
  });

  test.each([
    [401, `Incorrect API key provided: ${KEY}.`, 'Incorrect API key provided: [redacted].'],
    [429, 'Rate limit reached for requests.', 'Rate limit reached for requests.'],
    [
      500,
      'The server had an error while processing your request.',
      'The server had an error while processing your request.',
    ],
  ])(
    "a provider's %i is 502 MODEL_ERROR with its message, never the key",
    async (status, error, shown) => {
      fake.answerWith({ status, error });

      const response = await testRun();

      expect(response.json()).toEqual({
        statusCode: 502,
        code: 'MODEL_ERROR',
        message: `The model provider answered ${status}: ${shown}`,
      });
      expect(response.statusCode).toBe(502);
      expect(JSON.stringify(log.lines)).not.toContain(KEY);
    },
  );

  test('an answer that is no chat completion is 502 MODEL_ERROR', async () => {
    fake.answerWith({ status: 200, body: 'not json' });

    const response = await testRun();

    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'MODEL_ERROR',
      message: "The model provider's answer is not JSON.",
    });
  });

  test('no answer within the time limit is 504 MODEL_TIMEOUT', async () => {
    fake.answerWith({ hang: true });

    const response = await testRun();

    expect(response.json()).toEqual({
      statusCode: 504,
      code: 'MODEL_TIMEOUT',
      message: MODEL_TIMEOUT_MESSAGE,
    });
    expect(response.statusCode).toBe(504);
    expect(await fake.requests[0]!.closed).toBe('abandoned');
  });

  test('a tenant out of reach is a 404 and the model is not called', async () => {
    const response = await testRun({ tenantId: ids.globex.id, workspaceId: ids.emea.id });

    expect(response.json()).toEqual(notFoundBody('Tenant not found'));
    expect(fake.requests).toHaveLength(0);
  });

  test('a caller that hangs up stops the model call', async () => {
    // Its own app, whose provider would wait a minute: only the hang-up can end the call.
    const patient = await buildApp(
      testAppConfig({
        modelProvider: provider({ timeoutMs: 60_000 }),
      }),
      ctx.database.db,
    );
    try {
      await patient.listen({ port: 0, host: '127.0.0.1' });
      const { port } = patient.server.address() as AddressInfo;
      fake.answerWith({ hang: true });
      const hangUp = new AbortController();

      const call = fetch(`http://127.0.0.1:${port}/api/prompts/test-run`, {
        method: 'POST',
        headers: { ...bearer(staff), 'content-type': 'application/json' },
        body: JSON.stringify(runBody()),
        signal: hangUp.signal,
      }).catch((error: unknown) => error);
      const sent = await fake.nextRequest();
      hangUp.abort();

      expect(await call).toMatchObject({ name: 'AbortError' });
      expect(await sent.closed).toBe('abandoned');
    } finally {
      await patient.close();
    }
  });
});

describe('GET /api/model-provider', () => {
  test('names the kind and model, never the URL or key', async () => {
    const response = await send('GET', '/api/model-provider', staff);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'openai-compatible', model: 'gpt-test' });
  });
});

import type { AddressInfo } from 'node:net';
import type { Icp, TestRunRequest, TestRunResponse } from '@portal/contract';
import { buildApp } from '../../src/app';
import { DRAFT_KINDS } from '../../src/drafts/draft-kinds';
import { bearer, capturedLog, testAppConfig } from '../helpers/app';
import {
  CANNED_DRAFTS,
  FAKE_MODEL_CONTENT,
  jsonAnswer,
  UNUSABLE_ANSWERS,
} from '../helpers/fake-model-server';
import { MODEL_TIMEOUT_MESSAGE, useFakeModelApp } from '../helpers/model-app';
import { icpInput, notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/** Test runs through the OpenAI-compatible provider, against a fake server on loopback. */
const KEY = 'sk-test-route-0123456789abcdef';
const log = capturedLog();
const { ctx, fake, provider } = useFakeModelApp({
  provider: { apiKey: KEY, alternatives: ['gpt-other'] },
  // Dollars per million tokens: gpt-test's answer below costs a known amount.
  config: {
    logger: log.logger,
    modelPrices: { 'gpt-test': { input: 2, output: 8 }, 'gpt-other': { input: 1, output: 1 } },
  },
});
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

// Company research: on the workspace alone (no ICP or USP to choose), in JSON mode since issue 39.
const runBody = (overrides: Partial<TestRunRequest> = {}): TestRunRequest => ({
  promptType: 'COMPANY_RESEARCH',
  promptContent: 'Research {{tenant.name}} at {{tenant.primaryDomain}}.',
  tenantId: ids.acme.id,
  workspaceId: ids.enterpriseSales.id,
  ...overrides,
});
const testRun = (overrides: Partial<TestRunRequest> = {}) =>
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
      responseFormat: 'json',
      // The fake's canned sentence is no research brief: the run says why.
      unusable: 'it is not JSON',
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    // The instruction as the system message; the workspace's description and the brief's
    // shape as the data, as 'Research the company' sends them.
    const messages = [
      { role: 'system', content: 'Research Acme Corp at acme.example.com.' },
      {
        role: 'user',
        content: `Company description:\nOutbound motion for enterprise accounts\n\n${DRAFT_KINDS.brief.ask}`,
      },
    ];
    expect(sent!.body).toEqual({
      model: 'gpt-test',
      messages,
      response_format: { type: 'json_object' },
    });
    // The whole exchange comes back: what was sent, and what it cost.
    expect(run.messages).toEqual(messages);
    // The fake counts a token per 4 characters.
    const inputTokens = messages.reduce((sum, m) => sum + Math.ceil(m.content.length / 4), 0);
    expect(run.usage).toEqual({ inputTokens, outputTokens: 11 });
    expect(run.cost).toBeCloseTo((inputTokens * 2 + 11 * 8) / 1_000_000, 12);
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(response.body).not.toContain(KEY);
  });

  test('a test run of a draft type sends exactly what a draft sends', async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
    const resolved = await send(
      'GET',
      `/api/prompts/resolve?tenantId=${ids.acme.id}&promptType=ICP`,
      staff,
    );
    const scope = { tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id };
    const drafted = await send('POST', '/api/icp-onboarding/draft', staff, scope);
    const run = await testRun({
      promptType: 'ICP',
      promptContent: resolved.json<{ promptContent: string }>().promptContent,
    });

    expect(drafted.statusCode).toBe(200);
    expect(run.statusCode).toBe(200);
    const [draftCall, testCall] = fake.requests;
    expect(testCall!.body).toEqual(draftCall!.body);
    expect(testCall!.body).toMatchObject({ response_format: { type: 'json_object' } });
    // The studio sees the parsed result the form would receive.
    expect(run.json<TestRunResponse>()).toMatchObject({
      responseFormat: 'json',
      parsed: CANNED_DRAFTS.icp,
    });
  });

  test.each([
    ['ICP_EDIT', undefined],
    ['BUYER_PERSONA_EDIT', 'personaId'],
  ] as const)(
    'a test run of %s sends exactly what Revise with AI sends',
    async (promptType, persona) => {
      const scope = { tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id };
      const icp = (
        await send(
          'POST',
          '/api/icp-onboarding',
          staff,
          icpInput(scope.tenantId, scope.workspaceId),
        )
      ).json<Icp>();
      const personaId = persona && icp.buyerPersonas[0]!.id;
      const resolved = await send(
        'GET',
        `/api/prompts/resolve?tenantId=${ids.acme.id}&promptType=${promptType}`,
        staff,
      );
      fake.answerWith(
        jsonAnswer(
          personaId ? { buyerPersonas: [CANNED_DRAFTS.icp.buyerPersonas[0]] } : CANNED_DRAFTS.icp,
        ),
      );
      const request = 'Split the enterprise segment by region';

      const revised = await send(
        'POST',
        `/api/icp-onboarding/${icp.tenantId}/${icp.id}/revise`,
        staff,
        { request, ...(personaId ? { personaId } : {}) },
      );
      // The studio leaves the persona out: the ICP's first is the one revised.
      const run = await testRun({
        promptType,
        promptContent: resolved.json<{ promptContent: string }>().promptContent,
        icpId: icp.id,
        request,
      });

      expect(revised.statusCode).toBe(200);
      expect(run.statusCode).toBe(200);
      const [reviseCall, testCall] = fake.requests;
      expect(testCall!.body).toEqual(reviseCall!.body);
      expect(testCall!.body?.messages?.[1]?.content).toContain(`Requested change:\n${request}`);
    },
  );

  test('an edit type needs the record it revises', async () => {
    const response = await testRun({ promptType: 'USP_EDIT', promptContent: 'Revise the USP.' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Choose a USP to revise' });
    expect(fake.requests).toHaveLength(0);
  });

  test('an answer that does not fit the type says why, with the raw answer', async () => {
    const answer = UNUSABLE_ANSWERS.segmentWithoutName as { content: string };
    fake.answerWith(answer);

    const response = await testRun({ promptType: 'ICP', promptContent: 'Draft an ICP.' });

    expect(response.statusCode).toBe(200);
    const run = response.json<TestRunResponse>();
    expect(run.output).toBe(answer.content);
    expect(run.unusable).toBe('segments[1].name is required');
    expect(run.parsed).toBeUndefined();
  });

  test('a second model answers the same call side by side, with its own time and cost', async () => {
    fake.answerWith((request) => ({
      content: `Answer of ${request.body?.model}`,
      usage: { prompt_tokens: 1000, completion_tokens: 500 },
    }));

    const response = await testRun({ compareModel: 'gpt-other' });

    expect(response.statusCode).toBe(200);
    const run = response.json<TestRunResponse>();
    expect(fake.requests.map((request) => request.body?.model).sort()).toEqual([
      'gpt-other',
      'gpt-test',
    ]);
    expect(fake.requests[0]!.body?.messages).toEqual(fake.requests[1]!.body?.messages);
    expect(run).toMatchObject({ model: 'gpt-test', output: 'Answer of gpt-test' });
    expect(run.cost).toBeCloseTo((1000 * 2 + 500 * 8) / 1_000_000, 12);
    expect(run.compare).toMatchObject({
      model: 'gpt-other',
      output: 'Answer of gpt-other',
      usage: { inputTokens: 1000, outputTokens: 500 },
    });
    expect(run.compare!.cost).toBeCloseTo(1500 / 1_000_000, 12);
  });

  test('a second model that fails does not hide the first one’s answer', async () => {
    fake.answerWith((request) =>
      request.body?.model === 'gpt-other'
        ? { status: 404, error: 'The model gpt-other does not exist.' }
        : { content: FAKE_MODEL_CONTENT },
    );

    const run = (await testRun({ compareModel: 'gpt-other' })).json<TestRunResponse>();

    expect(run.output).toBe(FAKE_MODEL_CONTENT);
    expect(run.compare).toMatchObject({
      model: 'gpt-other',
      output: '',
      error: 'The model provider answered 404: The model gpt-other does not exist.',
    });
  });

  test('only an offered second model may be named, and nothing is called otherwise', async () => {
    const response = await testRun({ compareModel: 'gpt-5-pro' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'compareModel must be one of: gpt-other',
    });
    expect(fake.requests).toHaveLength(0);
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
    expect(response.json()).toEqual({
      kind: 'openai-compatible',
      model: 'gpt-test',
      alternatives: ['gpt-other'],
    });
  });
});

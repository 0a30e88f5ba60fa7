import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANSWER_MAX_BYTES,
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleOptions,
} from '../../src/model/openai-compatible';
import { ModelError, type ModelRequest } from '../../src/model/provider';
import {
  FAKE_MODEL_CONTENT,
  type FakeModelServer,
  startFakeModelServer,
} from '../helpers/fake-model-server';

const KEY = 'sk-test-0123456789abcdef';
const PROMPT: ModelRequest = { messages: [{ role: 'user', content: 'Draft an ICP for Acme.' }] };

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ content: FAKE_MODEL_CONTENT });
});

function provider(options: Partial<OpenAiCompatibleOptions> = {}) {
  return createOpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    model: 'gpt-test',
    apiKey: KEY,
    apiKeyHeader: 'authorization',
    timeoutMs: 5_000,
    ...options,
  });
}

/** The ModelError a call rejects with (fails the test if it resolves). */
async function failureOf(call: Promise<unknown>): Promise<ModelError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ModelError))
    throw new Error(`expected a ModelError, got ${String(error)}`);
  return error;
}

describe('OpenAI-compatible provider against a fake server', () => {
  test('posts the messages to <base>/chat/completions with the bearer key and answers the content', async () => {
    const answer = await provider().complete(PROMPT);

    // The server's token count comes with the answer (the fake counts ~4 characters a token).
    expect(answer).toEqual({
      text: FAKE_MODEL_CONTENT,
      model: 'gpt-test',
      usage: { inputTokens: 6, outputTokens: 11 },
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(await sent!.closed).toBe('answered');
    expect(sent!.url).toBe('/v1/chat/completions');
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.body).toEqual({
      model: 'gpt-test',
      messages: [{ role: 'user', content: 'Draft an ICP for Acme.' }],
    });
  });

  test("Azure's api-key header instead of Authorization, and the base URL's query kept", async () => {
    await provider({
      baseUrl: `${fake.baseUrl}/?api-version=2024-10-21`,
      apiKeyHeader: 'api-key',
    }).complete(PROMPT);

    const [sent] = fake.requests;
    expect(sent!.url).toBe('/v1/chat/completions?api-version=2024-10-21');
    expect(sent!.headers['api-key']).toBe(KEY);
    expect(sent!.headers.authorization).toBeUndefined();
  });

  test('no key, no credential header (a local Ollama or llama.cpp server)', async () => {
    await provider({ apiKey: undefined }).complete(PROMPT);

    const [sent] = fake.requests;
    expect(sent!.headers.authorization).toBeUndefined();
    expect(sent!.headers['api-key']).toBeUndefined();
  });

  test('a JSON answer is asked for with response_format json_object', async () => {
    fake.answerWith({ content: '{"name":"Mid-market SaaS"}' });

    const answer = await provider().complete({ ...PROMPT, responseFormat: 'json' });

    expect(answer.text).toBe('{"name":"Mid-market SaaS"}');
    expect(fake.requests[0]!.body).toMatchObject({ response_format: { type: 'json_object' } });
  });

  test('a second model on the same server is asked for by name, and named in the answer', async () => {
    const answer = await provider().complete({ ...PROMPT, model: 'gpt-other' });

    expect(fake.requests[0]!.body).toMatchObject({ model: 'gpt-other' });
    expect(answer.model).toBe('gpt-other');
  });

  test('an answer without a token count (or a broken one) has no usage', async () => {
    const completion = (usage: unknown) =>
      JSON.stringify({ choices: [{ message: { content: 'Hi' } }], usage });
    fake.answerWith({ status: 200, body: completion(undefined) });
    expect(await provider().complete(PROMPT)).toEqual({ text: 'Hi', model: 'gpt-test' });

    fake.answerWith({ status: 200, body: completion({ prompt_tokens: -1, completion_tokens: 2 }) });
    expect(await provider().complete(PROMPT)).toEqual({ text: 'Hi', model: 'gpt-test' });
  });

  test.each([
    [401, `Incorrect API key provided: ${KEY}.`, 'Incorrect API key provided: [redacted].'],
    [429, 'Rate limit reached for gpt-test.', 'Rate limit reached for gpt-test.'],
    [
      500,
      'The server had an error processing your request.',
      'The server had an error processing your request.',
    ],
  ])(
    'an error answer %i keeps the provider message, never the key',
    async (status, message, shown) => {
      fake.answerWith({ status, error: message });

      const error = await failureOf(provider().complete(PROMPT));

      expect(error).toMatchObject({ failure: 'provider', status });
      expect(error.message).toBe(`The model provider answered ${status}: ${shown}`);
      expect(error.message).not.toContain(KEY);
    },
  );

  test("vLLM's top-level message and Ollama's error string are read; a body without either says the status", async () => {
    fake.answerWith({ status: 400, body: '{"object":"error","message":"model not found"}' });
    expect((await failureOf(provider().complete(PROMPT))).message).toBe(
      'The model provider answered 400: model not found',
    );

    fake.answerWith({ status: 404, body: '{"error":"model \\"llama3\\" not found"}' });
    expect((await failureOf(provider().complete(PROMPT))).message).toBe(
      'The model provider answered 404: model "llama3" not found',
    );

    fake.answerWith({ status: 502, body: '<html>Bad Gateway</html>' });
    expect((await failureOf(provider().complete(PROMPT))).message).toBe(
      'The model provider answered 502: HTTP 502',
    );
  });

  test('a key URL-encoded in the message is scrubbed too, and a long message is cut', async () => {
    const key = 'key/with+special=chars';
    fake.answerWith({
      status: 403,
      error: `denied for ${encodeURIComponent(key)} ${'x'.repeat(600)}`,
    });

    const error = await failureOf(provider({ apiKey: key }).complete(PROMPT));

    expect(error.message).toMatch(/^The model provider answered 403: denied for \[redacted\] x+…$/);
    expect(error.message).not.toContain(encodeURIComponent(key));
    expect(error.message.length).toBe(501);
  });

  test('a 200 that is not JSON, or JSON without a message, is malformed', async () => {
    fake.answerWith({ status: 200, body: '{"choices": [' });
    expect(await failureOf(provider().complete(PROMPT))).toMatchObject({
      failure: 'malformed',
      message: "The model provider's answer is not JSON.",
    });

    fake.answerWith({ status: 200, body: '{"choices": []}' });
    expect(await failureOf(provider().complete(PROMPT))).toMatchObject({
      failure: 'malformed',
      message:
        "The model provider's answer is not a chat completion (no choices[0].message.content).",
    });
  });

  test("a refusal is the provider's message", async () => {
    fake.answerWith({
      status: 200,
      body: JSON.stringify({
        choices: [{ message: { content: null, refusal: 'I cannot help.' } }],
      }),
    });

    expect(await failureOf(provider().complete(PROMPT))).toMatchObject({
      failure: 'provider',
      message: 'The model refused: I cannot help.',
    });
  });

  test('nobody listening is unreachable, with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(
      provider({ baseUrl: `http://127.0.0.1:${port}/v1` }).complete(PROMPT),
    );

    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe(
      `Could not reach the model provider: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  test('no answer within the timeout is a timeout, and the connection is given up', async () => {
    fake.answerWith({ hang: true });

    const error = await failureOf(provider({ timeoutMs: 100 }).complete(PROMPT));

    expect(error).toMatchObject({
      failure: 'timeout',
      message: 'The model did not answer within 0.1 s.',
    });
    expect(await fake.requests[0]!.closed).toBe('abandoned');
  });

  test("the caller's signal cancels a call in flight", async () => {
    fake.answerWith({ hang: true });
    const cancel = new AbortController();

    const call = provider().complete({ ...PROMPT, signal: cancel.signal });
    await fake.nextRequest();
    cancel.abort();

    expect(await failureOf(call)).toMatchObject({
      failure: 'cancelled',
      message: 'The model call was cancelled.',
    });
    expect(await fake.requests[0]!.closed).toBe('abandoned');
  });

  test('an answer past the size limit is refused as soon as the limit is read, and the rest is left unread', async () => {
    const bytes = 16 * ANSWER_MAX_BYTES;
    fake.answerWith({ bytes });

    const error = await failureOf(provider().complete(PROMPT));

    expect(error).toMatchObject({
      failure: 'too-large',
      message: "The model's answer is too large (over 4 MiB).",
    });
    const [sent] = fake.requests;
    expect(await sent!.closed).toBe('abandoned');
    // What the sockets' buffers took beyond the limit, not the answer.
    expect(sent!.bodyBytesSent).toBeLessThan(bytes / 2);
  });

  test('a compressed answer is measured as it inflates', async () => {
    fake.answerWith({ bytes: 16 * ANSWER_MAX_BYTES, gzip: true });

    expect(await failureOf(provider().complete(PROMPT))).toMatchObject({
      failure: 'too-large',
      message: "The model's answer is too large (over 4 MiB).",
    });
  });

  test('an answer of exactly the limit is read whole', async () => {
    fake.answerWith({ bytes: ANSWER_MAX_BYTES });

    const answer = await provider().complete(PROMPT);

    expect(answer.text).toMatch(/^x+$/);
    expect(await fake.requests[0]!.closed).toBe('answered');
  });

  test('a body that trickles past the timeout is a timeout: the limit covers the body, not only the headers', async () => {
    fake.answerWith({ bytes: Infinity, chunkDelayMs: 20 });

    const error = await failureOf(provider({ timeoutMs: 300 }).complete(PROMPT));

    expect(error).toMatchObject({
      failure: 'timeout',
      message: 'The model did not answer within 0.3 s.',
    });
    expect(await fake.requests[0]!.closed).toBe('abandoned');
  });
});

describe('a redirect from the provider', () => {
  let elsewhere: FakeModelServer;
  beforeAll(async () => {
    elsewhere = await startFakeModelServer();
  });
  afterAll(() => elsewhere.close());
  beforeEach(() => {
    elsewhere.requests.length = 0;
  });

  test.each([301, 302, 303, 307, 308])(
    'a %i is a provider error naming it, and neither the prompt nor the key goes anywhere else',
    async (status) => {
      fake.answerWith({ status, location: `${elsewhere.baseUrl}/chat/completions` });

      const error = await failureOf(provider({ apiKeyHeader: 'api-key' }).complete(PROMPT));

      expect(error).toMatchObject({
        failure: 'provider',
        status,
        message: `The model provider answered ${status}, a redirect, which is not followed: MODEL_BASE_URL must be the provider's own address.`,
      });
      expect(fake.requests).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
    },
  );
});

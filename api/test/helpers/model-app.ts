import type { AppConfig } from '../../src/config';
import {
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleOptions,
} from '../../src/model/openai-compatible';
import { useTestApp } from './app';
import { type FakeAnswer, type FakeModelServer, startFakeModelServer } from './fake-model-server';

/**
 * Long enough for a loaded machine's loopback (1.5 s was not: under a load average of 14 a
 * canned answer came late and a case that should fail a check timed out), short enough for the
 * few hanging cases, which wait it out.
 */
export const MODEL_TIMEOUT_MS = 5_000;

/** What the API answers when the model took longer than MODEL_TIMEOUT_MS. */
export const MODEL_TIMEOUT_MESSAGE = `The model did not answer within ${MODEL_TIMEOUT_MS / 1000} s.`;

/**
 * A test app whose model provider is the real OpenAI-compatible client, pointed at a fake
 * server on loopback that answers `initial` until told otherwise. `fake` stands for that
 * server from the first test on; `provider(overrides)` makes another client of it, for apps
 * a test builds itself.
 */
export function useFakeModelApp({
  initial,
  provider: settings = {},
  config = {},
}: {
  initial?: FakeAnswer;
  provider?: Partial<OpenAiCompatibleOptions>;
  config?: Partial<AppConfig>;
} = {}) {
  let server: FakeModelServer | undefined;
  beforeAll(async () => {
    server = await startFakeModelServer(initial);
  });
  afterAll(() => server?.close());
  const running = () => {
    if (!server) throw new Error('the fake model server starts in beforeAll');
    return server;
  };
  const provider = (overrides: Partial<OpenAiCompatibleOptions> = {}) =>
    createOpenAiCompatibleProvider({
      baseUrl: running().baseUrl,
      model: 'gpt-test',
      apiKeyHeader: 'authorization',
      timeoutMs: MODEL_TIMEOUT_MS,
      ...settings,
      ...overrides,
    });
  const fake: FakeModelServer = {
    get baseUrl() {
      return running().baseUrl;
    },
    get requests() {
      return running().requests;
    },
    answerWith: (answer) => running().answerWith(answer),
    nextRequest: () => running().nextRequest(),
    close: () => running().close(),
  };
  const ctx = useTestApp(() => ({ ...config, modelProvider: provider() }));
  return { ctx, fake, provider };
}

import { loadConfig } from '../../src/config';
import { ConfigError } from '../../src/env';
import { createModelProvider, modelFromEnv } from '../../src/model/config';

const URL_AND_NAME = { MODEL_BASE_URL: 'http://localhost:11434/v1', MODEL_NAME: 'llama3.1' };

describe('model provider from the environment', () => {
  test('no MODEL_BASE_URL: the offline provider, also in the full config', () => {
    expect(modelFromEnv({})).toEqual({ kind: 'offline' });
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    expect(config.modelProvider).toMatchObject({ kind: 'offline', model: 'offline (not a model)' });
    expect(config.testRuns).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.drafts).toEqual({ max: 10, windowMs: 60_000 });
  });

  test('an OpenAI-compatible server: defaults to Bearer and 30 s', () => {
    expect(modelFromEnv(URL_AND_NAME)).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      apiKeyHeader: 'authorization',
      timeoutMs: 30_000,
      alternatives: [],
    });
  });

  test('every setting given', () => {
    const env = {
      MODEL_BASE_URL: ' https://acme.openai.azure.com/openai/v1 ',
      MODEL_NAME: 'gpt-4o-mini-deployment',
      MODEL_API_KEY: 'azure-key',
      MODEL_API_KEY_HEADER: 'API-Key',
      MODEL_TIMEOUT_MS: '10000',
      // The configured model and a repeat are left out: a second model is another one.
      MODEL_ALTERNATIVES: ' gpt-4o , gpt-4o-mini-deployment,gpt-4o,, o3-mini ',
      MODEL_PRICES: '{"gpt-4o":{"input":2.5,"output":10},"o3-mini":{"input":1.1,"output":4.4}}',
      TEST_RUN_MAX: '3',
      TEST_RUN_WINDOW_MS: '1000',
      DRAFT_MAX: '4',
      DRAFT_WINDOW_MS: '2000',
    };
    expect(modelFromEnv(env)).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'https://acme.openai.azure.com/openai/v1',
      model: 'gpt-4o-mini-deployment',
      apiKey: 'azure-key',
      apiKeyHeader: 'api-key',
      timeoutMs: 10_000,
      alternatives: ['gpt-4o', 'o3-mini'],
    });
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
    expect(config.modelProvider).toMatchObject({
      kind: 'openai-compatible',
      model: 'gpt-4o-mini-deployment',
    });
    expect(config.modelPrices).toEqual({
      'gpt-4o': { input: 2.5, output: 10 },
      'o3-mini': { input: 1.1, output: 4.4 },
    });
    expect(config.testRuns).toEqual({ max: 3, windowMs: 1000 });
    expect(config.drafts).toEqual({ max: 4, windowMs: 2000 });
  });

  test.each([
    [
      'gpt-4o=2.5/10',
      'MODEL_PRICES must be JSON: {"<model>":{"input":<per million tokens>,"output":<per million tokens>}}',
    ],
    ['[1,2]', 'MODEL_PRICES must be a JSON object keyed by model name'],
    [
      '{"gpt-4o":{"input":2.5}}',
      'MODEL_PRICES["gpt-4o"] needs "input" and "output", prices per million tokens (0 or more)',
    ],
    [
      '{"gpt-4o":{"input":-1,"output":1}}',
      'MODEL_PRICES["gpt-4o"] needs "input" and "output", prices per million tokens (0 or more)',
    ],
  ])('MODEL_PRICES=%s is refused: %s', (raw, message) => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), MODEL_PRICES: raw })).toThrow(message);
  });

  test.each([
    [
      { MODEL_NAME: 'gpt-4o' },
      'MODEL_NAME is set but MODEL_BASE_URL is not: set MODEL_BASE_URL, or unset MODEL_NAME for the offline provider',
    ],
    [
      { MODEL_API_KEY: 'sk-1' },
      'MODEL_API_KEY is set but MODEL_BASE_URL is not: set MODEL_BASE_URL, or unset MODEL_API_KEY for the offline provider',
    ],
    [
      { MODEL_BASE_URL: 'http://localhost:8000/v1' },
      'MODEL_NAME is required with MODEL_BASE_URL (a model or deployment name)',
    ],
    [
      { ...URL_AND_NAME, MODEL_BASE_URL: 'localhost:8000' },
      'MODEL_BASE_URL must be an http:// or https:// URL',
    ],
    [
      { ...URL_AND_NAME, MODEL_BASE_URL: 'not a url' },
      'MODEL_BASE_URL must be an http:// or https:// URL',
    ],
    [
      { ...URL_AND_NAME, MODEL_BASE_URL: 'https://me:secret@llm.example/v1' },
      'MODEL_BASE_URL must not hold credentials; put the key in MODEL_API_KEY',
    ],
    [
      { ...URL_AND_NAME, MODEL_API_KEY_HEADER: 'x-api-key' },
      "MODEL_API_KEY_HEADER must be authorization or api-key, got 'x-api-key'",
    ],
    [
      { ...URL_AND_NAME, MODEL_TIMEOUT_MS: '0' },
      "MODEL_TIMEOUT_MS must be a positive integer, got '0'",
    ],
  ])('%j is refused in one line', (env, message) => {
    expect(() => modelFromEnv(env)).toThrow(new ConfigError(message));
  });

  test('the provider built from each kind', () => {
    expect(createModelProvider({ kind: 'offline' })).toMatchObject({ kind: 'offline' });
    expect(createModelProvider(modelFromEnv(URL_AND_NAME))).toMatchObject({
      kind: 'openai-compatible',
      model: 'llama3.1',
    });
  });
});

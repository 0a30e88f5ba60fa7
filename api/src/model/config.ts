import { ConfigError, type Env, positiveInt } from '../env';
import { createOfflineProvider } from './offline';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './openai-compatible';
import type { ModelProvider } from './provider';

/** The offline provider unless MODEL_BASE_URL names an OpenAI-compatible server. */
export type ModelConfig =
  { kind: 'offline' } | ({ kind: 'openai-compatible' } & OpenAiCompatibleOptions);

export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;

const API_KEY_HEADERS = ['authorization', 'api-key'] as const;

function baseUrlFrom(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('MODEL_BASE_URL must be an http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('MODEL_BASE_URL must be an http:// or https:// URL');
  }
  // fetch refuses such URLs, and a password there would end up in messages and logs.
  if (url.username || url.password) {
    throw new ConfigError('MODEL_BASE_URL must not hold credentials; put the key in MODEL_API_KEY');
  }
  return raw;
}

/**
 * The second models a test run may name: only these, so a request cannot pick any (costly)
 * model the server happens to serve. The configured model itself is left out.
 */
function alternativesFrom(raw: string | undefined, model: string): string[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)].filter((name) => name !== model);
}

/**
 * MODEL_BASE_URL, MODEL_NAME, MODEL_API_KEY, MODEL_API_KEY_HEADER, MODEL_TIMEOUT_MS,
 * MODEL_ALTERNATIVES (comma-separated names a test run may compare with). A name or
 * key without a base URL is refused rather than silently running offline.
 */
export function modelFromEnv(env: Env): ModelConfig {
  const baseUrl = env.MODEL_BASE_URL?.trim();
  const model = env.MODEL_NAME?.trim();
  const apiKey = env.MODEL_API_KEY?.trim() || undefined;
  if (!baseUrl) {
    const stray = model ? 'MODEL_NAME' : apiKey ? 'MODEL_API_KEY' : undefined;
    if (stray) {
      throw new ConfigError(
        `${stray} is set but MODEL_BASE_URL is not: set MODEL_BASE_URL, or unset ${stray} for the offline provider`,
      );
    }
    return { kind: 'offline' };
  }
  if (!model) {
    throw new ConfigError(
      'MODEL_NAME is required with MODEL_BASE_URL (a model or deployment name)',
    );
  }
  const header = env.MODEL_API_KEY_HEADER?.trim().toLowerCase() || 'authorization';
  if (!(API_KEY_HEADERS as readonly string[]).includes(header)) {
    throw new ConfigError(
      `MODEL_API_KEY_HEADER must be authorization or api-key, got '${env.MODEL_API_KEY_HEADER}'`,
    );
  }
  return {
    kind: 'openai-compatible',
    baseUrl: baseUrlFrom(baseUrl),
    model,
    apiKey,
    apiKeyHeader: header as OpenAiCompatibleOptions['apiKeyHeader'],
    timeoutMs: positiveInt(env, 'MODEL_TIMEOUT_MS', DEFAULT_MODEL_TIMEOUT_MS),
    alternatives: alternativesFrom(env.MODEL_ALTERNATIVES, model),
  };
}

export function createModelProvider(config: ModelConfig): ModelProvider {
  if (config.kind === 'offline') return createOfflineProvider();
  const { kind: _kind, ...options } = config;
  return createOpenAiCompatibleProvider(options);
}

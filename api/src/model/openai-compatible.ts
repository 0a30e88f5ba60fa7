import { ModelError, type ModelAnswer, type ModelProvider, type ModelRequest } from './provider';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1; a query (Azure's `?api-version=`) is kept. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** `authorization`: `Bearer <key>` (OpenAI, vLLM, Ollama, llama.cpp); `api-key`: Azure's. */
  apiKeyHeader: 'authorization' | 'api-key';
  timeoutMs: number;
}

/** Longest provider message passed on: an HTML error page is not a message. */
const MESSAGE_MAX = 500;

/** `${baseUrl}/chat/completions`, keeping the base URL's query. */
export function chatCompletionsUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url;
}

/** Every form of the key a server might echo back, replaced; then cut to a readable length. */
function scrubbed(text: string, apiKey: string | undefined): string {
  let safe = text;
  if (apiKey) {
    for (const form of new Set([apiKey, encodeURIComponent(apiKey)])) {
      safe = safe.split(form).join('[redacted]');
    }
  }
  return safe.length > MESSAGE_MAX ? `${safe.slice(0, MESSAGE_MAX)}…` : safe;
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The error text: `error.message` (OpenAI, Azure, llama.cpp), `error` (Ollama), `message` (vLLM). */
function errorMessageOf(body: unknown): string | undefined {
  const value = body as { error?: { message?: unknown } | string; message?: unknown } | undefined;
  const error = value?.error;
  if (typeof error === 'string') return error;
  if (typeof error?.message === 'string') return error.message;
  if (typeof value?.message === 'string') return value.message;
  return undefined;
}

type ChatMessage = { content?: unknown; refusal?: unknown } | undefined;

const firstMessageOf = (body: unknown): ChatMessage =>
  (body as { choices?: { message?: ChatMessage }[] } | undefined)?.choices?.[0]?.message;

/**
 * A client of OpenAI's chat-completions protocol, which OpenAI, Azure OpenAI, vLLM, Ollama
 * and llama.cpp's server all speak. Node's own fetch; every failure is a ModelError whose
 * message never holds the key.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): ModelProvider {
  const url = chatCompletionsUrl(options.baseUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) {
    if (options.apiKeyHeader === 'api-key') headers['api-key'] = options.apiKey;
    else headers.authorization = `Bearer ${options.apiKey}`;
  }
  const scrub = (text: string) => scrubbed(text, options.apiKey);

  async function call(request: ModelRequest): Promise<{ status: number; body: string }> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: options.model,
          messages: request.messages,
          ...(request.responseFormat === 'json'
            ? { response_format: { type: 'json_object' } }
            : {}),
        }),
        // The prompt (customer data) and the key go to MODEL_BASE_URL and nowhere else.
        redirect: 'manual',
        signal,
      });
      if (response.status >= 300 && response.status < 400) {
        throw new ModelError(
          'provider',
          `The model provider answered ${response.status}, a redirect, which is not followed: MODEL_BASE_URL must be the provider's own address.`,
          response.status,
        );
      }
      // Reading the body is under the same signal: a server that stalls mid-answer times out too.
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (error instanceof ModelError) throw error;
      if (timeout.aborted) {
        throw new ModelError(
          'timeout',
          `The model did not answer within ${options.timeoutMs / 1000} s.`,
        );
      }
      if (request.signal?.aborted)
        throw new ModelError('cancelled', 'The model call was cancelled.');
      // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, TLS) is its cause.
      const cause = (error as { cause?: { message?: unknown } }).cause?.message;
      const reason = typeof cause === 'string' ? cause : (error as Error).message;
      throw new ModelError('unreachable', scrub(`Could not reach the model provider: ${reason}`));
    }
  }

  return {
    kind: 'openai-compatible',
    model: options.model,
    async complete(request: ModelRequest): Promise<ModelAnswer> {
      const { status, body } = await call(request);
      const json = parsed(body);
      if (status < 200 || status > 299) {
        const message = errorMessageOf(json) ?? `HTTP ${status}`;
        throw new ModelError(
          'provider',
          scrub(`The model provider answered ${status}: ${message}`),
          status,
        );
      }
      if (json === undefined) {
        throw new ModelError('malformed', "The model provider's answer is not JSON.");
      }
      const message = firstMessageOf(json);
      if (typeof message?.content === 'string')
        return { text: message.content, model: options.model };
      if (typeof message?.refusal === 'string') {
        throw new ModelError('provider', scrub(`The model refused: ${message.refusal}`));
      }
      throw new ModelError(
        'malformed',
        "The model provider's answer is not a chat completion (no choices[0].message.content).",
      );
    },
  };
}

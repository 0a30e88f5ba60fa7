import {
  ModelError,
  type ModelAnswer,
  type ModelProvider,
  type ModelRequest,
  type ModelUsage,
} from './provider';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1; a query (Azure's `?api-version=`) is kept. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** `authorization`: `Bearer <key>` (OpenAI, vLLM, Ollama, llama.cpp); `api-key`: Azure's. */
  apiKeyHeader: 'authorization' | 'api-key';
  timeoutMs: number;
  /** Other model names the same server serves (MODEL_ALTERNATIVES): a test run's second model. */
  alternatives?: readonly string[];
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

/**
 * The most of an answer read, in bytes as they arrive (inflated): a chat completion is far
 * smaller, and a larger one would hold the API's memory and, parsed, its event loop.
 */
export const ANSWER_MAX_BYTES = 4 * 1024 * 1024;

/** The body as text, read until it ends or passes ANSWER_MAX_BYTES; the rest is never read. */
async function cappedText(body: ReadableStream<Uint8Array> | null): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > ANSWER_MAX_BYTES) {
      throw new ModelError(
        'too-large',
        `The model's answer is too large (over ${ANSWER_MAX_BYTES / 1024 / 1024} MiB).`,
      );
    }
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
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

/** The answer's `usage` (prompt and completion tokens), when the server counts them. */
function usageOf(body: unknown): ModelUsage | undefined {
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } })
    .usage;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  const inputTokens = count(usage?.prompt_tokens);
  const outputTokens = count(usage?.completion_tokens);
  if (inputTokens === undefined || outputTokens === undefined) return undefined;
  return { inputTokens, outputTokens };
}

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

  /**
   * One exchange, under one time limit from the request to the parsed body: a server that
   * stalls mid-answer times out too. Redirects are never followed: the prompt (customer data)
   * and the key go to MODEL_BASE_URL and nowhere else.
   */
  async function exchange(request: ModelRequest): Promise<{ status: number; json: unknown }> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    // Ends the connection once the answer is refused, rather than leave it to the server.
    const refused = new AbortController();
    const signal = AbortSignal.any(
      [timeout, refused.signal, request.signal].filter((s): s is AbortSignal => s !== undefined),
    );
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: request.model ?? options.model,
          messages: request.messages,
          ...(request.responseFormat === 'json'
            ? { response_format: { type: 'json_object' } }
            : {}),
        }),
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
      const json = parsed(await cappedText(response.body));
      // A parse cannot be interrupted; one that ran past the limit is a timeout all the same.
      signal.throwIfAborted();
      return { status: response.status, json };
    } catch (error) {
      if (error instanceof ModelError) {
        refused.abort();
        throw error;
      }
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
    alternatives: options.alternatives ?? [],
    async complete(request: ModelRequest): Promise<ModelAnswer> {
      const { status, json } = await exchange(request);
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
      if (typeof message?.content === 'string') {
        const usage = usageOf(json);
        return {
          text: message.content,
          model: request.model ?? options.model,
          ...(usage ? { usage } : {}),
        };
      }
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

/**
 * What the API asks of a language model: one chat completion. Two implementations: the
 * offline default (offline.ts, no network, says it is not a model) and any server speaking
 * OpenAI's chat-completions protocol (openai-compatible.ts). Chosen from the environment in
 * config.ts; the key stays inside the provider.
 */

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ModelRequest {
  messages: ModelMessage[];
  /** 'json': ask for one JSON object (the protocol's `response_format: json_object`). */
  responseFormat?: 'text' | 'json';
  /** Aborts the call (the caller hung up, a cancel button); the provider's timeout applies too. */
  signal?: AbortSignal;
  /**
   * The variables the prompt was rendered from. Never sent to a model: the offline provider
   * echoes them, so its answer shows what a model would have been given.
   */
  variables?: readonly { name: string; value: string }[];
  /**
   * Another model on the same server, instead of the configured one: a test run's second
   * model (one of MODEL_ALTERNATIVES, checked by the route).
   */
  model?: string;
}

/** Tokens the provider counted for one exchange (the answer's `usage`). */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelAnswer {
  text: string;
  /** The model that answered: the configured one or the request's (the offline one says it is not a model). */
  model: string;
  /** The provider's token count; absent when it reports none. */
  usage?: ModelUsage;
}

export type ModelProviderKind = 'offline' | 'openai-compatible';

export interface ModelProvider {
  readonly kind: ModelProviderKind;
  readonly model: string;
  /** Other models the same server may be asked for (MODEL_ALTERNATIVES): a test run's second model. */
  readonly alternatives: readonly string[];
  /** Rejects with a ModelError only. */
  complete(request: ModelRequest): Promise<ModelAnswer>;
}

/**
 * Why a call failed. `provider`: the server answered an error (its message kept) or a
 * redirect (never followed); `malformed`: a 2xx that is not a chat completion; `too-large`:
 * an answer past the size limit (left unread); `unreachable`: no answer at all (refused, DNS,
 * TLS); `timeout`: the provider's time limit passed; `cancelled`: the caller's signal.
 */
export type ModelFailure =
  'provider' | 'malformed' | 'too-large' | 'unreachable' | 'timeout' | 'cancelled';

/** A failed model call. Its message is safe to show a user: it never holds the key. */
export class ModelError extends Error {
  constructor(
    readonly failure: ModelFailure,
    message: string,
    /** The provider's HTTP status, for `provider` failures. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

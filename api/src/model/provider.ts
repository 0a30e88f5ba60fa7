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
}

export interface ModelAnswer {
  text: string;
  /** The configured model name (the offline one says it is not a model). */
  model: string;
}

export type ModelProviderKind = 'offline' | 'openai-compatible';

export interface ModelProvider {
  readonly kind: ModelProviderKind;
  readonly model: string;
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

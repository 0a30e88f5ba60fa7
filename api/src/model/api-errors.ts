import { ApiError } from '../errors';
import { ModelError } from './provider';

/**
 * A failed model call as the API answers it: 504 MODEL_TIMEOUT when the provider's time limit
 * passed, 502 MODEL_ERROR for anything else (an error answer, a malformed one, no answer).
 * The message is the ModelError's, which never holds the key. Other errors pass unchanged.
 */
export function modelCallFailed(error: unknown): unknown {
  if (!(error instanceof ModelError)) return error;
  if (error.failure === 'timeout') return new ApiError(504, 'MODEL_TIMEOUT', error.message);
  return new ApiError(502, 'MODEL_ERROR', error.message);
}

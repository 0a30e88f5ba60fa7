import { ApiError } from '@portal/shared';

/**
 * Logs an action's failure only when it is unexpected (issue 37 §4): a thrown bug, with its
 * stack. An ApiError is not logged here: a refusal the API answered (400, 401, 404, 409, 429,
 * …) is expected and shown on the screen, and a 403, a 5xx or no answer is already logged
 * once by the API client, as spec §8 asks.
 */
export function logUnexpected(label: string, error: unknown): void {
  if (error instanceof ApiError) return;
  console.error(`${label}:`, error);
}

import { answerUnusable } from '../drafts/draft-answer';
import { modelCallFailed } from './api-errors';
import type { CallOutcome } from './call';

/**
 * The parsed answer a route goes on with, or the error it answers: 502 MODEL_ERROR / 504
 * MODEL_TIMEOUT for a failed call, 502 MODEL_ANSWER_UNUSABLE for an answer not of the shape.
 */
export function usableAnswer<T>(outcome: CallOutcome): T {
  if (outcome.error) throw modelCallFailed(outcome.error);
  if (outcome.unusable !== undefined) throw answerUnusable(outcome.unusable);
  return outcome.parsed as T;
}

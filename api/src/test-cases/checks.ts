import type { TSchema } from 'typebox';
import type { TestCaseChecks, TestCaseResult } from '@portal/contract';
import { readAnswer } from '../drafts/draft-answer';

/** What a case's checks need besides the answer: the type's draft shape and the ICP's segments. */
export interface CheckContext {
  /** The draft shape `parses` checks against (ICP, BUYER_PERSONA, USP); else undefined. */
  shape: TSchema | undefined;
  /** The input ICP's segment names, as the ICP is now (empty without an ICP input). */
  segmentNames: readonly string[];
}

type Outcome = Pick<TestCaseResult, 'status' | 'check' | 'message'>;

const fail = (check: NonNullable<TestCaseResult['check']>, message: string): Outcome => ({
  status: 'fail',
  check,
  message,
});

/** Words are runs of non-space characters. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A model answer checked as a case says, in order: parses → namesSegments → bannedPhrases →
 * maxWords. The first failing check decides, with a plain message; else a pass. Case is
 * ignored when looking for names and phrases.
 */
export function checkAnswer(
  checks: TestCaseChecks,
  answer: string,
  context: CheckContext,
): Outcome {
  if (checks.parses && context.shape) {
    const reason = readAnswer(context.shape, answer).unusable;
    if (reason !== undefined) return fail('parses', `The answer does not parse: ${reason}`);
  }
  const lower = answer.toLowerCase();
  if (checks.namesSegments) {
    const missing = context.segmentNames.find((name) => !lower.includes(name.toLowerCase()));
    if (missing !== undefined) return fail('namesSegments', `Segment '${missing}' is not named`);
  }
  const banned = checks.bannedPhrases.find((phrase) => lower.includes(phrase.trim().toLowerCase()));
  if (banned !== undefined) {
    return fail('bannedPhrases', `Contains the banned phrase '${banned.trim()}'`);
  }
  if (checks.maxWords !== null) {
    const words = wordCount(answer);
    if (words > checks.maxWords) {
      return fail('maxWords', `${words} words, more than ${checks.maxWords}`);
    }
  }
  return { status: 'pass', message: '' };
}

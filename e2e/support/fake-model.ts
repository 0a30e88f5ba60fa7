import {
  CANNED_DRAFTS,
  FAKE_MODEL_CONTENT,
  type FakeAnswer,
  type FakeModelRequest,
  jsonAnswer,
  UNUSABLE_ANSWERS,
} from '../../api/test/helpers/fake-model-server';

/**
 * The portal under test talks to the API suite's fake OpenAI-compatible server (started by
 * global-setup), never to a network. It answers by what is asked, so tests in other processes
 * need no control channel: a test run gets a canned text, a draft the canned draft of its
 * kind, a company description naming UNUSABLE_WORD an answer no draft can use, and one naming
 * UNANSWERED_WORD no answer at all (work in progress, until it is cancelled or times out).
 */
export const FAKE_MODEL_NAME = 'fake-model-e2e';
/** The second model an administrator offers (MODEL_ALTERNATIVES): 'Compare with' names it. */
export const FAKE_SECOND_MODEL = 'fake-model-e2e-second';
export { CANNED_DRAFTS, FAKE_MODEL_CONTENT };
export const UNUSABLE_WORD = 'unusable';
export const UNANSWERED_WORD = 'unanswered';

const askedFor = (request: FakeModelRequest) =>
  (request.body?.messages ?? []).map((message) => message.content).join('\n');

export function answerByRequest(request: FakeModelRequest): FakeAnswer {
  const jsonMode =
    (request.body?.response_format as { type?: string } | undefined)?.type === 'json_object';
  if (!jsonMode) return { content: FAKE_MODEL_CONTENT };
  const asked = askedFor(request);
  if (asked.includes(UNUSABLE_WORD)) return UNUSABLE_ANSWERS.notJson;
  if (asked.includes(UNANSWERED_WORD)) return { hang: true };
  if (asked.includes('"differentiator"')) return jsonAnswer(CANNED_DRAFTS.usp);
  if (asked.includes('exactly one key: "buyerPersonas"')) return jsonAnswer(CANNED_DRAFTS.personas);
  if (asked.includes('"competitors" and "signals"')) return jsonAnswer(CANNED_DRAFTS.research);
  return jsonAnswer(CANNED_DRAFTS.icp);
}

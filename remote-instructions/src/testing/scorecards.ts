import type MockAdapter from 'axios-mock-adapter';
import type { Scorecard, TenantScorecard } from '@portal/contract';

/** Where a version's scorecard is read. */
export const scorecardUrl = (promptId: string, version: string) =>
  `/api/prompts/${promptId}/versions/${version}/scorecard`;
const SCORECARD_PATTERN = /^\/api\/prompts\/[^/]+\/versions\/[^/]+\/scorecard$/;

type Numbers = Omit<TenantScorecard, 'tenantId' | 'tenantName'>;

/** A scope without calls nor test results. */
export const noCalls: Numbers = {
  calls: { total: 0, ok: 0, unusable: 0, error: 0, timeout: 0 },
  answers: {
    total: 0,
    kept: 0,
    edited: 0,
    discarded: 0,
    pending: 0,
    keptRate: null,
    editedRate: null,
    discardedRate: null,
  },
  latencyMs: { median: null, p95: null },
  tokens: { input: 0, output: 0 },
  cost: 0,
  testCases: null,
};

/** A version's scorecard: `numbers` over every tenant, and `tenants`. */
export const scorecardOf = (
  promptId: string,
  version: string,
  numbers: Partial<Numbers> = {},
  tenants: TenantScorecard[] = [],
): Scorecard => ({ promptId, version, ...noCalls, ...numbers, tenants });

type Reply = [status: number, body: unknown];

/**
 * What each scorecard URL answers in this test, in turn (the last one from then on); a URL not
 * named answers a scorecard without calls. One handler for them all, registered by
 * `instructionPageApi`, so every page that shows scorecards is answered.
 */
export const scorecardReplies = new Map<string, Reply[]>();

export function answerScorecards(http: MockAdapter) {
  beforeEach(() => scorecardReplies.clear());
  return () =>
    http.onGet(SCORECARD_PATTERN).reply(({ url = '' }): Reply => {
      const replies = scorecardReplies.get(url);
      if (!replies || replies.length === 0) {
        const [, promptId, version] = url.match(/^\/api\/prompts\/([^/]+)\/versions\/([^/]+)/)!;
        return [200, scorecardOf(promptId!, version!)];
      }
      return (replies.length > 1 ? replies.shift() : replies[0])!;
    });
}

import { type Static, Type } from 'typebox';
import { Id } from './common';
import { GenerationRef } from './lineage';
import { MODEL_CALL_FATES, MODEL_CALL_OUTCOMES, MODEL_CALL_PURPOSES } from './limits';
import { Version } from './prompt';

/*
 * A scorecard for every instruction version (issue 39 §4): how its model calls went and what
 * staff did with their answers, over every tenant the reader reaches, and per tenant.
 */

export const ModelCallPurpose = Type.Enum(MODEL_CALL_PURPOSES);
export type ModelCallPurpose = Static<typeof ModelCallPurpose>;
export const ModelCallOutcome = Type.Enum(MODEL_CALL_OUTCOMES);
export type ModelCallOutcome = Static<typeof ModelCallOutcome>;
export const ModelCallFate = Type.Enum(MODEL_CALL_FATES);
export type ModelCallFate = Static<typeof ModelCallFate>;

const Count = Type.Integer({ minimum: 0 });
/** A share from 0 to 1; null when there is nothing to divide by. */
const Rate = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]);

/** One scope's numbers: a version's calls in every reached tenant, or in one. */
export const ScorecardNumbers = {
  /** Every recorded call, by how it ended. */
  calls: Type.Object({
    total: Count,
    ok: Count,
    unusable: Count,
    error: Count,
    timeout: Count,
  }),
  /**
   * Answers of drafts, suggestions, revisions and research (calls that ended ok), by fate:
   * saved unedited (kept), saved with edits (edited), dismissed or not saved within 24 hours
   * (discarded); `pending` are younger than that and neither. Rates are of the decided ones
   * (kept + edited + discarded).
   */
  answers: Type.Object({
    total: Count,
    kept: Count,
    edited: Count,
    discarded: Count,
    pending: Count,
    keptRate: Rate,
    editedRate: Rate,
    discardedRate: Rate,
  }),
  /** Nearest-rank percentiles of every call's latency; null without calls. */
  latencyMs: Type.Object({
    median: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    p95: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  }),
  /** Tokens as the answers' `usage` said (calls without one count none). */
  tokens: Type.Object({ input: Count, output: Count }),
  /** The calls' stored costs summed, in the price table's currency; 0 without prices. */
  cost: Type.Number({ minimum: 0 }),
  /**
   * The latest test-case run on the version's exact text, counting only the cases the reader
   * reaches (per tenant: that tenant's own cases); null when it never ran or has none.
   */
  testCases: Type.Union([
    Type.Object({ passed: Count, total: Count, rate: Type.Number({ minimum: 0, maximum: 1 }) }),
    Type.Null(),
  ]),
};

export const TenantScorecard = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  ...ScorecardNumbers,
});
export type TenantScorecard = Static<typeof TenantScorecard>;

/**
 * GET /api/prompts/{id}/versions/{version}/scorecard (path: PromptParams): the numbers over
 * every tenant the reader reaches, then one entry per such tenant with calls or test results,
 * by name.
 */
export const Scorecard = Type.Object({
  promptId: Type.String(),
  version: Version,
  ...ScorecardNumbers,
  tenants: Type.Array(TenantScorecard),
});
export type Scorecard = Static<typeof Scorecard>;

/**
 * POST /api/drafts/dismiss: staff closed a draft's, suggestion's, revision's or research's
 * answer without saving it; `generation` is the token it answered. 204; nothing else changes.
 */
export const DismissDraftRequest = Type.Object(
  { tenantId: Id, workspaceId: Id, generation: GenerationRef },
  { additionalProperties: false },
);
export type DismissDraftRequest = Static<typeof DismissDraftRequest>;

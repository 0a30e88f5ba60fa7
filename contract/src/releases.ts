import { type Static, Type } from 'typebox';
import { Id, RequiredText } from './common';
import { RELEASE_LIMITS, RELEASE_REQUEST_STATUSES } from './limits';
import { PromptType, Version } from './prompt';

/*
 * Releases (issue 35). "Active" stays the head of an instruction's versions: the text being
 * worked on. What each tenant's AI uses is its release: per instruction type, one version for
 * every tenant, or, during a staged rollout, another for the tenants chosen first. A version
 * reaches a release through a request that a releaser other than its requester approves,
 * and a gate on the type's saved test cases (or a written reason to pass it). Overrides (pins
 * and variants) still win over the release, and each override change is recorded in the
 * release history as a release to that tenant.
 */

/** open → approved → released; open → rejected; open or approved → stale (a newer edit). */
export const ReleaseRequestStatus = Type.Enum(RELEASE_REQUEST_STATUSES);
export type ReleaseRequestStatus = Static<typeof ReleaseRequestStatus>;

/** POST /api/prompts/{promptId}/versions/{version}/release-requests */
export const CreateReleaseRequest = Type.Object(
  { note: Type.String({ maxLength: RELEASE_LIMITS.note }) },
  { additionalProperties: false },
);
export type CreateReleaseRequest = Static<typeof CreateReleaseRequest>;

export const ReleaseRequestParams = Type.Object(
  { promptId: Id, version: Version },
  { additionalProperties: false },
);
export type ReleaseRequestParams = Static<typeof ReleaseRequestParams>;

export const RequestIdParams = Type.Object({ requestId: Id }, { additionalProperties: false });
export type RequestIdParams = Static<typeof RequestIdParams>;

/** POST …/approve and …/reject: the reviewer's word, kept as the request's comment. */
export const ReviewReleaseRequest = Type.Object(
  { comment: Type.String({ maxLength: RELEASE_LIMITS.comment }) },
  { additionalProperties: false },
);
export type ReviewReleaseRequest = Static<typeof ReviewReleaseRequest>;

/** POST /api/release-requests/{requestId}/comments */
export const CommentReleaseRequest = Type.Object(
  { comment: RequiredText(RELEASE_LIMITS.comment) },
  { additionalProperties: false },
);
export type CommentReleaseRequest = Static<typeof CommentReleaseRequest>;

/**
 * POST /api/release-requests/{requestId}/release. Without `tenantIds`: every tenant (which
 * completes a staged rollout). `reason`: required to release past a failing or unrun gate.
 */
export const ReleaseVersionRequest = Type.Object(
  {
    tenantIds: Type.Optional(
      Type.Array(Id, { minItems: 1, maxItems: RELEASE_LIMITS.tenantIds, uniqueItems: true }),
    ),
    reason: Type.Optional(RequiredText(RELEASE_LIMITS.reason)),
  },
  { additionalProperties: false },
);
export type ReleaseVersionRequest = Static<typeof ReleaseVersionRequest>;

/** POST /api/prompts/releases/{releaseId}/rollback: the chosen tenants (or all) go back. */
export const RollbackRequest = Type.Object(
  {
    tenantIds: Type.Optional(
      Type.Array(Id, { minItems: 1, maxItems: RELEASE_LIMITS.tenantIds, uniqueItems: true }),
    ),
    reason: RequiredText(RELEASE_LIMITS.reason),
  },
  { additionalProperties: false },
);
export type RollbackRequest = Static<typeof RollbackRequest>;

export const ReleaseIdParams = Type.Object({ releaseId: Id }, { additionalProperties: false });
export type ReleaseIdParams = Static<typeof ReleaseIdParams>;

/** Who did something, when. */
const Act = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type ReleaseAct = Static<typeof Act>;

/** One tenant as a reader may see it: named when it may reach it. */
export const NamedTenant = Type.Object({ id: Type.String(), name: Type.String() });
export type NamedTenant = Static<typeof NamedTenant>;

/**
 * Tenants named only when the reader may reach them; `others` counts the rest, so a member of
 * Acme learns how many, never which.
 */
export const TenantSet = Type.Object({
  tenants: Type.Array(NamedTenant),
  others: Type.Integer({ minimum: 0 }),
});
export type TenantSet = Static<typeof TenantSet>;

/**
 * The test gate of one exact text: `passed` when every saved case of the type passed on it,
 * `failing` when one failed, `not-run` when one has no result on it, `no-cases` when the type
 * has none. Cases are named when the reader may reach them and counted otherwise.
 */
export const GateResult = Type.Object({
  status: Type.Union([
    Type.Literal('passed'),
    Type.Literal('failing'),
    Type.Literal('not-run'),
    Type.Literal('no-cases'),
  ]),
  total: Type.Integer({ minimum: 0 }),
  passed: Type.Integer({ minimum: 0 }),
  failing: Type.Array(Type.Object({ caseId: Type.String(), caseName: Type.String() })),
  notRun: Type.Array(Type.Object({ caseId: Type.String(), caseName: Type.String() })),
  /** Failing or unrun cases of tenants the reader does not reach. */
  hidden: Type.Integer({ minimum: 0 }),
});
export type GateResult = Static<typeof GateResult>;

export const ReleaseComment = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('comment'), Type.Literal('approve'), Type.Literal('reject')]),
  userId: Type.String(),
  username: Type.String(),
  at: Type.String({ format: 'date-time' }),
  comment: Type.String(),
});
export type ReleaseComment = Static<typeof ReleaseComment>;

/** A request as the lists answer it. */
export const ReleaseRequestSummary = Type.Object({
  id: Type.String(),
  status: ReleaseRequestStatus,
  promptId: Type.String(),
  version: Type.String(),
  promptType: PromptType,
  requestedBy: Type.String({ description: 'The requester’s username' }),
  requestedAt: Type.String({ format: 'date-time' }),
  note: Type.String(),
  reviewed: Type.Union([Act, Type.Null()]),
});
export type ReleaseRequestSummary = Static<typeof ReleaseRequestSummary>;

/** GET /api/release-requests?status= */
export const ReleaseRequestList = Type.Object({ items: Type.Array(ReleaseRequestSummary) });
export type ReleaseRequestList = Static<typeof ReleaseRequestList>;

export const ReleaseRequestQuery = Type.Object(
  {
    status: Type.Optional(ReleaseRequestStatus),
    promptType: Type.Optional(PromptType),
  },
  { additionalProperties: false },
);
export type ReleaseRequestQuery = Static<typeof ReleaseRequestQuery>;

/**
 * The version a tenant's AI uses for the type now, by its release: `version` null when the
 * type has no release yet.
 */
export const ReleasedVersion = Type.Object({
  releaseId: Type.String(),
  promptId: Type.String(),
  version: Type.String(),
  promptContent: Type.String(),
});
export type ReleasedVersion = Static<typeof ReleasedVersion>;

/**
 * GET /api/release-requests/{requestId}: the request with what a reviewer decides on: the
 * text released now (for the word diff), the gate on this exact version, who receives it and
 * who does not, how far its rollout went, and the comments.
 */
export const ReleaseRequestDetail = Type.Object({
  ...ReleaseRequestSummary.properties,
  promptContent: Type.String({ description: 'The requested version’s text' }),
  /** What every tenant without a staged release uses now; null when the type has none. */
  released: Type.Union([ReleasedVersion, Type.Null()]),
  gate: GateResult,
  impact: Type.Object({
    /** Tenants that resolve to the release and will get this version. */
    receive: TenantSet,
    /** Tenants with an override (pin or variant) of the type: they keep it. */
    keepOverride: TenantSet,
  }),
  rollout: Type.Object({
    /** Tenants already on this version through this request's releases. */
    releasedTo: TenantSet,
    /** Tenants still to go (overridden ones not counted). */
    remaining: TenantSet,
  }),
  comments: Type.Array(ReleaseComment),
});
export type ReleaseRequestDetail = Static<typeof ReleaseRequestDetail>;

/**
 * One event of a type's release history: a release (of a request), a rollback, an override
 * change recorded as a release to its tenant, or the first release (when releases began).
 */
export const ReleaseEvent = Type.Object({
  id: Type.String(),
  kind: Type.Union([
    Type.Literal('release'),
    Type.Literal('rollback'),
    Type.Literal('override'),
    Type.Literal('initial'),
  ]),
  promptType: PromptType,
  /** The version it gave the tenants; null for a variant override (its own text). */
  promptId: Type.Union([Type.String(), Type.Null()]),
  version: Type.String(),
  /** null: every tenant. */
  tenants: Type.Union([TenantSet, Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
  requestedBy: Type.Union([Type.String(), Type.Null()]),
  approvedBy: Type.Union([Type.String(), Type.Null()]),
  releasedBy: Type.Union([Type.String(), Type.Null()]),
  releasedAt: Type.String({ format: 'date-time' }),
  /** The gate when released; null for rollbacks, overrides and the first release. */
  gate: Type.Union([GateResult, Type.Null()]),
  /** Why the gate was passed, the rollback made, or the override changed. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** For a rollback: the release it took back. */
  rollsBack: Type.Union([Type.String(), Type.Null()]),
  /** The rollbacks that later took this release back, newest first. */
  rolledBackBy: Type.Array(Type.String()),
  /**
   * The live tenants on this release now (by their release, overrides aside): what a
   * rollback of it can take back. Named when the reader reaches them, counted otherwise.
   */
  current: TenantSet,
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

/** GET /api/prompts/releases?promptType=ICP, newest first. */
export const ReleaseHistoryQuery = Type.Object(
  { promptType: PromptType },
  { additionalProperties: false },
);
export type ReleaseHistoryQuery = Static<typeof ReleaseHistoryQuery>;

export const ReleaseHistory = Type.Object({ items: Type.Array(ReleaseEvent) });
export type ReleaseHistory = Static<typeof ReleaseHistory>;

/**
 * GET /api/prompts/release-status: what the Instructions table's Status cell says of each
 * version that is released somewhere or in review, in one call. `tenantCount`: live tenants.
 */
export const ReleaseStatusList = Type.Object({
  tenantCount: Type.Integer({ minimum: 0 }),
  /** Open release requests, for a releaser's count on the Instruction Tuning page. */
  openRequests: Type.Integer({ minimum: 0 }),
  items: Type.Array(
    Type.Object({
      promptId: Type.String(),
      version: Type.String(),
      promptType: PromptType,
      /** Live tenants whose release is this version (overrides aside). */
      releasedTo: Type.Integer({ minimum: 0 }),
      /** An open or approved request names this version. */
      requestId: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ReleaseStatusList = Static<typeof ReleaseStatusList>;

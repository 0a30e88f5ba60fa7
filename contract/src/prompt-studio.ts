import { type Static, Type } from 'typebox';
import { Id, RequiredText } from './common';
import { DRAFT_LIMITS, NO_RELEASE, PROMPT_LIMITS, REVISE_LIMITS } from './limits';
import { PromptType, Version } from './prompt';

/*
 * The instruction studio (issue 20): the variables an instruction may name, its text rendered
 * on a workspace's real records, the instruction a tenant resolves to (per-tenant overrides)
 * and a test run through the configured model provider. The catalogue itself and the check
 * of a text are plain code in `@portal/contract/template`.
 *
 * A text that names a variable outside the catalogue or not available to its type answers
 * 400 UNKNOWN_VARIABLE; one that does not parse (an unclosed section, a list used as a value)
 * 400 TEMPLATE_SYNTAX. Both messages name the variable and its line. This holds for every
 * write of a text (create, edit, restore, a tenant's variant) and for render and test run.
 * A render whose output would pass 2,000,000 characters (lists repeated or nested) answers
 * 400 RENDER_TOO_LARGE instead of running on.
 */

/** GET /api/prompts/variables?promptType=ICP */
export const PromptVariablesQuery = Type.Object(
  { promptType: PromptType },
  { additionalProperties: false },
);
export type PromptVariablesQuery = Static<typeof PromptVariablesQuery>;

const VariableField = Type.Object({
  name: Type.String(),
  description: Type.String(),
  example: Type.String(),
});

/** One catalogue entry available to the asked type. */
export const PromptVariableInfo = Type.Object({
  name: Type.String({ description: "The wire shapes' path, e.g. tenant.name" }),
  kind: Type.Union([Type.Literal('text'), Type.Literal('list'), Type.Literal('text-list')], {
    description: 'text: {{name}}; list: a section over records; text-list: a section over texts',
  }),
  description: Type.String(),
  example: Type.String(),
  /** A list's item fields, named inside its section. */
  fields: Type.Optional(Type.Array(VariableField)),
});
export type PromptVariableInfo = Static<typeof PromptVariableInfo>;

/**
 * POST /api/prompts/render and POST /api/prompts/test-run. `tenantId` and `workspaceId` go
 * through the scope rules of every call; `icpId` / `uspId` must be of that workspace (else
 * the same 404 as a missing one). An ICP-based type without `icpId` (or a USP type without
 * `uspId`) renders the record's variables empty, with warnings.
 */
export const RenderPromptRequest = Type.Object(
  {
    promptType: PromptType,
    promptContent: RequiredText(PROMPT_LIMITS.promptContent),
    tenantId: Id,
    workspaceId: Id,
    icpId: Type.Optional(Id),
    uspId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type RenderPromptRequest = Static<typeof RenderPromptRequest>;

/** A variable the text names and what it rendered as (a list: its items, one per line). */
export const RenderedVariable = Type.Object({ name: Type.String(), value: Type.String() });
export type RenderedVariable = Static<typeof RenderedVariable>;

/** A value the text names that the records leave empty (a persona without description). */
export const RenderWarning = Type.Object({
  variable: Type.String({ description: 'e.g. icp.buyerPersonas[2].description' }),
  message: Type.String(),
});
export type RenderWarning = Static<typeof RenderWarning>;

export const RenderPromptResponse = Type.Object({
  /** The exact text the model would receive. */
  text: Type.String(),
  variables: Type.Array(RenderedVariable),
  warnings: Type.Array(RenderWarning),
});
export type RenderPromptResponse = Static<typeof RenderPromptResponse>;

/**
 * POST /api/prompts/test-run: the call a draft of the type makes (the instruction rendered as
 * /render renders it, as the system message; the company description and the answer's shape
 * as the user message; JSON mode for typed answers), sent to the configured model, and
 * optionally to a second one for comparison.
 */
export const TestRunRequest = Type.Object(
  {
    ...RenderPromptRequest.properties,
    companyDescription: Type.Optional(
      Type.String({
        maxLength: DRAFT_LIMITS.companyDescription,
        description: "As a draft sends it; left out or blank: the workspace's description",
      }),
    ),
    compareModel: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'A second model to run the same call on, side by side: one of GET /api/model-provider ' +
          '`alternatives`',
      }),
    ),
    request: Type.Optional(
      Type.String({
        maxLength: REVISE_LIMITS.request,
        description:
          "Edit types: the staff's request, as 'Revise with AI' sends it (the chosen ICP or USP " +
          'is the record revised)',
      }),
    ),
    personaId: Type.Optional(
      Type.String({
        maxLength: 100,
        description: "BUYER_PERSONA_EDIT: the persona revised; the ICP's first when left out",
      }),
    ),
  },
  { additionalProperties: false },
);
export type TestRunRequest = Static<typeof TestRunRequest>;

/** One message of a model call, as it was sent. */
export const ModelMessage = Type.Object({
  role: Type.Union([Type.Literal('system'), Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
});
export type ModelMessage = Static<typeof ModelMessage>;

/** Tokens the provider counted; null when it reports none. */
export const ModelUsage = Type.Union([
  Type.Object({ inputTokens: Type.Integer(), outputTokens: Type.Integer() }),
  Type.Null(),
]);
export type ModelUsage = Static<typeof ModelUsage>;

/** What one model answered to the call: its raw answer, what came of it, its time and cost. */
export const TestRunAnswer = Type.Object({
  model: Type.String({
    description: 'The model that answered; the offline one says it is not a model',
  }),
  output: Type.String({ description: 'The raw answer (empty when the call failed)' }),
  ms: Type.Integer({ minimum: 0, description: 'Time the provider took' }),
  usage: ModelUsage,
  cost: Type.Number({ description: 'From the price table (MODEL_PRICES); 0 without a price' }),
  parsed: Type.Optional(
    Type.Unknown({ description: "The answer checked against the type's shape, when it has one" }),
  ),
  unusable: Type.Optional(
    Type.String({ description: "Why the answer does not fit the type's shape" }),
  ),
  error: Type.Optional(
    Type.String({
      description:
        "Why the call failed (the second model's only: the first one's is the route's 502 / 504)",
    }),
  ),
});
export type TestRunAnswer = Static<typeof TestRunAnswer>;

export const TestRunResponse = Type.Object({
  ...TestRunAnswer.properties,
  rendered: Type.String({ description: 'The system message: the text /render answers' }),
  messages: Type.Array(ModelMessage, { description: 'Every message sent, in order' }),
  responseFormat: Type.Union([Type.Literal('text'), Type.Literal('json')]),
  compare: Type.Optional(TestRunAnswer),
});
export type TestRunResponse = Static<typeof TestRunResponse>;

/** GET /api/model-provider: which provider answers test runs (never its key). */
export const ModelProviderInfo = Type.Object({
  kind: Type.Union([Type.Literal('offline'), Type.Literal('openai-compatible')]),
  model: Type.String(),
  alternatives: Type.Array(Type.String(), {
    description: 'Second models a test run may compare with (MODEL_ALTERNATIVES)',
  }),
});
export type ModelProviderInfo = Static<typeof ModelProviderInfo>;

/** GET /api/prompts/resolve?tenantId=&promptType= */
export const ResolvePromptQuery = Type.Object(
  { tenantId: Id, promptType: PromptType },
  { additionalProperties: false },
);
export type ResolvePromptQuery = Static<typeof ResolvePromptQuery>;

/**
 * The instruction an AI pipeline must use for a tenant now. `default`: the tenant's release of
 * the type (issue 35: the version a releaser released to every tenant, or to this one first in
 * a staged rollout), with `release`. `override`: the tenant's pin to
 * a version, or its own variant text (`id` is then the override's id, `version` counts the
 * variant's changes from '1.0').
 */
export const ResolvedPrompt = Type.Object({
  id: Type.String(),
  version: Type.String(),
  promptType: PromptType,
  promptContent: Type.String(),
  source: Type.Union([Type.Literal('default'), Type.Literal('override')]),
  override: Type.Optional(Type.Union([Type.Literal('pin'), Type.Literal('variant')])),
  /** The release that gave the tenant this version (issue 35); absent for an override. */
  release: Type.Optional(
    Type.Object({ id: Type.String(), releasedAt: Type.String({ format: 'date-time' }) }),
  ),
});
export type ResolvedPrompt = Static<typeof ResolvedPrompt>;

/**
 * 404 NO_RELEASE: the tenant has no instruction of the type (no release to it, no override),
 * so nothing resolves and no model is called. `GET /api/prompts/resolve`, the drafts, 'Revise
 * with AI' and 'Research the company' answer it; their other 404s (a record or tenant out of
 * reach) are NOT_FOUND.
 */
export const NoRelease = Type.Object(
  {
    statusCode: Type.Literal(404),
    code: Type.Literal(NO_RELEASE),
    message: Type.String(),
  },
  { description: 'No instruction of the type is released to the tenant' },
);
export type NoRelease = Static<typeof NoRelease>;

/**
 * PUT /api/tenants/{tenantId}/prompt-overrides/{promptType}: admins only (403 FORBIDDEN for
 * staff). Either a pin to an existing version of an instruction of that type, or the
 * tenant's own text (checked like any instruction text).
 */
export const PutPromptOverrideRequest = Type.Union([
  Type.Object({ promptId: Id, version: Version }, { additionalProperties: false }),
  Type.Object(
    { promptContent: RequiredText(PROMPT_LIMITS.promptContent) },
    { additionalProperties: false },
  ),
]);
export type PutPromptOverrideRequest = Static<typeof PutPromptOverrideRequest>;

export const PromptOverrideParams = Type.Object(
  { tenantId: Id, promptType: PromptType },
  { additionalProperties: false },
);
export type PromptOverrideParams = Static<typeof PromptOverrideParams>;

/** One tenant's override of one instruction type. */
export const PromptOverride = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  promptType: PromptType,
  kind: Type.Union([Type.Literal('pin'), Type.Literal('variant')]),
  /** A pin's instruction and version; null for a variant. */
  promptId: Type.Union([Type.String(), Type.Null()]),
  version: Type.String({ description: "A pin's version, or the variant's own ('1.0', '1.1', …)" }),
  /** A variant's text; for a pin, the pinned version's text. */
  promptContent: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  author: Type.Union([Type.String(), Type.Null()]),
});
export type PromptOverride = Static<typeof PromptOverride>;

/**
 * GET /api/tenants/{tenantId}/prompt-overrides: that tenant's overrides. GET
 * /api/prompts/overrides: the overrides of every tenant the caller may reach (the
 * Instructions list counts them per instruction).
 */
export const PromptOverrideList = Type.Array(PromptOverride);
export type PromptOverrideList = Static<typeof PromptOverrideList>;

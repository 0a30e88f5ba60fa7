import { type Static, Type } from 'typebox';
import { Id } from './common';
import { BuyerPersonaInputs, icpContentFields } from './icp';
import { GenerationInfo } from './lineage';
import { DRAFT_LIMITS, ICP_LIMITS } from './limits';
import { uspContentFields } from './usp';

/*
 * Drafts (issue 21): the tenant's resolved ICP, BUYER_PERSONA or USP instruction, rendered on
 * its workspace and sent to the configured model with a company description; the model's
 * JSON answer, checked against the shapes below, fills the form. Nothing is saved: a create
 * or update that sends the answer's `generation.token` records the lineage.
 */

const CompanyDescription = Type.Optional(
  Type.String({
    maxLength: DRAFT_LIMITS.companyDescription,
    description: "Left out or blank: the workspace's description",
  }),
);

/** POST /api/icp-onboarding/draft */
export const IcpDraftRequest = Type.Object(
  { tenantId: Id, workspaceId: Id, companyDescription: CompanyDescription },
  { additionalProperties: false },
);
export type IcpDraftRequest = Static<typeof IcpDraftRequest>;

/** The ICP form's current content: may be incomplete (empty texts render empty). */
const FormIcp = Type.Object(
  {
    name: Type.String({ maxLength: ICP_LIMITS.name }),
    description: Type.String({ maxLength: ICP_LIMITS.text }),
    segments: Type.Array(
      Type.Object(
        {
          name: Type.String({ maxLength: ICP_LIMITS.name }),
          description: Type.String({ maxLength: ICP_LIMITS.text }),
          details: Type.String({ maxLength: ICP_LIMITS.text }),
        },
        { additionalProperties: false },
      ),
      { maxItems: ICP_LIMITS.segments },
    ),
  },
  { additionalProperties: false },
);

/** POST /api/icp-onboarding/draft-personas: `icp` fills the instruction's icp.* variables. */
export const PersonaDraftRequest = Type.Object(
  { tenantId: Id, workspaceId: Id, icp: FormIcp, companyDescription: CompanyDescription },
  { additionalProperties: false },
);
export type PersonaDraftRequest = Static<typeof PersonaDraftRequest>;

/** POST /api/usp-onboarding/draft */
export const UspDraftRequest = IcpDraftRequest;
export type UspDraftRequest = Static<typeof UspDraftRequest>;

/** An ICP as the model must answer it: CreateIcpRequest's content, limits included. */
export const IcpDraft = Type.Object(icpContentFields, { additionalProperties: false });
export type IcpDraft = Static<typeof IcpDraft>;

/** Buyer personas as the model must answer them. */
export const PersonaDraft = Type.Object(
  { buyerPersonas: BuyerPersonaInputs },
  { additionalProperties: false },
);
export type PersonaDraft = Static<typeof PersonaDraft>;

/** A USP as the model must answer it: CreateUspRequest's content, limits included. */
export const UspDraft = Type.Object(uspContentFields, { additionalProperties: false });
export type UspDraft = Static<typeof UspDraft>;

/**
 * Which instruction version and model drafted the answer, and the token a create or update
 * sends back (`generation: { token }`) to record that lineage. The token is signed by the
 * server for this tenant, workspace, kind and draft; it is not a secret, and not a credential.
 */
export const DraftGeneration = Type.Object({
  ...GenerationInfo,
  token: Type.String(),
});
export type DraftGeneration = Static<typeof DraftGeneration>;

export const IcpDraftResponse = Type.Object({ draft: IcpDraft, generation: DraftGeneration });
export type IcpDraftResponse = Static<typeof IcpDraftResponse>;

export const PersonaDraftResponse = Type.Object({
  draft: PersonaDraft,
  generation: DraftGeneration,
});
export type PersonaDraftResponse = Static<typeof PersonaDraftResponse>;

export const UspDraftResponse = Type.Object({ draft: UspDraft, generation: DraftGeneration });
export type UspDraftResponse = Static<typeof UspDraftResponse>;

/** GET /api/prompts/{id}/versions/{version}/artifacts (path: PromptParams) */
export const ArtifactsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DRAFT_LIMITS.artifactsPageMax })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type ArtifactsQuery = Static<typeof ArtifactsQuery>;

/** One ICP or USP an instruction version drafted, in a tenant the caller may reach. */
export const Artifact = Type.Object({
  kind: Type.Union([Type.Literal('icp'), Type.Literal('usp')]),
  id: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  edited: Type.Boolean(),
});
export type Artifact = Static<typeof Artifact>;

/** `total` counts every match the caller may reach; `items` is the page (ICPs, then USPs). */
export const ArtifactsPage = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(Artifact),
});
export type ArtifactsPage = Static<typeof ArtifactsPage>;

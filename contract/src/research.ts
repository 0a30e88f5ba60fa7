import { type Static, Type } from 'typebox';
import { Id, RequiredText, Revision } from './common';
import { DRAFT_LIMITS, RESEARCH_LIMITS, RESEARCH_SECTIONS } from './limits';
import { CopiedFrom, GeneratedBy, GenerationRef } from './lineage';
import { DraftGeneration } from './drafts';
import { RunParams, runFields } from './background-runs';

/*
 * Company research (issue 39 §3): each workspace holds at most one research brief about the
 * customer company. 'Research the company' asks the tenant's released COMPANY_RESEARCH
 * instruction for a proposal (nothing saved); staff review, edit and save it. Each section
 * says where it came from: the sources staff added for it, or, with none, model knowledge.
 */

/** One of the brief's sections: summary, offerings, markets, competitors, signals. */
export const ResearchSection = Type.Enum(RESEARCH_SECTIONS);
export type ResearchSection = Static<typeof ResearchSection>;

/** A source staff added to a section: a URL or a note ("Annual report 2025, p. 4"). */
export const ResearchSource = Type.Object(
  { section: ResearchSection, reference: RequiredText(RESEARCH_LIMITS.source) },
  { additionalProperties: false },
);
export type ResearchSource = Static<typeof ResearchSource>;

/** A list section's entries: each one line of text, at most RESEARCH_LIMITS.items. */
const Lines = Type.Array(RequiredText(RESEARCH_LIMITS.item), { maxItems: RESEARCH_LIMITS.items });

/** What the model answers: the company's name and the five sections, no sources. */
export const researchSectionFields = {
  name: RequiredText(RESEARCH_LIMITS.name),
  summary: RequiredText(RESEARCH_LIMITS.summary),
  offerings: Lines,
  markets: Lines,
  competitors: Lines,
  signals: Lines,
};

/** A brief's content: the sections and the sources staff added (none: model knowledge). */
export const researchContentFields = {
  ...researchSectionFields,
  sources: Type.Array(ResearchSource, { maxItems: RESEARCH_LIMITS.sources }),
};

/** A workspace's research brief. */
export const ResearchBrief = Type.Object({
  id: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  offerings: Type.Array(Type.String()),
  markets: Type.Array(Type.String()),
  competitors: Type.Array(Type.String()),
  signals: Type.Array(Type.String()),
  sources: Type.Array(
    Type.Object({ id: Type.String(), section: ResearchSection, reference: Type.String() }),
  ),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  revision: Revision,
  /** Present only when saved from a research proposal; after every key but copiedFrom. */
  generatedBy: Type.Optional(GeneratedBy),
  /** Present only on a copy of another workspace's brief; the very last key. */
  copiedFrom: Type.Optional(CopiedFrom),
});
export type ResearchBrief = Static<typeof ResearchBrief>;

/** A brief's content as a pack holds it and a create sends it, without the scope. */
export const ResearchBriefContent = Type.Object(researchContentFields, {
  additionalProperties: false,
});
export type ResearchBriefContent = Static<typeof ResearchBriefContent>;

const briefFields = {
  ...researchContentFields,
  tenantId: Id,
  workspaceId: Id,
  generation: Type.Optional(GenerationRef),
};

/**
 * POST /api/research-briefs: the workspace's brief. A workspace holds one live brief: a
 * second create is 409 BRIEF_EXISTS naming the one there (`existingId`); change it with PUT.
 */
export const CreateResearchBriefRequest = Type.Object(briefFields, {
  additionalProperties: false,
});
export type CreateResearchBriefRequest = Static<typeof CreateResearchBriefRequest>;

/**
 * PUT /api/research-briefs/{tenantId}/{briefId}: a full replacement. `revision`: the one the
 * editor read; another is 409 STALE_REVISION, nothing written.
 */
export const UpdateResearchBriefRequest = Type.Object(
  { id: Id, ...briefFields, revision: Type.Optional(Revision) },
  { additionalProperties: false },
);
export type UpdateResearchBriefRequest = Static<typeof UpdateResearchBriefRequest>;

export const ResearchBriefParams = Type.Object(
  { tenantId: Id, briefId: Id },
  { additionalProperties: false },
);
export type ResearchBriefParams = Static<typeof ResearchBriefParams>;

/** 409 BRIEF_EXISTS: the error body, with the live brief's id. */
export const BriefExists = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('BRIEF_EXISTS'),
  message: Type.String(),
  existingId: Type.String(),
});
export type BriefExists = Static<typeof BriefExists>;

/** POST /api/research-briefs/research: research the workspace's company. */
export const ResearchRequest = Type.Object(
  {
    tenantId: Id,
    workspaceId: Id,
    companyDescription: Type.Optional(
      Type.String({
        maxLength: DRAFT_LIMITS.companyDescription,
        description: "Left out or blank: the workspace's description, or the tenant's name alone",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ResearchRequest = Static<typeof ResearchRequest>;

/** The model's answer, as the contract limits it: the sections, no sources. */
export const ResearchDraft = Type.Object(researchSectionFields, { additionalProperties: false });
export type ResearchDraft = Static<typeof ResearchDraft>;

/**
 * The proposal (nothing saved): a brief's content, `sources` empty (every section model
 * knowledge until staff add one), and the generation a save sends back for its lineage.
 */
export const ResearchResponse = Type.Object({
  proposal: ResearchBriefContent,
  generation: DraftGeneration,
});
export type ResearchResponse = Static<typeof ResearchResponse>;

/**
 * 'Research the company' in the background (issue 39 §5): started by POST
 * /api/research-briefs/research/runs, it goes on without the browser that started it; anyone
 * who reaches the tenant reads it back (the workspace's latest, or by id) and sees it running.
 * Once done, `result` is the proposal to review, as the waited research answers it: nothing
 * is saved until staff save the brief.
 */
export const ResearchRunProgress = Type.Object({
  ...runFields,
  tenantId: Type.String(),
  workspaceId: Type.String(),
  result: Type.Union([ResearchResponse, Type.Null()]),
});
export type ResearchRunProgress = Static<typeof ResearchRunProgress>;

/** GET …/workspace/{workspaceId}/research-runs/latest: null when nobody researched it yet. */
export const LatestResearchRun = Type.Object({
  progress: Type.Union([ResearchRunProgress, Type.Null()]),
});
export type LatestResearchRun = Static<typeof LatestResearchRun>;

/** A research run's path: its tenant (checked by the signed-in scope) and id. */
export const ResearchRunParams = Type.Object(
  { tenantId: Id, runId: RunParams.properties.runId },
  { additionalProperties: false },
);
export type ResearchRunParams = Static<typeof ResearchRunParams>;

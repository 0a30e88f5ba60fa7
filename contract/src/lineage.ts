import { type Static, Type } from 'typebox';
import { DRAFT_LIMITS } from './limits';
import { PromptType } from './prompt';

/*
 * Lineage (issue 21): an ICP or USP saved from a draft names the instruction version and the
 * model that drafted it, and whether a person has changed it since.
 */

/**
 * Sent with a create or update of an ICP or USP saved from a draft: the `token` of the
 * draft's `generation`, as the draft route answered it. The server verifies it (400
 * GENERATION_TOKEN_INVALID for a token it did not sign, 400 GENERATION_TOKEN_MISMATCH for one
 * of another tenant, workspace or kind) and records `generatedBy`.
 */
export const GenerationRef = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: DRAFT_LIMITS.token }),
    /**
     * A revision's (issue 39 §2): its `proposal`, as the revise route answered it. The token
     * holds its hash (400 GENERATION_TOKEN_MISMATCH for another); the server counts the
     * changes kept from it and the content saved.
     */
    proposal: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: "A revision's proposal, as answered; required with a revision's token",
      }),
    ),
  },
  { additionalProperties: false },
);
export type GenerationRef = Static<typeof GenerationRef>;

/** Who drafted a record: the instruction version, the model, when. */
export const GenerationInfo = {
  promptId: Type.String({ description: "The instruction's id (or the tenant's variant's)" }),
  promptType: PromptType,
  version: Type.String(),
  model: Type.String({ description: "The provider's model name" }),
  generatedAt: Type.String({ format: 'date-time' }),
};

/**
 * An ICP's or USP's lineage: drafted, or revised (an edit type). `edited`: the saved content differs from the draft (on the save
 * from the draft), or a person changed the content since.
 */
export const GeneratedBy = Type.Object({
  ...GenerationInfo,
  edited: Type.Boolean(),
  /**
   * Present only when the record was saved from a revision (issue 39 §2; promptType an edit
   * type): how many of the proposal's changes the save kept, of how many it proposed, counted
   * by the server from the content saved.
   */
  changes: Type.Optional(
    Type.Object({
      kept: Type.Integer({ minimum: 0 }),
      proposed: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type GeneratedBy = Static<typeof GeneratedBy>;

/**
 * Where a record was copied from (issue 24 §3), present only on copies. `workspaceName` is the
 * source workspace's name when the copy was made (kept on the copy, so a card shows 'Copied
 * from {workspace}' without another request, and readers of the copy learn nothing newer about
 * a workspace they may not reach). `revision` is the source's revision that was copied.
 *
 * The rest only for a reader who reaches the source's tenant (issue 33 §9); any other reader
 * gets just the two kept at copy time: no ids, nothing that moves with the source.
 * `changedSince` is true when the source is now at a higher revision or gone, and
 * `sourceGone` when it no longer exists (deleted).
 */
export const CopiedFrom = Type.Object({
  tenantId: Type.Optional(Type.String()),
  workspaceId: Type.Optional(Type.String()),
  workspaceName: Type.String(),
  id: Type.Optional(Type.String()),
  revision: Type.Integer({ minimum: 1 }),
  changedSince: Type.Optional(Type.Boolean()),
  sourceGone: Type.Optional(Type.Boolean()),
});
export type CopiedFrom = Static<typeof CopiedFrom>;

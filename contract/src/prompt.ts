import { type Static, Type } from 'typebox';
import { Id, RequiredText } from './common';
import {
  NEW_PROMPT_VERSION,
  PROMPT_LIMITS,
  PROMPT_TYPES,
  VERSION_MAX,
  VERSION_PATTERN,
} from './limits';

/** Spec §3: the seven instruction types, by key. */
export const PromptType = Type.Enum(PROMPT_TYPES, { description: 'Instruction type (spec §3)' });
export type PromptType = Static<typeof PromptType>;

/** `major.minor`, each a whole number: '1.0', '1.9', '1.10'. */
export const Version = Type.String({ pattern: VERSION_PATTERN, maxLength: VERSION_MAX });

const promptReply = {
  id: Type.String(),
  version: Type.String(),
  description: Type.String(),
  promptType: PromptType,
  promptContent: Type.String(),
  /** ISO 8601 timestamp. */
  updatedAt: Type.String({ format: 'date-time' }),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 for the active version of the prompt, 0 otherwise',
  }),
  /** Username of who wrote this version; null for versions from before authors were kept. */
  author: Type.Union([Type.String(), Type.Null()]),
};

/**
 * One version of an AI instruction prompt. GET /api/prompts/{id}/versions lists one prompt's
 * versions newest first (404 for an unknown id). `id` names the prompt across its versions;
 * (id, version) names one row. History is append-only: editing adds a version.
 */
export const Prompt = Type.Object(promptReply);
export type Prompt = Static<typeof Prompt>;

/** Answer of an edit: the new, now active, version; `newVersion` repeats its version number. */
export const UpdatePromptResponse = Type.Object({
  ...promptReply,
  newVersion: Type.String({ description: 'The version just created (= version)' }),
});
export type UpdatePromptResponse = Static<typeof UpdatePromptResponse>;

const promptFields = {
  description: RequiredText(PROMPT_LIMITS.description),
  promptType: PromptType,
  promptContent: RequiredText(PROMPT_LIMITS.promptContent),
};

/** POST /api/prompts/: a new prompt always starts at version '1.0' (spec §9). */
export const CreatePromptRequest = Type.Object(
  { version: Type.Literal(NEW_PROMPT_VERSION), ...promptFields },
  { additionalProperties: false },
);
export type CreatePromptRequest = Static<typeof CreatePromptRequest>;

/**
 * PUT /api/prompts/{id}/{version}: edits the active version by appending a new one. Every
 * field is sent; `id` and `version` repeat the path and must equal it.
 */
export const UpdatePromptRequest = Type.Object(
  { id: Id, version: Version, ...promptFields },
  { additionalProperties: false },
);
export type UpdatePromptRequest = Static<typeof UpdatePromptRequest>;

export const PromptParams = Type.Object(
  { id: Id, version: Version },
  { additionalProperties: false },
);

export const PromptIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/**
 * POST /api/prompts/{id}/versions/{version}/restore: appends a new active version whose
 * content is {version}'s, described by `restoredDescription`. `activeVersion` is the version
 * the client saw active; if another is active now, 409 VERSION_NOT_ACTIVE as for a stale
 * edit. Restoring the active version itself: 400 VERSION_IS_ACTIVE. Answers as an edit does.
 */
export const RestorePromptRequest = Type.Object(
  { activeVersion: Version },
  { additionalProperties: false },
);
export type RestorePromptRequest = Static<typeof RestorePromptRequest>;

/**
 * GET /api/prompts/compare?fromId=&fromVersion=&toId=&toVersion=: both versions, for a
 * side-by-side diff (computed in the browser). Two different instructions: 400
 * DIFFERENT_INSTRUCTIONS; either version missing: 404.
 */
export const ComparePromptsQuery = Type.Object(
  { fromId: Id, fromVersion: Version, toId: Id, toVersion: Version },
  { additionalProperties: false },
);
export type ComparePromptsQuery = Static<typeof ComparePromptsQuery>;

export const ComparePromptsResponse = Type.Object({ from: Prompt, to: Prompt });
export type ComparePromptsResponse = Static<typeof ComparePromptsResponse>;

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
};

/**
 * One version of an AI instruction prompt. `id` names the prompt across its versions;
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

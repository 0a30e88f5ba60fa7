/** Spec §3: the seven instruction types, by key. */
export type PromptType =
  | 'ICP'
  | 'BUYER_PERSONA'
  | 'USP'
  | 'COMPANY_RESEARCH'
  | 'ICP_EDIT'
  | 'BUYER_PERSONA_EDIT'
  | 'USP_EDIT';

/**
 * One version of an AI instruction prompt. `id` names the prompt across its versions;
 * (id, version) names one row. History is append-only: editing adds a version.
 */
export interface Prompt {
  id: string;
  version: string;
  description: string;
  promptType: PromptType;
  promptContent: string;
  /** ISO 8601 timestamp. */
  updatedAt: string;
  /** Spec §3: the server sends 1 for the active version, 0 otherwise. */
  isActive: 0 | 1;
}

/** POST /api/prompts/: a new prompt always starts at version '1.0'. */
export interface CreatePromptRequest {
  version: '1.0';
  description: string;
  promptType: PromptType;
  promptContent: string;
}

/** PUT /api/prompts/{id}/{version}: edits the active version by appending a new one. */
export interface UpdatePromptRequest {
  id: string;
  version: string;
  description: string;
  promptType: PromptType;
  promptContent: string;
}

/** The new, now active, version; `newVersion` repeats its version number. */
export interface UpdatePromptResponse extends Prompt {
  newVersion: string;
}

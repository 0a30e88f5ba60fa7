import type { PromptType } from '@portal/contract';
import type { TSchema } from 'typebox';
import { PROMPT_TYPES } from '@portal/contract';
import { DRAFT_TARGETS, DRAFT_KIND_NAMES } from '../kinds/drafts';

/**
 * What a model call of each instruction type asks for: the contract's shape of its answer
 * and the last line of the user message stating it (JSON mode is on whenever there is a
 * shape). Read off the kinds' declared drafts (src/kinds), so a kind that declares a draft of
 * a type gives that type its answer; a type no kind declares answers free text.
 */
export interface CallType {
  schema: TSchema;
  ask: string;
}

export const CALL_TYPES: Readonly<Partial<Record<PromptType, CallType>>> = Object.fromEntries(
  PROMPT_TYPES.flatMap((type) => {
    const target = DRAFT_KIND_NAMES.map((kind) => DRAFT_TARGETS[kind]).find(
      (declared) => declared.promptType === type,
    );
    return target ? [[type, { schema: target.schema, ask: target.ask }]] : [];
  }),
);

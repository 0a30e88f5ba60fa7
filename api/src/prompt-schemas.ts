import { type Static, Type } from '@fastify/type-provider-typebox';
import type {
  CreatePromptRequest,
  Prompt,
  PromptType,
  UpdatePromptRequest,
  UpdatePromptResponse,
} from '@portal/shared/contract';
import { Id, RequiredText, type Same } from './schemas';

/** Stated in the schemas, so the OpenAPI document shows them too. */
export const PROMPT_LIMITS = { description: 500, promptContent: 50_000 } as const;

/** Spec §3's seven instruction types, by key (the migration's CHECK lists the same). */
export const PROMPT_TYPES = [
  'ICP',
  'BUYER_PERSONA',
  'USP',
  'COMPANY_RESEARCH',
  'ICP_EDIT',
  'BUYER_PERSONA_EDIT',
  'USP_EDIT',
] as const satisfies readonly PromptType[];

/** `major.minor`, each a whole number: '1.0', '1.9', '1.10'. */
export const Version = Type.String({ pattern: '^\\d+\\.\\d+$', maxLength: 15 });

const PromptTypeField = Type.Enum(PROMPT_TYPES, { description: 'Instruction type (spec §3)' });

const promptFields = {
  description: RequiredText(PROMPT_LIMITS.description),
  promptType: PromptTypeField,
  promptContent: RequiredText(PROMPT_LIMITS.promptContent),
};

/** Spec §9: a new instruction always starts at version '1.0'. */
export const CreatePromptBody = Type.Object(
  { version: Type.Literal('1.0'), ...promptFields },
  { additionalProperties: false },
);

/** Every field is sent; `id` and `version` repeat the path and must equal it. */
export const UpdatePromptBody = Type.Object(
  { id: Id, version: Version, ...promptFields },
  { additionalProperties: false },
);

export const PromptParams = Type.Object(
  { id: Id, version: Version },
  { additionalProperties: false },
);

const promptReply = {
  id: Type.String(),
  version: Type.String(),
  description: Type.String(),
  promptType: PromptTypeField,
  promptContent: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 for the active version of the prompt, 0 otherwise',
  }),
};

export const PromptBody = Type.Object(promptReply);

export const UpdatePromptReply = Type.Object({
  ...promptReply,
  newVersion: Type.String({ description: 'The version just created (= version)' }),
});

// Compile-time: the schemas describe the contract's shapes (fails the build if they drift).
const contractChecks: [
  Same<Static<typeof CreatePromptBody>, CreatePromptRequest>,
  Same<Static<typeof UpdatePromptBody>, UpdatePromptRequest>,
  Same<Static<typeof PromptBody>, Prompt>,
  Same<Static<typeof UpdatePromptReply>, UpdatePromptResponse>,
] = [true, true, true, true];
void contractChecks;

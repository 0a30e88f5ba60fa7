import type { DraftGeneration, PersonaDraftRequest, PromptType } from '@portal/contract';
import { ApiError, validationFailed } from '../errors';
import { buildCall, runCall } from '../model/call';
import { usableAnswer } from '../model/call-answer';
import type { ModelPrices } from '../model/prices';
import type { ModelProvider } from '../model/provider';
import type { Caller, Repositories } from '../repositories';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_TARGETS, draftKindOf } from '../kinds/drafts';
import { contentHash } from './lineage';
import type { PromptRecords } from '../studio/prompt-view';
import { loadRecords } from '../studio/render-prompt';
import { resolvePrompt } from '../studio/resolve';
import { DRAFT_KINDS, type DraftKindSpec, type DraftKinds } from './draft-kinds';
import type { GenerationTokens } from './generation-token';

export const modelNotConfigured = () =>
  new ApiError(
    409,
    'MODEL_NOT_CONFIGURED',
    'No model is configured, so nothing can be drafted: the offline provider is not a model. ' +
      'Set MODEL_BASE_URL and MODEL_NAME (docs/model-provider.md) and restart the API.',
  );

export const NO_COMPANY_DESCRIPTION =
  'companyDescription is required: this workspace has no description. Type or paste a short ' +
  'description of the company.';

export interface DraftInput {
  tenantId: string;
  workspaceId: string;
  companyDescription?: string;
  /** A persona draft's ICP: the form's content, rendered as the icp.* variables. */
  icp?: PersonaDraftRequest['icp'];
}

export interface DraftContext {
  repos: Repositories;
  provider: ModelProvider;
  prices: ModelPrices;
  tokens: GenerationTokens;
  caller: Caller;
  now: () => number;
  /** The caller hung up: the model call stops. */
  signal: AbortSignal;
}

/** What a draft of kind `K` answers. */
type Drafted<K extends DraftKind> = ReturnType<DraftKinds[K]['normalise']>;

/** The tenant as research names it without a description: 'Acme Corp (acme.example)'. */
const tenantLine = (tenant: PromptRecords['tenant']) =>
  tenant.configuration.primaryDomain
    ? `${tenant.name} (${tenant.configuration.primaryDomain})`
    : tenant.name;

/**
 * The company description a call of `promptType` sends: the one typed, else the workspace's,
 * else, for research (about the tenant), the tenant's name and domain; '' when none.
 */
export function companyDescriptionOf(
  promptType: PromptType,
  typed: string | undefined,
  records: PromptRecords,
): string {
  const kind = draftKindOf(promptType);
  return (
    typed?.trim() ||
    records.workspace.description.trim() ||
    (kind && DRAFT_TARGETS[kind].describesTenant ? tenantLine(records.tenant) : '')
  );
}

/** Why a draft's call was made, as the scorecard counts it: a draft unless said here. */
const PURPOSES = { 'buyer-personas': 'suggestion', brief: 'research' } as const;

/** The form's ICP as the record an instruction renders on (no ids: none reach a text). */
const formIcp = (input: DraftInput): PromptRecords['icp'] =>
  input.icp && {
    id: '',
    tenantId: input.tenantId,
    workspaceId: input.workspaceId,
    name: input.icp.name,
    description: input.icp.description,
    segments: input.icp.segments.map((segment) => ({ id: '', ...segment })),
    buyerPersonas: [],
    revision: 1,
    // Never saved: nothing of these reaches a text (recordView reads the catalogue's names).
    updatedAt: new Date(0).toISOString(),
    updatedBy: null,
  };

/** A draft checked and built, its model not yet asked (prepareDraft). */
export interface PreparedDraft<K extends DraftKind> {
  kind: K;
  input: DraftInput;
  instruction: Awaited<ReturnType<typeof resolvePrompt>>;
  built: ReturnType<typeof buildCall>;
}

/**
 * Everything a draft checks before it asks the model: the scope (404), a company description
 * (400), a model (409 MODEL_NOT_CONFIGURED), the tenant's instruction of the type (404); then
 * the call as the call builder builds it (model/call.ts): the instruction as the system
 * message, the company description and the shape asked for as the user message, in JSON
 * mode. Research in the background answers these refusals before it starts.
 */
export async function prepareDraft<K extends DraftKind>(
  kind: K,
  input: DraftInput,
  context: Pick<DraftContext, 'repos' | 'provider' | 'caller'>,
): Promise<PreparedDraft<K>> {
  const records = await loadRecords(context.repos, context.caller, input);
  const promptType = DRAFT_TARGETS[kind].promptType;
  const description = companyDescriptionOf(promptType, input.companyDescription, records);
  if (!description) throw validationFailed(NO_COMPANY_DESCRIPTION);
  if (context.provider.kind === 'offline') throw modelNotConfigured();

  const instruction = await resolvePrompt(context.repos, input.tenantId, promptType);
  const built = buildCall({
    promptType,
    instruction,
    records: { ...records, icp: formIcp(input) },
    companyDescription: description,
  });
  return { kind, input, instruction, built };
}

/**
 * A prepared draft's model call: the answer must be the contract's shape (502
 * MODEL_ANSWER_UNUSABLE otherwise); with the generation a save sends back. Writes nothing but
 * the call's record (the scorecard's).
 */
export async function askDraft<K extends DraftKind>(
  { kind, input, instruction, built }: PreparedDraft<K>,
  context: DraftContext,
): Promise<{ draft: Drafted<K>; generation: DraftGeneration }> {
  const promptType = DRAFT_TARGETS[kind].promptType;
  const outcome = await runCall(built, {
    ...context,
    // Recorded for the version's scorecard; the answer's token names the call (its fate).
    record: {
      calls: context.repos.modelCalls,
      purpose: PURPOSES[kind as keyof typeof PURPOSES] ?? 'draft',
      now: context.now,
    },
  });
  // One spec per kind; its draft type follows `kind` (DraftKinds).
  const spec = DRAFT_KINDS[kind] as DraftKindSpec<Drafted<K>>;
  const drafted = spec.normalise(usableAnswer<Drafted<K>>(outcome));
  const generatedAt = new Date(context.now()).toISOString();
  const info = {
    promptId: instruction.id,
    promptType,
    version: instruction.version,
    model: outcome.answer!.model,
    generatedAt,
  };
  const token = context.tokens.sign({
    kind,
    tenantId: input.tenantId,
    workspaceId: input.workspaceId,
    ...info,
    draftHash: contentHash(kind, drafted),
    ...(outcome.callId ? { callId: outcome.callId } : {}),
  });
  return { draft: drafted, generation: { ...info, token } };
}

/** One draft: prepared, then asked. Writes nothing. */
export async function draft<K extends DraftKind>(
  kind: K,
  input: DraftInput,
  context: DraftContext,
): Promise<{ draft: Drafted<K>; generation: DraftGeneration }> {
  return askDraft(await prepareDraft(kind, input, context), context);
}

import type { Change, DraftGeneration, PersonaDraft } from '@portal/contract';
import { changeList } from '@portal/contract/change-list';
import { Value } from 'typebox/value';
import { contentErrors } from '../content-errors';
import { notFound } from '../errors';
import { KINDS } from '../kinds';
import { canonical } from '../kinds/content-codec';
import { DRAFT_TARGETS } from '../kinds/drafts';
import { buildCall, runCall } from '../model/call';
import { usableAnswer } from '../model/call-answer';
import { loadRecords } from '../studio/render-prompt';
import { resolvePrompt } from '../studio/resolve';
import { answerUnusable } from './draft-answer';
import { type DraftContext, modelNotConfigured } from './draft';
import { DRAFT_KINDS } from './draft-kinds';
import { contentHash, recordHash } from './lineage';

/** What a revision is of: a whole ICP, one persona of an ICP, a whole USP. */
export type RevisionKind = 'icp-revision' | 'persona-revision' | 'usp-revision';

export interface RevisionInput {
  tenantId: string;
  /** The ICP or USP. */
  id: string;
  /** The staff's request in plain words. */
  request: string;
  /** A persona revision's persona, of that ICP. */
  personaId?: string;
}

export interface Revision {
  /** The record's whole content as proposed. */
  proposal: Record<string, unknown>;
  changes: Change[];
  generation: DraftGeneration;
}

export const PERSONA_NOT_FOUND = 'Buyer persona not found';

type Loose = Record<string, unknown>;

/** The revision of the records' kind that an edit type asks for, if `promptType` is one. */
export const revisionKindOf = (promptType: string): RevisionKind | undefined =>
  (Object.keys(DRAFT_TARGETS) as (keyof typeof DRAFT_TARGETS)[]).find(
    (kind) => DRAFT_TARGETS[kind].revision && DRAFT_TARGETS[kind].promptType === promptType,
  ) as RevisionKind | undefined;

/**
 * What a revision sends of a stored record (its content, or the one persona's) and how the
 * answer becomes the whole record's proposal. 404 for a persona not of the ICP.
 */
export function revisedPart(kind: RevisionKind, record: Loose, personaId: string | undefined) {
  const recordType = KINDS[DRAFT_TARGETS[kind].record];
  const content = canonical<Loose>(recordType.fields, record);
  return { content, ...partOf(kind, content, personaId, record) };
}

/** The content of the part revised, and how the answer becomes the whole record's proposal. */
function partOf(kind: RevisionKind, content: Loose, personaId: string | undefined, record: Loose) {
  if (kind !== 'persona-revision') {
    return { revised: content, proposalOf: (answer: Loose) => answer };
  }
  const personas = record.buyerPersonas as { id: string }[];
  const at = personas.findIndex((persona) => persona.id === personaId);
  if (at < 0) throw notFound(PERSONA_NOT_FOUND);
  const mine = content.buyerPersonas as Loose[];
  return {
    revised: mine[at],
    // The persona's place in the list takes what the answer made of it (split: several).
    proposalOf: (answer: Loose) => ({
      ...content,
      buyerPersonas: [
        ...mine.slice(0, at),
        ...(answer as PersonaDraft).buyerPersonas,
        ...mine.slice(at + 1),
      ],
    }),
  };
}

/**
 * One revision (issue 39 §2): the tenant's resolved instruction of the edit type, rendered on
 * the record (its icp.* or usp.* variables) and the staff's `request`, sent as the call builder
 * builds it: the record's content (or the one persona's) as JSON and the request in the user
 * message, JSON mode. The answer must be the contract's shape (502 MODEL_ANSWER_UNUSABLE
 * otherwise, also when the persona's answer would leave the ICP past its limits). Answers the
 * record's whole content as proposed, its change list against the stored record, and a token
 * an update of this record sends back with the proposal. Writes nothing.
 *
 * 404 like a missing record for one the caller cannot reach (the tenant-access hook has
 * 404'd a tenant out of reach), and for a persona not of the ICP; 409 MODEL_NOT_CONFIGURED
 * with the offline provider; 404 when the type has no release for the tenant.
 */
export async function revise(
  kind: RevisionKind,
  input: RevisionInput,
  context: DraftContext,
): Promise<Revision> {
  const target = DRAFT_TARGETS[kind];
  const recordKind = target.record;
  const recordType = KINDS[recordKind];
  const record = (await context.repos[`${recordKind}s`].find({
    tenantId: input.tenantId,
    id: input.id,
    reader: context.caller,
  })) as Loose | undefined;
  if (!record) throw notFound(recordType.notFound);
  const part = revisedPart(kind, record, input.personaId);
  if (context.provider.kind === 'offline') throw modelNotConfigured();

  const instruction = await resolvePrompt(context.repos, input.tenantId, target.promptType);
  const records = await loadRecords(context.repos, context.caller, {
    tenantId: input.tenantId,
    workspaceId: record.workspaceId as string,
    [`${recordKind}Id`]: input.id,
  });
  // The request as the user message has it (trimmed), in the instruction's {{request}} too.
  const request = input.request.trim();
  const built = buildCall({
    promptType: target.promptType,
    instruction,
    records: { ...records, request },
    revision: { record: part.revised, request },
  });
  const outcome = await runCall(built, {
    ...context,
    // Recorded for the version's scorecard; the answer's token names the call (its fate).
    record: { calls: context.repos.modelCalls, purpose: 'revision', now: context.now },
  });
  // Each kind's spec normalises its own answer; one signature serves them all here.
  const spec = DRAFT_KINDS[kind] as { normalise(answer: Loose): Loose };
  const answer = spec.normalise(usableAnswer<Loose>(outcome));
  const proposal = part.proposalOf(answer);
  if (!Value.Check(recordType.content, proposal)) {
    throw answerUnusable(
      contentErrors(recordType.content, proposal, 'the revised record')[0]!.message,
    );
  }

  const info = {
    promptId: instruction.id,
    promptType: target.promptType,
    version: instruction.version,
    model: outcome.answer!.model,
    generatedAt: new Date(context.now()).toISOString(),
  };
  const token = context.tokens.sign({
    kind,
    tenantId: input.tenantId,
    workspaceId: record.workspaceId as string,
    ...info,
    draftHash: contentHash(kind, proposal),
    recordId: input.id,
    proposalHash: recordHash(recordKind, proposal),
    ...(outcome.callId ? { callId: outcome.callId } : {}),
  });
  return {
    proposal,
    changes: changeList(recordType.fields, record, proposal),
    generation: { ...info, token },
  };
}

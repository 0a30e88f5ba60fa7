import type {
  ModelCallFate,
  ModelCallOutcome,
  ModelCallPurpose,
  PromptType,
} from '@portal/contract';
import type { Db } from '../db/connection';

/** One model call as recorded (issue 39 §4): what ran, for whom, why, and how it went. */
export interface ModelCallWrite {
  id: string;
  instructionId: string | null;
  promptType: PromptType;
  version: string | null;
  tenantId: string;
  workspaceId: string | null;
  purpose: ModelCallPurpose;
  model: string;
  usage: { inputTokens: number; outputTokens: number } | null;
  latencyMs: number;
  outcome: ModelCallOutcome;
  cost: number;
  atMs: number;
}

/** What a save of an answer makes of it: 'kept' or 'edited' (a dismissal is its own call). */
export type SavedFate = Exclude<ModelCallFate, 'dismissed'>;

/**
 * The first save of an answer decides its fate; a save after a dismissal too (staff changed
 * their mind: what was saved is what counts). Later saves change nothing. Takes the save's
 * transaction, so the fate is written if and only if the record is.
 */
export async function markSaved(
  db: Db,
  scope: { id: string; tenantId: string },
  fate: SavedFate,
  atMs: number,
): Promise<void> {
  await db
    .updateTable('model_calls')
    .set({ fate, fate_at_ms: atMs })
    .where('id', '=', scope.id)
    .where('tenant_id', '=', scope.tenantId)
    .where((eb) => eb.or([eb('fate', 'is', null), eb('fate', '=', 'dismissed')]))
    .execute();
}

/**
 * The calls' record: one insert per call, then at most a fate. A call is named with its
 * tenant on every write, so a token of one tenant can never mark another's call.
 */
export function createModelCallsRepository(db: Db) {
  return {
    async insert(call: ModelCallWrite): Promise<void> {
      await db
        .insertInto('model_calls')
        .values({
          id: call.id,
          instruction_id: call.instructionId,
          prompt_type: call.promptType,
          version: call.version,
          tenant_id: call.tenantId,
          workspace_id: call.workspaceId,
          purpose: call.purpose,
          model: call.model,
          input_tokens: call.usage?.inputTokens ?? null,
          output_tokens: call.usage?.outputTokens ?? null,
          latency_ms: Math.max(0, Math.round(call.latencyMs)),
          outcome: call.outcome,
          cost: call.cost,
          at_ms: call.atMs,
        })
        .execute();
    },

    saved: (scope: { id: string; tenantId: string }, fate: SavedFate, atMs: number) =>
      markSaved(db, scope, fate, atMs),

    /** Staff closed the answer unsaved: discarded, unless it was saved already. */
    async dismissed(scope: { id: string; tenantId: string }, atMs: number) {
      await db
        .updateTable('model_calls')
        .set({ fate: 'dismissed', fate_at_ms: atMs })
        .where('id', '=', scope.id)
        .where('tenant_id', '=', scope.tenantId)
        .where('fate', 'is', null)
        .execute();
    },
  };
}

export type ModelCallsRepository = ReturnType<typeof createModelCallsRepository>;

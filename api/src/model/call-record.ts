import { randomUUID } from 'node:crypto';
import type { ModelCallPurpose } from '@portal/contract';
import type { ModelCallWrite } from '../repositories/model-calls';
import type { BuiltCall, CallOutcome } from './call';

/**
 * How a call is recorded for the scorecard (issue 39 §4): why it was made, and where the row
 * goes. The tenant, workspace, type and instruction come from the built call itself.
 */
export interface CallRecord {
  calls: { insert(call: ModelCallWrite): Promise<void> };
  purpose: ModelCallPurpose;
  now: () => number;
  /**
   * The instruction version the text is, when the built call's instruction does not say (a
   * test-case run of the studio's text that equals a saved version).
   */
  instruction?: { id: string; version: string | null };
  /** A row that could not be written: the call's answer still goes out; this says why. */
  onError?: (error: unknown) => void;
}

/**
 * One insert, after the answer (or the failure): the call's id, for its answer's token, or
 * undefined when the row could not be written. Never throws: a call whose record fails still
 * answers.
 */
export async function recordCall(
  record: CallRecord,
  built: BuiltCall,
  outcome: CallOutcome,
  model: string,
): Promise<string | undefined> {
  const { input } = built;
  const instruction =
    input.instruction.id !== null ? input.instruction : (record.instruction ?? input.instruction);
  const id = randomUUID();
  try {
    await record.calls.insert({
      id,
      instructionId: instruction.id,
      promptType: input.promptType,
      version: instruction.version,
      tenantId: input.records.tenant.id,
      workspaceId: input.records.workspace.id,
      purpose: record.purpose,
      model: outcome.answer?.model ?? model,
      usage: outcome.usage,
      latencyMs: outcome.ms,
      outcome: outcome.outcome,
      cost: outcome.cost,
      atMs: record.now(),
    });
    return id;
  } catch (error) {
    record.onError?.(error);
    return undefined;
  }
}

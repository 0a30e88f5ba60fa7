import { randomUUID } from 'node:crypto';
import type { ModelCallWrite } from '../../src/repositories/model-calls';

/** A recorded call of `instruction` in `scope`: an ok draft of 100 ms unless `overrides` say. */
export function callRow(
  instruction: { id: string; version: string; promptType?: ModelCallWrite['promptType'] },
  scope: { tenantId: string; workspaceId: string | null },
  atMs: number,
  overrides: Partial<ModelCallWrite> = {},
): ModelCallWrite {
  return {
    id: randomUUID(),
    instructionId: instruction.id,
    promptType: instruction.promptType ?? 'ICP',
    version: instruction.version,
    tenantId: scope.tenantId,
    workspaceId: scope.workspaceId,
    purpose: 'draft',
    model: 'gpt-test',
    usage: { inputTokens: 1_000, outputTokens: 200 },
    latencyMs: 100,
    outcome: 'ok',
    cost: 0,
    atMs,
    ...overrides,
  };
}

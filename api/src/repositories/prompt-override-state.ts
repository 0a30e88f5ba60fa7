import type { AuditChange, PromptType, PutPromptOverrideRequest } from '@portal/contract';
import type { PromptOverridesTable } from '../db/schema';
import type { AuditFields } from './audit-changes';
import { nextVersion } from './versions';

/*
 * A tenant's override as stored state: what a PUT turns it into, and what the audit trail
 * records of it. Pure functions; the queries are in prompt-overrides.ts.
 */

/** What a row says about its override; `id`, tenant, type, time and author aside. */
export type OverrideState = Pick<
  PromptOverridesTable,
  'prompt_id' | 'version' | 'prompt_content' | 'variant_version'
>;

/** What the audit trail records of an override (a pin's text is its instruction's, not here). */
export const auditFields = (row: OverrideState & { prompt_type: PromptType }): AuditFields => ({
  promptType: row.prompt_type,
  kind: row.prompt_id === null ? 'variant' : 'pin',
  promptId: row.prompt_id,
  version: row.prompt_id === null ? row.variant_version : row.version,
  promptContent: row.prompt_content,
});

export const overrideAudit = (
  action: 'create' | 'update' | 'delete',
  row: { id: string; tenant_id: string },
  changes: AuditChange[],
) => ({
  action,
  entity: 'prompt-override' as const,
  entityId: row.id,
  tenantId: row.tenant_id,
  workspaceId: null,
  changes,
});

/**
 * The state a PUT asks for, given the stored one (none for a new override). A variant's
 * number goes up only when its text changes; a pin keeps the last variant's number.
 */
export function requestedState(
  request: PutPromptOverrideRequest,
  before: OverrideState | undefined,
): OverrideState {
  const kept = before?.variant_version ?? null;
  if ('promptId' in request) {
    return {
      prompt_id: request.promptId,
      version: request.version,
      prompt_content: null,
      variant_version: kept,
    };
  }
  const text = request.promptContent.trim();
  const same = before?.prompt_id === null && before.prompt_content === text;
  return {
    prompt_id: null,
    version: null,
    prompt_content: text,
    variant_version: same ? kept : kept === null ? '1.0' : nextVersion(kept),
  };
}

export const sameState = (a: OverrideState, b: OverrideState) =>
  a.prompt_id === b.prompt_id &&
  a.version === b.version &&
  a.prompt_content === b.prompt_content &&
  a.variant_version === b.variant_version;

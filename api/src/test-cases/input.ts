import type { SessionUser, TestCaseInput } from '@portal/contract';
import type { PromptRecords } from '../studio/prompt-view';
import { loadRecords, type RenderRepositories } from '../studio/render-prompt';

/**
 * The records an ICP or USP input names, as `caller` may reach them now: the render's own
 * rules, so a record that is gone or out of reach is the same 404 as a missing one.
 */
export function loadInputRecords(
  repos: RenderRepositories,
  caller: SessionUser,
  input: Exclude<TestCaseInput, { kind: 'description' }>,
): Promise<PromptRecords> {
  const { tenantId, workspaceId } = input;
  return loadRecords(
    repos,
    caller,
    input.kind === 'icp'
      ? { tenantId, workspaceId, icpId: input.icpId }
      : { tenantId, workspaceId, uspId: input.uspId },
  );
}

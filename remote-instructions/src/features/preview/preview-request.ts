import type { PromptType, RenderPromptRequest } from '@portal/contract';
import { recordKindFor } from '@portal/contract/template';
import type { PreviewScope } from '../../preview-scope/use-preview-scope';

export type PreviewReadiness =
  { ready: true; request: RenderPromptRequest } | { ready: false; hint: string };

interface PreviewInput {
  promptType: PromptType;
  promptContent: string;
  scope: PreviewScope;
  /** The chosen workspace is known to hold no record of the kind the type asks for. */
  noRecords: boolean;
}

const RECORD_LABEL = { icp: 'an ICP', usp: 'a USP' } as const;

/**
 * The render request for what is chosen and typed, or what is still missing. A workspace
 * without ICPs (or USPs) may still preview: the record's variables render empty, as warnings.
 */
export function previewRequest({
  promptType,
  promptContent,
  scope,
  noRecords,
}: PreviewInput): PreviewReadiness {
  const { tenantId, workspaceId, recordId } = scope;
  if (!promptContent.trim()) return { ready: false, hint: 'Write the instruction to preview it.' };
  if (!tenantId || !workspaceId) {
    return { ready: false, hint: 'Choose a tenant and a workspace to preview on.' };
  }
  const kind = recordKindFor(promptType);
  if (kind && !recordId && !noRecords) {
    return { ready: false, hint: `Choose ${RECORD_LABEL[kind]} to preview on.` };
  }
  const request: RenderPromptRequest = { promptType, promptContent, tenantId, workspaceId };
  if (kind === 'icp' && recordId) request.icpId = recordId;
  if (kind === 'usp' && recordId) request.uspId = recordId;
  return { ready: true, request };
}

/** Whether two requests would render the same (built by `previewRequest`, so keys line up). */
export const sameRequest = (a: RenderPromptRequest | null, b: RenderPromptRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b);

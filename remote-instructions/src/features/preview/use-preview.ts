import { loadView, queryClient, useQuery } from '@portal/shared/data';
import type { RenderPromptRequest, RenderPromptResponse, ResolvedPrompt } from '@portal/contract';
import * as studioApi from '../../test-run/prompt-studio-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';
import { tenantReleaseQuery } from './use-tenant-release';

export interface ActiveRendering {
  /** The instruction the tenant uses now: its release, or its override. */
  resolved: ResolvedPrompt;
  rendered: RenderPromptResponse;
}

export interface PreviewResult {
  draft: RenderPromptResponse;
  /** Null when no instruction of this type exists yet (a first one being added). */
  active: ActiveRendering | null;
}

async function renderActive(request: RenderPromptRequest): Promise<ActiveRendering | null> {
  // Asked again at each preview, and shared with the line saying what the tenant's AI uses.
  const resolved = await queryClient.fetchQuery(
    tenantReleaseQuery(request.tenantId, request.promptType),
  );
  if (!resolved) return null;
  const rendered = await studioApi.renderPrompt({
    ...request,
    promptContent: resolved.promptContent,
  });
  return { resolved, rendered };
}

async function renderPreview(request: RenderPromptRequest): Promise<PreviewResult> {
  const [draft, active] = await Promise.all([
    studioApi.renderPrompt(request),
    renderActive(request),
  ]);
  return { draft, active };
}

/**
 * The draft and the tenant's active instruction, both rendered by the server on the same
 * records, for the request last asked (none until 'Preview' is pressed). Under PROMPTS_KEY: a
 * save or an override change renders it again.
 */
export function usePreview(asked: RenderPromptRequest | null) {
  const query = useQuery({
    queryKey: [...PROMPTS_KEY, 'preview', asked],
    queryFn: () => renderPreview(asked!),
    enabled: asked !== null,
  });
  return {
    preview: query.data ?? null,
    ...loadView(query, INSTRUCTION_MESSAGES.renderPreview),
  };
}

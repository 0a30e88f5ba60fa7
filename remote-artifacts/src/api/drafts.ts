import { apiClient } from '@portal/shared';
import type {
  IcpDraftRequest,
  IcpDraftResponse,
  ModelProviderInfo,
  PersonaDraftRequest,
  PersonaDraftResponse,
  UspDraftRequest,
  UspDraftResponse,
} from '@portal/contract';

/**
 * A draft waits for the model, which the API bounds itself (MODEL_TIMEOUT_MS, then 504); the
 * portal's usual 10 s would cut most answers short. Cancel aborts it any time before.
 */
export const DRAFT_REQUEST_TIMEOUT_MS = 300_000;

/** Posts a request the model answers: the long timeout, and Cancel's signal. */
export async function postDraft<T>(url: string, request: unknown, signal: AbortSignal): Promise<T> {
  const { data } = await apiClient.post<T>(url, request, {
    signal,
    timeout: DRAFT_REQUEST_TIMEOUT_MS,
  });
  return data;
}

export const draftIcp = (request: IcpDraftRequest, signal: AbortSignal) =>
  postDraft<IcpDraftResponse>('/api/icp-onboarding/draft', request, signal);

export const draftPersonas = (request: PersonaDraftRequest, signal: AbortSignal) =>
  postDraft<PersonaDraftResponse>('/api/icp-onboarding/draft-personas', request, signal);

export const draftUsp = (request: UspDraftRequest, signal: AbortSignal) =>
  postDraft<UspDraftResponse>('/api/usp-onboarding/draft', request, signal);

/** A draft's scope and description: a blank one is left out (the workspace's is used). */
export function draftInput(
  scope: { tenantId: string; workspaceId: string },
  companyDescription: string,
): IcpDraftRequest {
  const description = companyDescription.trim();
  return {
    tenantId: scope.tenantId,
    workspaceId: scope.workspaceId,
    ...(description ? { companyDescription: description } : {}),
  };
}

/** GET /api/model-provider: 'offline' means no model is configured. */
export async function getModelProvider(): Promise<ModelProviderInfo> {
  const { data } = await apiClient.get<ModelProviderInfo>('/api/model-provider');
  return data;
}

/**
 * Staff left a draft unsaved (issue 39 §4): its version's scorecard counts it discarded. Sent
 * and not waited for; a failure changes nothing the user sees (the draft then counts as
 * discarded 24 hours on anyway).
 */
export function dismissDraft(scope: { tenantId: string; workspaceId: string }, token: string) {
  apiClient.post('/api/drafts/dismiss', { ...scope, generation: { token } }).catch(() => undefined);
}

import { apiClient } from '@portal/shared';
import type {
  CreateResearchBriefRequest,
  ResearchBrief,
  ResearchRequest,
  ResearchResponse,
  UpdateResearchBriefRequest,
} from '@portal/contract';
import { DRAFT_REQUEST_TIMEOUT_MS } from './drafts';

const base = '/api/research-briefs';

/** The cache entry of a workspace's brief: the panel reads it, a restore from the trash reloads it. */
export const briefKey = ({ tenantId, workspaceId }: { tenantId: string; workspaceId: string }) => [
  'research-brief',
  tenantId,
  workspaceId,
];
const id = encodeURIComponent;

/** The workspace's research brief, or null before anyone saved one (issue 39 §3). */
export async function getBrief(
  tenantId: string,
  workspaceId: string,
): Promise<ResearchBrief | null> {
  const { data } = await apiClient.get<ResearchBrief[]>(
    `${base}/${id(tenantId)}/workspace/${id(workspaceId)}`,
  );
  return data[0] ?? null;
}

export async function createBrief(request: CreateResearchBriefRequest): Promise<ResearchBrief> {
  const { data } = await apiClient.post<ResearchBrief>(base, request);
  return data;
}

export async function updateBrief(request: UpdateResearchBriefRequest): Promise<ResearchBrief> {
  const { data } = await apiClient.put<ResearchBrief>(
    `${base}/${id(request.tenantId)}/${id(request.id)}`,
    request,
  );
  return data;
}

/** 'Research the company': a proposal, nothing saved; as long as a draft may take. */
export async function researchCompany(
  request: ResearchRequest,
  signal: AbortSignal,
): Promise<ResearchResponse> {
  const { data } = await apiClient.post<ResearchResponse>(`${base}/research`, request, {
    signal,
    timeout: DRAFT_REQUEST_TIMEOUT_MS,
  });
  return data;
}

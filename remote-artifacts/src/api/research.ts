import { apiClient } from '@portal/shared';
import type {
  CreateResearchBriefRequest,
  LatestResearchRun,
  ResearchBrief,
  ResearchRequest,
  ResearchRunProgress,
  UpdateResearchBriefRequest,
} from '@portal/contract';

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

/** The cache entries of research runs: a workspace's latest, and each run by id. */
export const researchRunsKey = ['research-runs'];

/**
 * 'Research the company' in the background (issue 39 §5): 202 with the run at once; the API
 * asks the model without this page, so a reload, or another user, reads it back.
 */
export async function startResearch(request: ResearchRequest): Promise<ResearchRunProgress> {
  const { data } = await apiClient.post<ResearchRunProgress>(`${base}/research/runs`, request);
  return data;
}

/** The workspace's latest research, running or ended; null when nobody researched it. */
export async function getLatestResearch(
  tenantId: string,
  workspaceId: string,
): Promise<ResearchRunProgress | null> {
  const { data } = await apiClient.get<LatestResearchRun>(
    `${base}/${id(tenantId)}/workspace/${id(workspaceId)}/research-runs/latest`,
  );
  return data.progress;
}

const runUrl = (tenantId: string, runId: string) =>
  `${base}/${id(tenantId)}/research-runs/${id(runId)}`;

/** One research run: status, elapsed, who started it; done, the proposal to review. */
export async function getResearchRun(tenantId: string, runId: string) {
  const { data } = await apiClient.get<ResearchRunProgress>(runUrl(tenantId, runId));
  return data;
}

/** Cancels a running research (its starter or an administrator): no proposal is kept. */
export async function cancelResearch(tenantId: string, runId: string) {
  const { data } = await apiClient.post<ResearchRunProgress>(`${runUrl(tenantId, runId)}/cancel`);
  return data;
}

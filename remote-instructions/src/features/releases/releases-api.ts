import { apiClient } from '@portal/shared';
import type {
  CommentReleaseRequest,
  CreateReleaseRequest,
  PromptType,
  ReleaseComment,
  ReleaseEvent,
  ReleaseHistory,
  ReleaseRequestDetail,
  ReleaseRequestList,
  ReleaseRequestStatus,
  ReleaseRequestSummary,
  ReleaseVersionRequest,
  ReviewReleaseRequest,
  RollbackRequest,
} from '@portal/contract';

const requests = '/api/release-requests';
const releases = '/api/prompts/releases';
const id = encodeURIComponent;

/** The release requests of a status, newest first. */
export async function listReleaseRequests(
  status: ReleaseRequestStatus,
): Promise<ReleaseRequestSummary[]> {
  const { data } = await apiClient.get<ReleaseRequestList>(requests, { params: { status } });
  return data.items;
}

/** One request with what a reviewer decides on: texts, gate, impact, rollout, comments. */
export async function getReleaseRequest(requestId: string): Promise<ReleaseRequestDetail> {
  const { data } = await apiClient.get<ReleaseRequestDetail>(`${requests}/${id(requestId)}`);
  return data;
}

/** Asks for a version (its instruction's newest) to be released. */
export async function createReleaseRequest(
  promptId: string,
  version: string,
  request: CreateReleaseRequest,
): Promise<ReleaseRequestSummary> {
  const { data } = await apiClient.post<ReleaseRequestSummary>(
    `/api/prompts/${id(promptId)}/versions/${id(version)}/release-requests`,
    request,
  );
  return data;
}

/** A releaser who did not ask approves an open request or sends it back. */
export async function reviewReleaseRequest(
  requestId: string,
  verdict: 'approve' | 'reject',
  request: ReviewReleaseRequest,
): Promise<ReleaseRequestSummary> {
  const { data } = await apiClient.post<ReleaseRequestSummary>(
    `${requests}/${id(requestId)}/${verdict}`,
    request,
  );
  return data;
}

export async function commentReleaseRequest(
  requestId: string,
  request: CommentReleaseRequest,
): Promise<ReleaseComment> {
  const { data } = await apiClient.post<ReleaseComment>(
    `${requests}/${id(requestId)}/comments`,
    request,
  );
  return data;
}

/** Releases an approved request's version to every tenant, or first to `tenantIds`. */
export async function releaseVersion(
  requestId: string,
  request: ReleaseVersionRequest,
): Promise<ReleaseEvent> {
  const { data } = await apiClient.post<ReleaseEvent>(
    `${requests}/${id(requestId)}/release`,
    request,
  );
  return data;
}

/** A type's release history, newest first. */
export async function listReleases(promptType: PromptType): Promise<ReleaseEvent[]> {
  const { data } = await apiClient.get<ReleaseHistory>(releases, { params: { promptType } });
  return data.items;
}

/** Gives the chosen tenants (or all on the release) the release before it; the new events. */
export async function rollbackRelease(
  releaseId: string,
  request: RollbackRequest,
): Promise<ReleaseEvent[]> {
  const { data } = await apiClient.post<ReleaseHistory>(
    `${releases}/${id(releaseId)}/rollback`,
    request,
  );
  return data.items;
}

import { apiClient } from '@portal/shared';
import type {
  ArtifactsPage,
  ArtifactsQuery,
  ComparePromptsQuery,
  ComparePromptsResponse,
  CreatePromptRequest,
  Prompt,
  RestorePromptRequest,
  UpdatePromptRequest,
  UpdatePromptResponse,
} from '@portal/contract';

const base = '/api/prompts';
const id = encodeURIComponent;

export async function listPrompts(): Promise<Prompt[]> {
  const { data } = await apiClient.get<Prompt[]>(`${base}/`);
  return data;
}

export async function createPrompt(request: CreatePromptRequest): Promise<Prompt> {
  const { data } = await apiClient.post<Prompt>(`${base}/`, request);
  return data;
}

/** Appends a new version to the prompt; the answer's `newVersion` is now the active one. */
export async function createPromptVersion(
  request: UpdatePromptRequest,
): Promise<UpdatePromptResponse> {
  const { data } = await apiClient.put<UpdatePromptResponse>(
    `${base}/${id(request.id)}/${id(request.version)}`,
    request,
  );
  return data;
}

/** One prompt's versions, newest first. */
export async function listPromptVersions(promptId: string): Promise<Prompt[]> {
  const { data } = await apiClient.get<Prompt[]>(`${base}/${id(promptId)}/versions`);
  return data;
}

/**
 * Appends a new active version with `version`'s content. `activeVersion` is the one the user
 * saw active: if another is active by now the server answers 409, as for a stale edit.
 */
export async function restorePromptVersion(
  promptId: string,
  version: string,
  request: RestorePromptRequest,
): Promise<UpdatePromptResponse> {
  const { data } = await apiClient.post<UpdatePromptResponse>(
    `${base}/${id(promptId)}/versions/${id(version)}/restore`,
    request,
  );
  return data;
}

/** The ICPs and USPs a version drafted, in tenants the caller may reach; ICPs first. */
export async function listVersionArtifacts(
  promptId: string,
  version: string,
  query: ArtifactsQuery,
): Promise<ArtifactsPage> {
  const { data } = await apiClient.get<ArtifactsPage>(
    `${base}/${id(promptId)}/versions/${id(version)}/artifacts`,
    { params: query },
  );
  return data;
}

/** Two versions side by side; the diff itself is computed here, in the browser. */
export async function comparePrompts(query: ComparePromptsQuery): Promise<ComparePromptsResponse> {
  const { data } = await apiClient.get<ComparePromptsResponse>(`${base}/compare`, {
    params: query,
  });
  return data;
}

/** Defined by spec §7; no screen uses it. */
export async function deletePrompt(promptId: string): Promise<void> {
  await apiClient.delete(`${base}/${id(promptId)}`);
}

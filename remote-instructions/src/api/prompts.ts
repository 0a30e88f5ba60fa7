import { apiClient } from '@portal/shared';
import type {
  CreatePromptRequest,
  Prompt,
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

/** Defined by spec §7; no screen uses it. */
export async function deletePrompt(promptId: string): Promise<void> {
  await apiClient.delete(`${base}/${id(promptId)}`);
}

import { apiClient } from '@portal/shared';
import type { PromptOverride, PromptType, PutPromptOverrideRequest } from '@portal/contract';

const id = encodeURIComponent;
const overridePath = (tenantId: string, promptType: PromptType) =>
  `/api/tenants/${id(tenantId)}/prompt-overrides/${id(promptType)}`;

/** The overrides of every tenant the caller may reach. */
export async function listPromptOverrides(): Promise<PromptOverride[]> {
  const { data } = await apiClient.get<PromptOverride[]>('/api/prompts/overrides');
  return data;
}

/** Pins a tenant to a version, or gives it its own text (admins only: 403 for staff). */
export async function putPromptOverride(
  tenantId: string,
  promptType: PromptType,
  request: PutPromptOverrideRequest,
): Promise<PromptOverride> {
  const { data } = await apiClient.put<PromptOverride>(overridePath(tenantId, promptType), request);
  return data;
}

/** The tenant goes back to the type's default instruction (admins only). */
export async function deletePromptOverride(tenantId: string, promptType: PromptType) {
  await apiClient.delete(overridePath(tenantId, promptType));
}

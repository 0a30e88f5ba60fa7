import { apiClient } from '@portal/shared';
import type { Scorecard } from '@portal/contract';

const id = encodeURIComponent;

/** A version's scorecard (issue 39 §4), over the tenants the user reaches and per tenant. */
export async function getScorecard(promptId: string, version: string): Promise<Scorecard> {
  const { data } = await apiClient.get<Scorecard>(
    `/api/prompts/${id(promptId)}/versions/${id(version)}/scorecard`,
  );
  return data;
}

import { apiClient } from '@portal/shared';
import type { ReleaseStatusList } from '@portal/contract';

// Apart from the other release calls: the list loads this one, the release screens the others.

/** Each version released somewhere or in review, and how many requests wait (issue 35). */
export async function getReleaseStatus(): Promise<ReleaseStatusList> {
  const { data } = await apiClient.get<ReleaseStatusList>('/api/prompts/release-status');
  return data;
}

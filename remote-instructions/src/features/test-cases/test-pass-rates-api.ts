import { apiClient } from '@portal/shared';
import type { TestPassRate } from '@portal/contract';

// Apart from the other test-case calls: the list loads this one, the edit view the others.

/** Every instruction's active version's latest pass rate, for the list. */
export async function listTestPassRates(): Promise<TestPassRate[]> {
  const { data } = await apiClient.get<TestPassRate[]>('/api/prompts/test-pass-rates');
  return data;
}

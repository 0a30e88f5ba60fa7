import type { ComparePromptsQuery } from '@portal/contract';
import { loadView, useQuery } from '@portal/shared/data';
import * as promptsApi from '../../instructions/prompts-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/** Two versions of one instruction, older (`from`) and newer (`to`), for the side-by-side view. */
export function useCompareVersions(query: ComparePromptsQuery) {
  const result = useQuery({
    queryKey: [...PROMPTS_KEY, 'compare', query],
    queryFn: () => promptsApi.comparePrompts(query),
  });
  return {
    pair: result.data ?? null,
    ...loadView(result, INSTRUCTION_MESSAGES.compareVersions),
  };
}

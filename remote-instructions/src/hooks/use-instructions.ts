import { loadView, queryOptions, useQuery } from '@portal/shared/data';
import * as promptsApi from '../api/prompts';
import { activeFirst } from '../instructions/active-first';
import { INSTRUCTION_MESSAGES } from '../messages';

export const instructionsQuery = () =>
  queryOptions({ queryKey: ['prompts'], queryFn: promptsApi.listPrompts, select: activeFirst });

/**
 * The instruction list, active ones first, loaded on entering the page and again after a save
 * or a Retry. While a reload runs, or after it failed, the previous rows stay.
 */
export function useInstructions() {
  const query = useQuery(instructionsQuery());
  return {
    prompts: query.data ?? [],
    ...loadView(query, INSTRUCTION_MESSAGES.loadInstructions),
  };
}

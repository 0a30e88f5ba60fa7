import { loadView, queryOptions, useQuery } from '@portal/shared/data';
import * as promptsApi from './prompts-api';
import { INSTRUCTION_MESSAGES } from '../messages';

/**
 * Every query of this remote starts with this key, so one invalidation after a write (a save,
 * a restore) reloads the list, the histories and the comparisons alike.
 */
export const PROMPTS_KEY = ['prompts'] as const;

export const instructionsQuery = () =>
  queryOptions({ queryKey: [...PROMPTS_KEY, 'list'], queryFn: promptsApi.listPrompts });

/**
 * The instruction list as the server sent it (the table filters and orders it), loaded on
 * entering the page and again after a save or a Retry. While a reload runs, or after it
 * failed, the previous rows stay.
 */
export function useInstructions() {
  const query = useQuery(instructionsQuery());
  return {
    prompts: query.data ?? [],
    ...loadView(query, INSTRUCTION_MESSAGES.loadInstructions),
  };
}

import { loadView, queryOptions, useQuery } from '@portal/shared/data';
import * as overridesApi from './prompt-overrides-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/** Under PROMPTS_KEY: a change of an override reloads them with the list and the previews. */
export const promptOverridesQuery = () =>
  queryOptions({
    queryKey: [...PROMPTS_KEY, 'overrides'],
    queryFn: overridesApi.listPromptOverrides,
  });

/** The overrides of every tenant the user may reach (one small list for the whole page). */
export function usePromptOverrides() {
  const query = useQuery(promptOverridesQuery());
  return {
    overrides: query.data ?? [],
    ...loadView(query, INSTRUCTION_MESSAGES.loadOverrides),
  };
}

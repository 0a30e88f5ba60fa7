import { loadView, useQuery } from '@portal/shared/data';
import * as promptsApi from '../../instructions/prompts-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/** One instruction's versions, newest first, as the server orders them. */
export function usePromptHistory(promptId: string) {
  const query = useQuery({
    queryKey: [...PROMPTS_KEY, 'versions', promptId],
    queryFn: () => promptsApi.listPromptVersions(promptId),
  });
  return {
    versions: query.data ?? [],
    ...loadView(query, INSTRUCTION_MESSAGES.loadVersions),
  };
}

import { loadView, useQuery } from '@portal/shared/data';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';
import { getScorecard } from './scorecard-api';

/** One version's scorecard; `enabled` false: not asked (a type with nothing released yet). */
export function useScorecard(promptId: string, version: string, enabled = true) {
  const query = useQuery({
    queryKey: [...PROMPTS_KEY, 'scorecard', promptId, version],
    queryFn: () => getScorecard(promptId, version),
    enabled,
  });
  return { scorecard: query.data, ...loadView(query, INSTRUCTION_MESSAGES.loadScorecard) };
}

import type { Prompt } from '@portal/contract';
import { activeFirst } from '../../instructions/active-first';
import type { ListQuery, SortOrder } from './list-query';

const time = (prompt: Prompt) => Date.parse(prompt.updatedAt) || 0;

function sorted(prompts: Prompt[], sort: SortOrder): Prompt[] {
  if (sort === 'active-first') return activeFirst(prompts);
  const direction = sort === 'modified-desc' ? -1 : 1;
  // Stable: versions modified at the same moment keep the server's order.
  return [...prompts].sort((a, b) => direction * (time(a) - time(b)));
}

/**
 * The rows the table shows for a query: of the given type and status, whose description or
 * instruction contains the search text (any case; surrounding spaces ignored), in its order.
 */
export function findInstructions(prompts: readonly Prompt[], query: ListQuery): Prompt[] {
  const text = query.text.trim().toLocaleLowerCase();
  const status = query.status === null ? null : query.status === 'active' ? 1 : 0;
  const matches = prompts.filter(
    (prompt) =>
      (query.type === null || prompt.promptType === query.type) &&
      (status === null || prompt.isActive === status) &&
      (text === '' ||
        prompt.description.toLocaleLowerCase().includes(text) ||
        prompt.promptContent.toLocaleLowerCase().includes(text)),
  );
  return sorted(matches, query.sort);
}

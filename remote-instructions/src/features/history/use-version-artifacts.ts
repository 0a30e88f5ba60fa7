import { useState } from 'react';
import { loadView, useQuery } from '@portal/shared/data';
import { DRAFT_LIMITS } from '@portal/contract/limits';
import * as promptsApi from '../../instructions/prompts-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

const PAGE = DRAFT_LIMITS.artifactsPageDefault;

/** One page of what a version drafted, with the way to the pages beside it. */
export function useVersionArtifacts(promptId: string, version: string) {
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: [...PROMPTS_KEY, 'artifacts', promptId, version, offset],
    queryFn: () => promptsApi.listVersionArtifacts(promptId, version, { limit: PAGE, offset }),
  });
  const total = query.data?.total ?? 0;
  return {
    items: query.data?.items ?? [],
    total,
    from: offset + 1,
    hasPrevious: offset > 0,
    hasNext: offset + PAGE < total,
    previous: () => setOffset(Math.max(0, offset - PAGE)),
    next: () => setOffset(offset + PAGE),
    ...loadView(query, INSTRUCTION_MESSAGES.loadArtifacts),
  };
}

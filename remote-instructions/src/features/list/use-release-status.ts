import { useQuery } from '@portal/shared/data';
import type { Prompt } from '@portal/contract';
import { getReleaseStatus } from './release-status-api';
import { rowReleaseTags } from './row-release';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/** Under PROMPTS_KEY: a save, a restore or any release write says it again. */
export const RELEASE_STATUS_KEY = [...PROMPTS_KEY, 'release-status'];

/**
 * Issue 35: what each row's Status cell says of its release, and the open requests, in one
 * request for the whole list. A failure says nothing: the cells keep the spec's 'Active' and
 * 'Inactive', the count is left out.
 */
export function useReleaseStatus() {
  const query = useQuery({ queryKey: RELEASE_STATUS_KEY, queryFn: getReleaseStatus });
  return {
    tagsOf: (prompt: Prompt) => rowReleaseTags(prompt, query.data),
    /** Requests waiting for a review; null while unknown. */
    openRequests: query.data?.openRequests ?? null,
  };
}

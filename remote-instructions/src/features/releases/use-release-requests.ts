import { loadView, useQuery } from '@portal/shared/data';
import type { ReleaseRequestStatus } from '@portal/contract';
import * as releasesApi from './releases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/** Every release query of the page: a release write reloads them with the list's own. */
export const RELEASES_KEY = [...PROMPTS_KEY, 'releases'];

/** The release requests of a status, newest first. */
export function useReleaseRequests(status: ReleaseRequestStatus) {
  const query = useQuery({
    queryKey: [...RELEASES_KEY, 'requests', status],
    queryFn: () => releasesApi.listReleaseRequests(status),
  });
  return {
    requests: query.data ?? [],
    ...loadView(query, INSTRUCTION_MESSAGES.loadReleaseRequests),
  };
}

export const releaseRequestKey = (requestId: string) => [...RELEASES_KEY, 'request', requestId];

/** One request with its texts, gate, impact, rollout and comments. */
export function useReleaseRequest(requestId: string) {
  const query = useQuery({
    queryKey: releaseRequestKey(requestId),
    queryFn: () => releasesApi.getReleaseRequest(requestId),
  });
  return {
    request: query.data ?? null,
    ...loadView(query, INSTRUCTION_MESSAGES.loadReleaseRequest),
  };
}

import { loadView, useQuery } from '@portal/shared/data';
import type { PromptType } from '@portal/contract';
import * as releasesApi from './releases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { RELEASES_KEY } from './use-release-requests';

/** A type's release history, newest first. */
export function useReleaseHistory(promptType: PromptType) {
  const query = useQuery({
    queryKey: [...RELEASES_KEY, 'history', promptType],
    queryFn: () => releasesApi.listReleases(promptType),
  });
  return { events: query.data ?? [], ...loadView(query, INSTRUCTION_MESSAGES.loadReleases) };
}

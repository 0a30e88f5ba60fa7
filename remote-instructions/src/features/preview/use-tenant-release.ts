import { loadView, queryOptions, useQuery } from '@portal/shared/data';
import type { PromptType } from '@portal/contract';
import * as studioApi from '../../test-run/prompt-studio-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { RELEASES_KEY } from '../releases/use-release-requests';

/**
 * What a tenant's AI uses for a type now: its release or its override; null when the type has
 * none released. The preview's comparison reads the same query, so both say the same.
 */
export const tenantReleaseQuery = (tenantId: string, promptType: PromptType) =>
  queryOptions({
    queryKey: [...RELEASES_KEY, 'resolve', tenantId, promptType],
    queryFn: () => studioApi.resolvePrompt({ tenantId, promptType }),
  });

/** The tenant's release once a tenant is chosen; a release or a rollback reloads it. */
export function useTenantRelease(tenantId: string | null, promptType: PromptType) {
  const query = useQuery({
    ...tenantReleaseQuery(tenantId ?? '', promptType),
    enabled: tenantId !== null,
  });
  return {
    resolved: query.data ?? null,
    ...loadView(query, INSTRUCTION_MESSAGES.resolveRelease),
  };
}

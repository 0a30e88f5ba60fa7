import { loadView, useQuery, useTenants } from '@portal/shared/data';
import type { PromptType } from '@portal/contract';
import * as studioApi from '../api/prompt-studio';
import * as releasesApi from '../api/releases';
import { INSTRUCTION_MESSAGES } from '../messages';
import { RELEASES_KEY } from './use-release-requests';

/** A type's release history, newest first. */
export function useReleaseHistory(promptType: PromptType) {
  const query = useQuery({
    queryKey: [...RELEASES_KEY, 'history', promptType],
    queryFn: () => releasesApi.listReleases(promptType),
  });
  return { events: query.data ?? [], ...loadView(query, INSTRUCTION_MESSAGES.loadReleases) };
}

/** A tenant the user reaches, and the release its AI follows for the type (none: an override). */
export interface TenantRelease {
  id: string;
  name: string;
  releaseId: string | null;
}

/**
 * Which release each tenant the user reaches is on for the type, as `resolve` answers it (the
 * AI pipeline's own read): what a rollback can take back, and from whom. Only asked when
 * `wanted` (a releaser, who alone rolls back); a failure leaves it empty.
 */
export function useTenantReleases(promptType: PromptType, wanted: boolean) {
  const { tenants } = useTenants();
  const query = useQuery({
    queryKey: [...RELEASES_KEY, 'tenants', promptType, tenants.map((tenant) => tenant.id)],
    queryFn: () =>
      Promise.all(
        tenants.map(async ({ id, name }): Promise<TenantRelease> => {
          const resolved = await studioApi.resolvePrompt({ tenantId: id, promptType });
          return { id, name, releaseId: resolved?.release?.id ?? null };
        }),
      ),
    enabled: wanted && tenants.length > 0,
  });
  return query.data ?? [];
}

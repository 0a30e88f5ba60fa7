import { loadView, useQuery } from '@portal/shared/data';
import * as recordsApi from './workspace-records-api';
import { INSTRUCTION_MESSAGES } from '../messages';

export interface RecordChoice {
  id: string;
  name: string;
}

/**
 * The ICPs or USPs of a workspace, by name, for the preview to render on; nothing without a
 * kind (a type that needs no record) or a workspace. Its own cache entries: the artifacts
 * remote keeps the full records under its keys.
 */
export function useWorkspaceRecords(
  kind: 'icp' | 'usp' | null,
  tenantId: string | null,
  workspaceId: string | null,
) {
  const query = useQuery({
    queryKey: ['instruction-preview', kind, tenantId, workspaceId],
    queryFn: async (): Promise<RecordChoice[]> => {
      const load = kind === 'usp' ? recordsApi.listUsps : recordsApi.listIcps;
      const records = await load(tenantId!, workspaceId!);
      return records.map(({ id, name }) => ({ id, name }));
    },
    enabled: kind !== null && tenantId !== null && workspaceId !== null,
  });
  const fallback = kind === 'usp' ? INSTRUCTION_MESSAGES.loadUsps : INSTRUCTION_MESSAGES.loadIcps;
  return { records: query.data ?? [], ...loadView(query, fallback) };
}

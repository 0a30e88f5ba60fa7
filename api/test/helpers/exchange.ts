import type { ImportRequest, WorkspacePack } from '@portal/contract';
import { type sender } from './onboarding';

type Send = ReturnType<typeof sender>;

/** Export and import through the API as `token`, for one tenant. */
export function exchangeClient(send: Send, token: () => string, tenantId: () => string) {
  const base = (workspaceId: string) => `/api/tenants/${tenantId()}/workspaces/${workspaceId}`;
  return {
    export: (workspaceId: string, query = '') =>
      send('GET', `${base(workspaceId)}/export${query}`, token()),
    async pack(workspaceId: string, query = ''): Promise<WorkspacePack> {
      const response = await send('GET', `${base(workspaceId)}/export${query}`, token());
      if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
      return response.json<WorkspacePack>();
    },
    import: (workspaceId: string, request: Partial<ImportRequest>) =>
      send('POST', `${base(workspaceId)}/import`, token(), {
        format: 'json',
        onConflict: 'skip',
        dryRun: false,
        ...request,
      }),
  };
}

import type { ImportRequest, WorkspacePack } from '@portal/contract';
import { loginAs, STAFF, useTestApp } from './app';
import { sender } from './onboarding';
import { seededIds } from './seeded';

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

/**
 * A test app with staff signed in (a member of Acme Corp only) and an exchange client for
 * Acme; `signedIn` holds the token and the seeded ids from the first test on.
 */
export function useStaffExchange() {
  const ctx = useTestApp();
  const send = sender(ctx);
  const signedIn = {} as { staff: string; ids: Awaited<ReturnType<typeof seededIds>> };
  beforeAll(async () => {
    signedIn.staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
    signedIn.ids = await seededIds(ctx.repos);
  });
  const client = exchangeClient(
    send,
    () => signedIn.staff,
    () => signedIn.ids.acme.id,
  );
  return { ctx, send, client, signedIn };
}

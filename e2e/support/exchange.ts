import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { ADMIN, API_URL } from './portal';

// What the export and import specs share (issue 24, issue 37 §4): the admin's API to empty a
// workspace and give it back, a dashboard link, and choosing a file in the import dialog.

export interface Scope {
  tenant: string;
  workspace: string;
}

/** The admin's API: the seeded scopes by name, and a workspace's lists. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    (await (await request.get(`${API_URL}${path}`, { headers })).json()) as T;
  const tenants = await get<{ id: string; name: string }[]>('/api/tenants/');
  return {
    async scope(tenantName: string, workspaceName: string): Promise<Scope> {
      const tenant = tenants.find(({ name }) => name === tenantName)!.id;
      const workspaces = await get<{ id: string; name: string }[]>(
        `/api/workspaces/tenant/${tenant}`,
      );
      return { tenant, workspace: workspaces.find(({ name }) => name === workspaceName)!.id };
    },
    list: (kind: 'icp' | 'usp', { tenant, workspace }: Scope) =>
      get<{ id: string }[]>(`/api/${kind}-onboarding/${tenant}/workspace/${workspace}`),
    /**
     * Deletes every ICP and USP of the workspace (they go to its trash): an empty one to
     * import into. Answers what it deleted, for `putBack`.
     */
    async empty(scope: Scope) {
      const deleted: { kind: 'icp' | 'usp'; id: string }[] = [];
      for (const kind of ['icp', 'usp'] as const) {
        for (const { id } of await this.list(kind, scope)) {
          const gone = await request.delete(
            `${API_URL}/api/${kind}-onboarding/${scope.tenant}/${id}`,
            { headers },
          );
          expect(gone.status()).toBe(204);
          deleted.push({ kind, id });
        }
      }
      return deleted;
    },
    /**
     * Gives the workspace back the records `empty` deleted, after deleting what is there now:
     * one database serves every test, and other specs use the seeded records.
     */
    async putBack(scope: Scope, deleted: { kind: 'icp' | 'usp'; id: string }[]) {
      await this.empty(scope);
      const trash = `${API_URL}/api/tenants/${scope.tenant}/workspaces/${scope.workspace}/trash`;
      for (const { kind, id } of deleted) {
        const restored = await request.post(`${trash}/${kind}/${id}/restore`, { headers });
        expect(restored.status()).toBe(200);
      }
    },
  };
}

export const dashboardLink = (scope: Scope, tab = 'icp') =>
  `/dashboard?${new URLSearchParams({ ...scope, tab }).toString()}`;

/** Opens 'Import' and chooses a file, as the dialog's file input receives it. */
export async function importFile(page: Page, name: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Import / });
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
    buffer: Buffer.from(text, 'utf8'),
  });
  return dialog;
}

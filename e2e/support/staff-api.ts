import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { API_URL, STAFF } from './portal';

/** Staff's API in Acme Corp / Enterprise Sales: creates ICPs and deletes them afterwards. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: STAFF });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) =>
    (await (await request.get(`${API_URL}${path}`, { headers })).json()) as T;
  const tenantId = (await get<{ id: string; name: string }[]>('/api/tenants/')).find(
    ({ name }) => name === 'Acme Corp',
  )!.id;
  const workspaceId = (
    await get<{ id: string; name: string }[]>(`/api/workspaces/tenant/${tenantId}`)
  ).find(({ name }) => name === 'Enterprise Sales')!.id;
  return {
    async createIcp(name: string) {
      const created = await request.post(`${API_URL}/api/icp-onboarding`, {
        headers,
        data: {
          tenantId,
          workspaceId,
          name,
          description: 'Made by the bulk test.',
          segments: [],
          buyerPersonas: [],
        },
      });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    },
    names: async () =>
      (
        await get<{ name: string }[]>(`/api/icp-onboarding/${tenantId}/workspace/${workspaceId}`)
      ).map(({ name }) => name),
    remove: (id: string) =>
      request.delete(`${API_URL}/api/icp-onboarding/${tenantId}/${id}`, { headers }),
  };
}

import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { API_URL, STAFF } from './portal';

type Headers = Record<string, string>;

/** The account's bearer header, signed in through the API. */
export async function signedInHeaders(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<Headers> {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: account });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The seeded workspace the tests work in, Acme Corp's Enterprise Sales, by its ids. */
export async function acmeEnterpriseSales(request: APIRequestContext, headers: Headers) {
  const idOf = async (path: string, name: string) =>
    (
      (await (await request.get(`${API_URL}${path}`, { headers })).json()) as {
        id: string;
        name: string;
      }[]
    ).find((item) => item.name === name)!.id;
  const tenantId = await idOf('/api/tenants/', 'Acme Corp');
  const workspaceId = await idOf(`/api/workspaces/tenant/${tenantId}`, 'Enterprise Sales');
  return { tenantId, workspaceId };
}

/** Staff's API in Acme Corp / Enterprise Sales: creates ICPs and deletes them afterwards. */
export async function staffApi(request: APIRequestContext) {
  const headers = await signedInHeaders(request, STAFF);
  const get = async <T>(path: string) =>
    (await (await request.get(`${API_URL}${path}`, { headers })).json()) as T;
  const { tenantId, workspaceId } = await acmeEnterpriseSales(request, headers);
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

import type { Tenant, Workspace } from '@portal/contract';
import type { Repositories } from '../../src/repositories';

/** Ids of the seeded tenants and workspaces, looked up by name (they are random per database). */
export async function seededIds(repos: Repositories) {
  const admin = { id: 'n/a', isAdmin: true };
  const tenants = await repos.tenants.listReachable(admin);
  const tenant = (name: string): Tenant => tenants.find((t) => t.name === name)!;
  const acme = tenant('Acme Corp');
  const globex = tenant('Globex');
  const initech = tenant('Initech');
  const workspace = async (tenantId: string, name: string): Promise<Workspace> =>
    (await repos.workspaces.findByTenantAndName(tenantId, name))!;
  return {
    acme,
    globex,
    initech,
    enterpriseSales: await workspace(acme.id, 'Enterprise Sales'),
    smb: await workspace(acme.id, 'SMB'),
    emea: await workspace(globex.id, 'EMEA'),
  };
}

import type { Tenant, Workspace } from '@portal/contract';
import type { Repositories } from '../../src/repositories';
import { ADMIN, loginAs, STAFF, type TestContext } from './app';

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

export type SeededIds = Awaited<ReturnType<typeof seededIds>>;

/**
 * The seeded staff and admin signed in, and the seeded ids: what most route test files need
 * before their first test, in one call (`beforeAll(async () => ({ staff, admin, ids } =
 * await signInSeeded(ctx)))`).
 */
export async function signInSeeded(ctx: TestContext) {
  const [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
  return { staff, admin, ids: await seededIds(ctx.repos) };
}

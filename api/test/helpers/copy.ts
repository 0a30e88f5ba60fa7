import type { CopyRequest, Icp, Usp } from '@portal/contract';
import type { Db } from '../../src/db/connection';
import { loginAs, STAFF, type TestContext, useTestApp } from './app';
import { sender } from './onboarding';
import { seededIds } from './seeded';

/** POST …/copy as `token` into the tenant's workspace; the body's defaults copy nothing. */
export const copyInto =
  (ctx: TestContext) =>
  (token: string, tenantId: string, workspaceId: string, body: Partial<CopyRequest>) =>
    sender(ctx)('POST', `/api/tenants/${tenantId}/workspaces/${workspaceId}/copy`, token, {
      icpIds: [],
      uspIds: [],
      onConflict: 'copy',
      dryRun: false,
      ...body,
    });

/** A workspace's ICPs and USPs as the list routes answer them. */
export async function listed(
  ctx: TestContext,
  token: string,
  tenantId: string,
  workspaceId: string,
) {
  const send = sender(ctx);
  return {
    icps: (
      await send('GET', `/api/icp-onboarding/${tenantId}/workspace/${workspaceId}`, token)
    ).json<Icp[]>(),
    usps: (
      await send('GET', `/api/usp-onboarding/${tenantId}/workspace/${workspaceId}`, token)
    ).json<Usp[]>(),
  };
}

/**
 * A test app (on `wrapDb`'s view of the database) with staff signed in and Acme / Enterprise
 * Sales's seeded ICPs and USPs as the sources; `fixture` is filled from the first test on.
 */
export function useCopyFixture(wrapDb?: (db: Db) => Db) {
  const ctx = useTestApp({}, undefined, wrapDb);
  const fixture = {} as {
    staff: string;
    ids: Awaited<ReturnType<typeof seededIds>>;
    icps: Icp[];
    usps: Usp[];
  };
  beforeAll(async () => {
    fixture.staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
    fixture.ids = await seededIds(ctx.repos);
    Object.assign(
      fixture,
      await listed(ctx, fixture.staff, fixture.ids.acme.id, fixture.ids.enterpriseSales.id),
    );
  });
  return {
    ctx,
    fixture,
    copy: copyInto(ctx),
    /** The body's source: Acme / Enterprise Sales. */
    from: () => ({
      fromTenantId: fixture.ids.acme.id,
      fromWorkspaceId: fixture.ids.enterpriseSales.id,
    }),
    /** A new empty workspace of Acme: each test copies into its own. */
    emptyWorkspace: async (name: string) =>
      (await ctx.repos.workspaces.create({ tenantId: fixture.ids.acme.id, name })).id,
    inAcme: (workspaceId: string) => listed(ctx, fixture.staff, fixture.ids.acme.id, workspaceId),
  };
}

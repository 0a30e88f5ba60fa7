import type { CopyRequest, Icp, Usp } from '@portal/contract';
import type { TestContext } from './app';
import { sender } from './onboarding';

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

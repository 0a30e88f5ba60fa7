import { CreateIcpRequest, IcpParams, UpdateIcpRequest } from '@portal/contract';
import { ICP_KIND } from '../kinds';
import { artifactRoutes, LINEAGE_SUMMARY } from '../kinds/routes';
import { ICP_BODY_LIMIT } from '../schemas';

/** ICP onboarding (spec §7): the artifact routes with the ICP's paths and words. */
export const icpRoutes = artifactRoutes(
  ICP_KIND,
  {
    base: '/api/icp-onboarding',
    idParam: 'icpId',
    params: IcpParams,
    create: CreateIcpRequest,
    update: UpdateIcpRequest,
    updatePath: ':tenantId/:icpId',
    updateParams: IcpParams,
    bodyLimit: ICP_BODY_LIMIT,
    summaries: {
      list:
        "A workspace's ICPs, oldest first, segments and personas in their stored order. " +
        'With `limit`, one page; the x-next-cursor header names the next (absent on the last). ' +
        'ETag; If-None-Match with the current tag answers 304 without a body',
      read: 'One ICP of the tenant; 404 if missing or of another tenant',
      create:
        'Create an ICP with its segments and buyer personas (one transaction). ' + LINEAGE_SUMMARY,
      update:
        'Update an ICP: unsent fields stay, sent lists replace the stored ones (one transaction). ' +
        '400 ID_MISMATCH if body id ≠ :icpId; 404 if the ICP is not in the body tenant and ' +
        'workspace; 409 STALE_REVISION if `revision` is sent and is not the stored one, ' +
        '409 IN_TRASH if the ICP is in the trash. ' +
        `${LINEAGE_SUMMARY}; without it, a change of the content marks a drafted ICP edited`,
      delete: "Delete an ICP: it moves to its workspace's trash with its segments and personas",
    },
  },
  (app) => app.repos.icps,
);

import { CreateUspRequest, TenantUspParams, UpdateUspRequest, UspParams } from '@portal/contract';
import { USP_KIND } from '../kinds';
import { artifactRoutes, LINEAGE_SUMMARY } from '../kinds/routes';

/**
 * USP onboarding (spec §7): the artifact routes with the USP's paths and words. The spec's
 * PUT names its tenant only in the body.
 */
export const uspRoutes = artifactRoutes(
  USP_KIND,
  {
    base: '/api/usp-onboarding',
    idParam: 'uspId',
    params: TenantUspParams,
    create: CreateUspRequest,
    update: UpdateUspRequest,
    updatePath: ':uspId',
    updateParams: UspParams,
    summaries: {
      list:
        "A workspace's USPs, oldest first, products and capabilities in order. " +
        'With `limit`, one page; the x-next-cursor header names the next (absent on the last). ' +
        'ETag; If-None-Match with the current tag answers 304 without a body',
      read: 'One USP of the tenant; 404 if missing or of another tenant',
      create:
        'Create a USP with its products and capabilities (one transaction). ' + LINEAGE_SUMMARY,
      update:
        'Replace a USP (one transaction). 400 ID_MISMATCH if body id ≠ :uspId; ' +
        '404 if the USP is not in the body tenant and workspace; ' +
        '409 STALE_REVISION if `revision` is sent and is not the stored one, 409 IN_TRASH if ' +
        'the USP is in the trash. ' +
        `${LINEAGE_SUMMARY}; without it, a change of the content marks a drafted USP edited`,
      delete: "Delete a USP: it moves to its workspace's trash with its products and capabilities",
    },
  },
  (app) => app.repos.usps,
);

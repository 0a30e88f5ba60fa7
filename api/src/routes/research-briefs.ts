import {
  BriefExists,
  CreateResearchBriefRequest,
  ResearchBriefParams,
  UpdateResearchBriefRequest,
} from '@portal/contract';
import { BRIEF_KIND } from '../kinds';
import { artifactRoutes, LINEAGE_SUMMARY } from '../kinds/routes';

/**
 * A workspace's research brief (issue 39 §3): the artifact routes with the brief's paths and
 * words. One live brief per workspace: the list answers it (or nothing), a second create is
 * 409 BRIEF_EXISTS naming it, a change is a PUT with the revision read.
 */
export const researchBriefRoutes = artifactRoutes(
  BRIEF_KIND,
  {
    base: '/api/research-briefs',
    idParam: 'briefId',
    params: ResearchBriefParams,
    create: CreateResearchBriefRequest,
    update: UpdateResearchBriefRequest,
    updatePath: ':tenantId/:briefId',
    updateParams: ResearchBriefParams,
    taken: BriefExists,
    summaries: {
      list:
        "The workspace's research brief: a list of at most one (empty until someone saves " +
        'one). ETag; If-None-Match with the current tag answers 304 without a body',
      read: 'One research brief of the tenant; 404 if missing or of another tenant',
      create:
        "Save the workspace's research brief (one transaction). 409 BRIEF_EXISTS, with " +
        '`existingId`, when the workspace already has a live one: change that one instead. ' +
        LINEAGE_SUMMARY,
      update:
        'Replace a research brief (one transaction). 400 ID_MISMATCH if body id ≠ :briefId; ' +
        '404 if the brief is not in the body tenant and workspace; 409 STALE_REVISION if ' +
        '`revision` is sent and is not the stored one, 409 IN_TRASH if the brief is in the ' +
        `trash. ${LINEAGE_SUMMARY}; without it, a change of the content marks a researched brief edited`,
      delete: "Delete a research brief: it moves to its workspace's trash with its sections",
    },
  },
  (app) => app.repos.briefs,
);

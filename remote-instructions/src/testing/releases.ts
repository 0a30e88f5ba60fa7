import type {
  Prompt,
  ReleaseEvent,
  ReleaseRequestDetail,
  ReleaseStatusList,
} from '@portal/contract';
import { acme, globex, reviewerUser } from '@portal/shared/testing';
import { icpV10, icpV11 } from './prompts';

export const RELEASE_STATUS_URL = '/api/prompts/release-status';
export const REQUESTS_URL = '/api/release-requests';
export const RELEASES_URL = '/api/prompts/releases';
export const requestUrl = (requestId: string, action = '') =>
  `${REQUESTS_URL}/${requestId}${action && `/${action}`}`;
export const REQUEST_RELEASE_URL = `/api/prompts/${icpV11.id}/versions/${icpV11.version}/release-requests`;

/** Nothing released or in review that the list knows of. */
export const noReleaseStatus: ReleaseStatusList = { tenantCount: 0, openRequests: 0, items: [] };

/** `prompts` released to every one of three tenants, nothing in review. */
export const releasedToAll = (...prompts: Prompt[]): ReleaseStatusList => ({
  tenantCount: 3,
  openRequests: 0,
  items: prompts.map((prompt) => ({
    promptId: prompt.id,
    version: prompt.version,
    promptType: prompt.promptType,
    releasedTo: 3,
    requestId: null,
  })),
});

const at = '2026-11-27T10:00:00.000Z';

/** Staff asked for the active ICP version, V1.1, over the released V1.0; nothing reviewed yet. */
export const openRequest: ReleaseRequestDetail = {
  id: 'r-icp',
  status: 'open',
  promptId: icpV11.id,
  version: icpV11.version,
  promptType: 'ICP',
  requestedBy: 'staff@example.com',
  requestedAt: at,
  note: 'Three bullets read better',
  reviewed: null,
  promptContent: icpV11.promptContent,
  released: {
    releaseId: 'e-initial',
    promptId: icpV10.id,
    version: icpV10.version,
    promptContent: icpV10.promptContent,
  },
  gate: {
    status: 'failing',
    total: 3,
    passed: 1,
    failing: [{ caseId: 'case-bank', caseName: 'Regional bank' }],
    notRun: [{ caseId: 'case-short', caseName: 'Short answer' }],
    hidden: 2,
  },
  impact: {
    receive: { tenants: [acme], others: 2 },
    keepOverride: { tenants: [globex], others: 0 },
  },
  rollout: {
    releasedTo: { tenants: [], others: 0 },
    remaining: { tenants: [acme], others: 2 },
  },
  comments: [
    {
      id: 'c-1',
      kind: 'comment',
      userId: 'u-staff',
      username: 'staff@example.com',
      at,
      comment: 'Ready when you are',
    },
  ],
};

/** The same request once a releaser approved it. */
export const approvedRequest: ReleaseRequestDetail = {
  ...openRequest,
  status: 'approved',
  reviewed: { userId: reviewerUser.id, username: reviewerUser.username, at },
};

/** The first release: V1.0 for every tenant. */
export const initialEvent: ReleaseEvent = {
  id: 'e-initial',
  kind: 'initial',
  promptType: 'ICP',
  promptId: icpV10.id,
  version: icpV10.version,
  tenants: null,
  requestId: null,
  requestedBy: null,
  approvedBy: null,
  releasedBy: null,
  releasedAt: '2026-11-01T09:00:00.000Z',
  gate: null,
  reason: 'The version every tenant used when releases began',
  rollsBack: null,
  rolledBackBy: [],
  current: { tenants: [], others: 0 },
};

/** V1.1 released to Acme first, past a failing gate. */
export const acmeRelease: ReleaseEvent = {
  ...initialEvent,
  id: 'e-acme',
  kind: 'release',
  promptId: icpV11.id,
  version: icpV11.version,
  tenants: { tenants: [acme], others: 0 },
  requestId: openRequest.id,
  requestedBy: 'staff@example.com',
  approvedBy: reviewerUser.username,
  releasedBy: reviewerUser.username,
  releasedAt: at,
  gate: { ...openRequest.gate, hidden: 0 },
  reason: 'The failing case is a known flake',
};

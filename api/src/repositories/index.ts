import type { Db } from '../db/connection';
import { BRIEF_KIND, ICP_KIND, USP_KIND } from '../kinds';
import { createArtifactRepository } from '../kinds/repository';
import { createAccountsRepository } from './accounts';
import { createArtifactsRepository } from './artifacts';
import { createAuditRepository } from './audit';
import { createAuthFailuresRepository } from './auth-failures';
import { createCopyRepository } from '../copy/repository';
import { createExchangeRepository } from '../exchange/repository';
import { createModelCallsRepository } from './model-calls';
import { createOidcRepository } from './oidc';
import { createPromptOverridesRepository } from './prompt-overrides';
import { createPromptsRepository } from './prompts';
import { createRateLimitHitsRepository } from './rate-limit-hits';
import { createReleaseFlowRepository } from './release-flow';
import { createReleaseRequestsRepository } from './release-requests';
import { createReleaseViewsRepository } from './release-views';
import { createReleasesRepository } from './releases';
import { createBackgroundRunsRepository } from './background-runs';
import { createScorecardRepository } from './scorecard';
import { createTenantsRepository } from './tenants';
import { createTestCasesRepository } from './test-cases';
import { createTestRunsRepository } from './test-runs';
import { createTrashRepository } from '../trash/repository';
import { createUsersRepository } from './users';
import { createWebhooksRepository } from './webhooks';
import { createWorkspacesRepository } from './workspaces';

export type { Caller } from './tenants';
export type { Actor } from './audit';

/** One repository per resource, all over the same Kysely instance. */
export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    accounts: createAccountsRepository(db),
    tenants: createTenantsRepository(db),
    workspaces: createWorkspacesRepository(db),
    icps: createArtifactRepository(db, ICP_KIND),
    usps: createArtifactRepository(db, USP_KIND),
    briefs: createArtifactRepository(db, BRIEF_KIND),
    prompts: createPromptsRepository(db),
    promptOverrides: createPromptOverridesRepository(db),
    authFailures: createAuthFailuresRepository(db),
    oidc: createOidcRepository(db),
    rateLimitHits: createRateLimitHitsRepository(db),
    audit: createAuditRepository(db),
    artifacts: createArtifactsRepository(db),
    exchange: createExchangeRepository(db),
    copy: createCopyRepository(db),
    testCases: createTestCasesRepository(db),
    testRuns: createTestRunsRepository(db),
    backgroundRuns: createBackgroundRunsRepository(db),
    trash: createTrashRepository(db),
    webhooks: createWebhooksRepository(db),
    releases: createReleasesRepository(db),
    releaseRequests: createReleaseRequestsRepository(db),
    releaseFlow: createReleaseFlowRepository(db),
    releaseViews: createReleaseViewsRepository(db),
    modelCalls: createModelCallsRepository(db),
    scorecard: createScorecardRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

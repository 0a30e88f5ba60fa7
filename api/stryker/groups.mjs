// @ts-check
/**
 * The API's security-relevant code: what mutation testing covers in full
 * (`pnpm test:mutation:groups`; `pnpm test:mutation` alone takes one file of it).
 */
export const SCOPE = [
  'src/plugins/**/*.ts',
  'src/auth/**/*.ts',
  'src/routes/**/*.ts',
  // The repositories whose queries carry the tenant/workspace scope filters.
  'src/repositories/tenants.ts',
  'src/repositories/workspaces.ts',
  // Every artifact kind's repository and routes (issue 36): one of each for ICPs and USPs.
  'src/kinds/**/*.ts',
  'src/repositories/prompts.ts',
  // The audit trail's scope filters and what an entry records (issue 11).
  'src/repositories/audit.ts',
  'src/repositories/audit-changes.ts',
  'src/repositories/page.ts',
];

/**
 * The mutation scope (SCOPE) cut into groups, each with the tests written
 * for it (scripts/mutation-groups.mjs runs them). A group's mutants run only against its
 * tests: fewer files per mutant, so the whole scope takes minutes, not hours. Fewer tests can
 * only kill fewer mutants, so the groups' combined score is a lower bound of the whole
 * suite's. Every file of the scope belongs to exactly one group (the script checks).
 */

const OPENAPI = 'test/plugins/openapi.test.ts';

/** @type {{ name: string, mutate: string[], tests: string[] }[]} */
export const GROUPS = [
  {
    name: 'plugins',
    mutate: [
      'src/plugins/security-headers.ts',
      'src/plugins/security.ts',
      'src/plugins/errors.ts',
      'src/plugins/framework-errors.ts',
      'src/plugins/request-guards.ts',
      'src/auth/passwords.ts',
    ],
    tests: ['test/plugins', 'test/auth', 'test/routes/auth-throttle-windows.test.ts'],
  },
  {
    name: 'auth',
    mutate: [
      'src/plugins/auth.ts',
      'src/plugins/tenant-access.ts',
      'src/auth/login-throttle.ts',
      'src/auth/usernames.ts',
      'src/routes/tenants.ts',
      'src/routes/workspaces.ts',
    ],
    tests: [
      'test/plugins',
      'test/auth',
      'test/routes/auth-throttle-windows.test.ts',
      'test/routes/tenants.test.ts',
      'test/routes/workspaces.test.ts',
      'test/routes/token-revocation.test.ts',
      'test/routes/auth.test.ts',
      'test/routes/auth-throttle.test.ts',
      'test/routes/change-password.test.ts',
    ],
  },
  {
    name: 'operations',
    mutate: [
      'src/routes/auth.ts',
      'src/routes/health.ts',
      'src/routes/client-events.ts',
      'src/routes/client-event-redaction.ts',
      'src/plugins/metrics.ts',
      'src/plugins/rate-limit.ts',
      'src/plugins/openapi.ts',
      'src/plugins/repositories.ts',
    ],
    tests: [
      'test/plugins',
      'test/auth',
      'test/routes/auth-throttle-windows.test.ts',
      'test/routes/auth.test.ts',
      'test/routes/change-password.test.ts',
      'test/routes/auth-throttle.test.ts',
      'test/routes/token-revocation.test.ts',
      'test/routes/operability.test.ts',
      // The per-user limit of test runs.
      'test/routes/prompt-test-run.test.ts',
      'test/routes/client-events.test.ts',
    ],
  },
  {
    name: 'audit-and-scope',
    mutate: [
      'src/routes/audit.ts',
      'src/repositories/audit.ts',
      'src/repositories/audit-changes.ts',
      'src/repositories/tenants.ts',
      'src/repositories/workspaces.ts',
    ],
    tests: [
      OPENAPI,
      'test/plugins/tenant-access.test.ts',
      'test/routes/audit.test.ts',
      'test/routes/audit-transactions.test.ts',
      'test/routes/tenants.test.ts',
      'test/routes/workspaces.test.ts',
      'test/routes/revisions.test.ts',
      'test/routes/onboarding-transactions.test.ts',
      'test/routes/icps-isolation.test.ts',
      'test/routes/usps-isolation.test.ts',
      // The admin CLI finds tenants by id or name.
      'test/admin-commands.test.ts',
    ],
  },
  {
    name: 'artifacts',
    mutate: [
      'src/routes/icps.ts',
      'src/routes/usps.ts',
      'src/routes/paging.ts',
      'src/kinds/**/*.ts',
      'src/repositories/page.ts',
    ],
    tests: [
      OPENAPI,
      'test/repositories',
      'test/routes/icps.test.ts',
      'test/routes/icps-isolation.test.ts',
      'test/routes/icps-update.test.ts',
      'test/routes/icps-validation.test.ts',
      'test/routes/usps.test.ts',
      'test/routes/usps-isolation.test.ts',
      'test/routes/usps-validation.test.ts',
      'test/routes/list-answers.test.ts',
      'test/routes/paging.test.ts',
      'test/routes/revisions.test.ts',
      'test/routes/onboarding-transactions.test.ts',
      // What each write records in the audit trail.
      'test/routes/audit.test.ts',
    ],
  },
  {
    name: 'prompts',
    mutate: ['src/routes/prompts.ts', 'src/routes/prompt-studio.ts', 'src/repositories/prompts.ts'],
    tests: [
      OPENAPI,
      'test/repositories/prompts.test.ts',
      'test/routes/prompts.test.ts',
      'test/routes/prompts-validation.test.ts',
      'test/routes/prompt-history.test.ts',
      'test/routes/prompt-template-check.test.ts',
      'test/routes/prompt-studio.test.ts',
      'test/routes/revisions.test.ts',
      'test/routes/audit.test.ts',
      'test/routes/paging.test.ts',
    ],
  },
  {
    name: 'model',
    mutate: [
      'src/routes/prompt-test-run.ts',
      'src/routes/model-provider.ts',
      'src/plugins/model-provider.ts',
    ],
    tests: [
      OPENAPI,
      'test/routes/prompt-test-run.test.ts',
      'test/routes/prompt-test-run-model.test.ts',
    ],
  },
];

import type { CreateIcpRequest, CreateUspRequest, Usp } from '@portal/contract';
import type { Db } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { bearer, type TestContext } from './app';

/** A valid ICP body for the given tenant and workspace; `overrides` replace top-level fields. */
export function icpInput(
  tenantId: string,
  workspaceId: string,
  overrides: Partial<CreateIcpRequest> = {},
): CreateIcpRequest {
  return {
    tenantId,
    workspaceId,
    name: 'Healthcare providers',
    description: 'Hospital groups modernising patient intake',
    segments: [
      { name: 'Hospital groups', description: '10+ sites', details: 'Epic or Cerner EHR' },
      { name: 'Clinics', description: 'Outpatient chains', details: 'Own scheduling tools' },
    ],
    buyerPersonas: [
      { name: 'CIO', description: 'Owns the roadmap', isMobilizer: false, isBuyingCommittee: true },
      { name: 'Head of Nursing', isMobilizer: true, isBuyingCommittee: false },
    ],
    ...overrides,
  };
}

/**
 * What a record says of its last update (issue 37 §2): a time, and the email of the account
 * that made it (null when nobody signed in did).
 */
export const lastUpdate = (updatedBy: string | null = 'staff@example.com') => ({
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
  updatedBy,
});

/** A USP read back as a PUT body: the record without what only the server writes. */
export const uspPutBody = ({ updatedAt: _at, updatedBy: _by, ...usp }: Usp) => usp;

/** A valid USP body for the given tenant and workspace; `overrides` replace top-level fields. */
export function uspInput(
  tenantId: string,
  workspaceId: string,
  overrides: Partial<CreateUspRequest> = {},
): CreateUspRequest {
  return {
    tenantId,
    workspaceId,
    name: 'Fast onboarding',
    differentiator: 'Live in a week, not a quarter',
    products: ['Portal', 'Connectors'],
    capabilities: ['Guided setup', 'CSV import', 'SSO'],
    ...overrides,
  };
}

export const ONBOARDING_TABLES = [
  'icps',
  'icp_segments',
  'icp_buyer_personas',
  'usps',
  'usp_products',
  'usp_capabilities',
] as const satisfies readonly (keyof Database)[];

/** Row counts of every ICP and USP table: compared before and after a refused request. */
export async function countOnboardingRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ONBOARDING_TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

/** Every stored ICP and USP row (timestamps included), for "the database is unchanged" checks. */
export async function snapshotOnboarding(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of ONBOARDING_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** What the audit trail holds for a workspace, in order: each entry's action and entity. */
export async function workspaceAudit(db: Db, workspaceId: string) {
  return db
    .selectFrom('audit_entries')
    .select(['action', 'entity'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('seq')
    .execute();
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `send(method, url, token, body?)` against the test app, with the bearer header set. */
export const sender =
  (ctx: TestContext) => (method: Method, url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

export const notFoundBody = (message: string) => ({ statusCode: 404, code: 'NOT_FOUND', message });
/** The 404 of a tenant without an instruction of the type (the contract's NoRelease). */
export const noReleaseBody = (promptType: string) => ({
  statusCode: 404,
  code: 'NO_RELEASE',
  message: `No ${promptType} instruction is released; release one first`,
});
export const invalidBody = (message: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message,
});

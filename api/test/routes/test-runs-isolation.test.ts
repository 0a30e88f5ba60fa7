import type {
  Icp,
  SaveTestCaseRequest,
  TestCase,
  TestCaseRun,
  TestPassRate,
  VersionTestResults,
} from '@portal/contract';
import { ADMIN, loginAs, STAFF } from '../helpers/app';
import { CANNED_DRAFTS, jsonAnswer } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { icpInput, sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/**
 * Kept test-case runs (issue 33 §2): a reader sees only the results of cases whose record they
 * reach (and the global ones), and every count is of those results only.
 */
const { ctx, fake } = useFakeModelApp({ initial: jsonAnswer(CANNED_DRAFTS.icp) });
const send = sender(ctx);
const NO_CHECKS = { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null };
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let globexCase: TestCase;
let acmeCase: TestCase;
let describedCase: TestCase;

const save = async (token: string, body: SaveTestCaseRequest) => {
  const response = await send('POST', '/api/prompts/test-cases', token, body);
  expect(response.statusCode).toBe(201);
  return response.json<TestCase>();
};
const icpInstruction = async () => (await ctx.repos.prompts.findDefault('ICP'))!;
const runAs = async (token: string, tenantId: string, workspaceId: string) => {
  const instruction = await icpInstruction();
  const response = await send('POST', `/api/prompts/${instruction.id}/test-cases/run`, token, {
    promptContent: instruction.promptContent,
    tenantId,
    workspaceId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TestCaseRun>();
};
const resultsAs = async (token: string) => {
  const instruction = await icpInstruction();
  return send(
    'GET',
    `/api/prompts/${instruction.id}/versions/${instruction.version}/test-results`,
    token,
  );
};
const rateAs = async (token: string) => {
  const instruction = await icpInstruction();
  const response = await send('GET', '/api/prompts/test-pass-rates', token);
  return response.json<TestPassRate[]>().find((rate) => rate.promptId === instruction.id);
};
const GLOBEX_SECRETS = () => [ids.globex.id, ids.emea.id, 'GLOBEX-ICP', 'Globex segments'];

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
  const globexIcp = (
    await send(
      'POST',
      '/api/icp-onboarding',
      admin,
      icpInput(ids.globex.id, ids.emea.id, {
        name: 'GLOBEX-ICP',
        segments: [{ name: 'GLOBEX-ICP-SEG', description: 'Globex only', details: 'x' }],
      }),
    )
  ).json<Icp>();
  const acmeIcp = (
    await send(
      'POST',
      '/api/icp-onboarding',
      staff,
      icpInput(ids.acme.id, ids.enterpriseSales.id, {
        segments: [{ name: 'Regional 3PLs', description: 'Named by the answer', details: 'x' }],
      }),
    )
  ).json<Icp>();
  globexCase = await save(admin, {
    promptType: 'ICP',
    name: 'Globex segments',
    input: { kind: 'icp', tenantId: ids.globex.id, workspaceId: ids.emea.id, icpId: globexIcp.id },
    checks: { ...NO_CHECKS, namesSegments: true },
  });
  acmeCase = await save(staff, {
    promptType: 'ICP',
    name: 'Acme segments',
    input: {
      kind: 'icp',
      tenantId: acmeIcp.tenantId,
      workspaceId: acmeIcp.workspaceId,
      icpId: acmeIcp.id,
    },
    checks: { ...NO_CHECKS, namesSegments: true },
  });
  describedCase = await save(admin, {
    promptType: 'ICP',
    name: 'Typed description',
    input: { kind: 'description', companyDescription: 'We plan freight for 3PLs.' },
    checks: { ...NO_CHECKS, maxWords: 1 },
  });
});

describe("an admin's run over every tenant's cases", () => {
  let adminRun: TestCaseRun;
  beforeAll(async () => {
    adminRun = await runAs(admin, ids.globex.id, ids.emea.id);
  });

  test('the admin sees every result, counted', async () => {
    expect(adminRun.results.map((r) => [r.caseId, r.status, r.message])).toEqual([
      [globexCase.id, 'fail', "Segment 'GLOBEX-ICP-SEG' is not named"],
      [acmeCase.id, 'pass', ''],
      [describedCase.id, 'fail', expect.stringMatching(/ words, more than 1$/)],
    ]);
    expect([adminRun.passed, adminRun.total]).toEqual([1, 3]);
    expect((await resultsAs(admin)).json<VersionTestResults>().run).toMatchObject({
      id: adminRun.id,
      passed: 1,
      total: 3,
    });
    expect(await rateAs(admin)).toMatchObject({ passed: 1, total: 3 });
  });

  test("staff read the version's results without the Globex case's, and counts of theirs", async () => {
    const response = await resultsAs(staff);

    const { run } = response.json<VersionTestResults>();
    expect(run).toMatchObject({ id: adminRun.id, passed: 1, total: 2 });
    expect(run!.results.map((r) => r.caseId)).toEqual([acmeCase.id, describedCase.id]);
    for (const secret of GLOBEX_SECRETS()) expect(response.body).not.toContain(secret);
  });

  test('staff read the pass rate of their results only', async () => {
    expect(await rateAs(staff)).toMatchObject({ passed: 1, total: 2 });
  });
});

test("staff's own run runs only the cases they reach: no call, no result for the others", async () => {
  fake.requests.length = 0;

  const run = await runAs(staff, ids.acme.id, ids.enterpriseSales.id);

  expect(run.results.map((r) => r.caseId)).toEqual([acmeCase.id, describedCase.id]);
  expect([run.passed, run.total]).toEqual([1, 2]);
  expect(fake.requests).toHaveLength(2);
  const asked = JSON.stringify(fake.requests.map((request) => request.body));
  for (const secret of GLOBEX_SECRETS()) expect(asked).not.toContain(secret);
  // The admin reads that run (the latest) as it was: two results.
  expect((await resultsAs(admin)).json<VersionTestResults>().run).toMatchObject({
    id: run.id,
    total: 2,
  });
});

import type { Icp, SaveTestCaseRequest, TestCase } from '@portal/contract';
import { countAuditRows, readAudit } from '../helpers/audit';
import { useIsolationFixture } from '../helpers/isolation';
import { icpInput, notFoundBody } from '../helpers/onboarding';

/**
 * Saved test cases on a record belong to that record's tenant (issue 33 §1): listed, changed
 * and deleted only by those who reach it, out of reach the same 404 as a missing case; cases
 * on a typed company description stay global.
 */
const { ctx, send, fixture } = useIsolationFixture();
const URL = '/api/prompts/test-cases';
const NO_CHECKS = { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null };
let globexIcp: Icp;
let globexCase: TestCase;
let globexUspCase: TestCase;
let acmeCase: TestCase;
let describedCase: TestCase;

const save = async (token: string, body: SaveTestCaseRequest) => {
  const response = await send('POST', URL, token, body);
  expect(response.statusCode).toBe(201);
  return response.json<TestCase>();
};
const listAs = (token: string, promptType = 'ICP') =>
  send('GET', `${URL}?promptType=${promptType}`, token);
const storedCases = async () =>
  (await ctx.database.db.selectFrom('prompt_test_cases').selectAll().orderBy('seq').execute()).map(
    (row) => JSON.stringify(row),
  );

beforeAll(async () => {
  const { ids, admin, staff } = fixture;
  globexIcp = (
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
  const onGlobex = { kind: 'icp' as const, tenantId: ids.globex.id, workspaceId: ids.emea.id };
  globexCase = await save(admin, {
    promptType: 'ICP',
    name: 'Globex segments',
    input: { ...onGlobex, icpId: globexIcp.id },
    checks: { ...NO_CHECKS, namesSegments: true },
  });
  globexUspCase = await save(admin, {
    promptType: 'USP',
    name: 'Globex USP',
    input: {
      kind: 'usp',
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
      uspId: fixture.globexUsp.id,
    },
    checks: NO_CHECKS,
  });
  acmeCase = await save(staff, {
    promptType: 'ICP',
    name: 'Acme segments',
    input: {
      kind: 'icp',
      tenantId: ids.acme.id,
      workspaceId: ids.enterpriseSales.id,
      icpId: fixture.acmeIcp.id,
    },
    checks: { ...NO_CHECKS, namesSegments: true },
  });
  describedCase = await save(admin, {
    promptType: 'ICP',
    name: 'Typed description',
    input: { kind: 'description', companyDescription: 'We plan freight for 3PLs.' },
    checks: NO_CHECKS,
  });
});

test("a reader who does not reach a case's record never sees it, nor anything of that record", async () => {
  const listed = await listAs(fixture.staff);

  expect(listed.statusCode).toBe(200);
  expect(listed.json<TestCase[]>().map((c) => c.id)).toEqual([acmeCase.id, describedCase.id]);
  for (const secret of [fixture.ids.globex.id, fixture.ids.emea.id, globexIcp.id, 'GLOBEX-ICP']) {
    expect(listed.body).not.toContain(secret);
  }
  expect((await listAs(fixture.staff, 'USP')).json<TestCase[]>()).toEqual([]);
});

test('an admin reaches every tenant: every case is listed', async () => {
  const listed = (await listAs(fixture.admin)).json<TestCase[]>();

  expect(listed.map((c) => c.id)).toEqual([globexCase.id, acmeCase.id, describedCase.id]);
  expect(listed[0]).toMatchObject({ inputName: 'GLOBEX-ICP' });
  expect((await listAs(fixture.admin, 'USP')).json<TestCase[]>()).toEqual([globexUspCase]);
});

test('a case out of reach is the same 404 as a missing one to change or delete; nothing written', async () => {
  const cases = await storedCases();
  const audited = await countAuditRows(ctx.database.db);
  const replacement: SaveTestCaseRequest = {
    promptType: 'ICP',
    name: 'Taken over',
    input: { kind: 'description', companyDescription: 'Now global' },
    checks: NO_CHECKS,
  };

  for (const testCase of [globexCase, globexUspCase]) {
    const url = `${URL}/${testCase.id}`;
    expect((await send('PUT', url, fixture.staff, replacement)).json()).toEqual(
      notFoundBody('Test case not found'),
    );
    expect((await send('DELETE', url, fixture.staff)).json()).toEqual(
      notFoundBody('Test case not found'),
    );
  }

  expect(await storedCases()).toEqual(cases);
  expect(await countAuditRows(ctx.database.db)).toBe(audited);
});

test("staff change and delete their own tenant's cases and the global ones", async () => {
  const body = (name: string): SaveTestCaseRequest => ({
    promptType: 'ICP',
    name,
    input: { kind: 'description', companyDescription: 'Short-lived' },
    checks: NO_CHECKS,
  });
  const global = await save(fixture.admin, body('Global, by the admin'));

  expect(
    (await send('PUT', `${URL}/${global.id}`, fixture.staff, body('Renamed'))).statusCode,
  ).toBe(200);
  expect((await send('DELETE', `${URL}/${global.id}`, fixture.staff)).statusCode).toBe(204);
  const renamed = { ...body('Acme, renamed'), input: acmeCase.input };
  expect((await send('PUT', `${URL}/${acmeCase.id}`, fixture.staff, renamed)).json()).toMatchObject(
    { id: acmeCase.id, name: 'Acme, renamed' },
  );
});

test("a case's audit entries are its record's tenant's: out of the shared trail", async () => {
  const shared = await readAudit(ctx, fixture.staff, { entity: 'prompt-test-case' });
  const ofGlobex = await readAudit(ctx, fixture.admin, {
    tenantId: fixture.ids.globex.id,
    entity: 'prompt-test-case',
  });

  const sharedIds = shared.page!.items.map((entry) => entry.entityId);
  expect(sharedIds).toContain(describedCase.id);
  expect(sharedIds).not.toContain(globexCase.id);
  expect(sharedIds).not.toContain(acmeCase.id);
  expect(ofGlobex.page!.items.map((entry) => [entry.action, entry.entityId])).toEqual([
    ['create', globexUspCase.id],
    ['create', globexCase.id],
  ]);
  expect(ofGlobex.page!.items[0]).toMatchObject({
    tenantId: fixture.ids.globex.id,
    workspaceId: fixture.ids.emea.id,
  });
});

test('a member of a tenant that is archived no longer reaches its cases (as it no longer reaches the tenant)', async () => {
  const { repos } = ctx;
  const tenant = await repos.tenants.create({ name: 'Hooli' });
  const workspace = await repos.workspaces.create({ tenantId: tenant.id, name: 'Main' });
  const staffUser = (await repos.users.findByUsername('staff@example.com'))!;
  await repos.tenants.addMember(staffUser.id, tenant.id);
  const icp = await repos.icps.create(
    icpInput(tenant.id, workspace.id, { name: 'Hooli ICP' }),
    null,
  );
  const hooliCase = await save(fixture.staff, {
    promptType: 'ICP',
    name: 'Hooli segments',
    input: { kind: 'icp', tenantId: tenant.id, workspaceId: workspace.id, icpId: icp.id },
    checks: NO_CHECKS,
  });
  expect((await listAs(fixture.staff)).json<TestCase[]>().map((c) => c.id)).toContain(hooliCase.id);

  const admin = (await repos.users.findByUsername('admin@example.com'))!;
  await repos.tenants.setArchived(tenant.id, true, admin);

  expect((await listAs(fixture.staff)).json<TestCase[]>().map((c) => c.id)).not.toContain(
    hooliCase.id,
  );
  expect((await send('DELETE', `${URL}/${hooliCase.id}`, fixture.staff)).json()).toEqual(
    notFoundBody('Test case not found'),
  );
  expect((await listAs(fixture.admin)).json<TestCase[]>().map((c) => c.id)).toContain(hooliCase.id);
});

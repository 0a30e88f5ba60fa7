import { randomUUID } from 'node:crypto';
import type { Icp, SaveTestCaseRequest, TestCase, Usp } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows, readAudit, triples } from '../helpers/audit';
import { icpInput, invalidBody, notFoundBody, sender, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/** Saved test cases of an instruction type (issue 21 §3): list, create, replace, delete. */
const ctx = useTestApp();
const send = sender(ctx);
const URL = '/api/prompts/test-cases';
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let icp: Icp;
let usp: Usp;
let globexIcp: Icp;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
  const acme = [ids.acme.id, ids.enterpriseSales.id] as const;
  icp = (await send('POST', '/api/icp-onboarding', staff, icpInput(...acme))).json<Icp>();
  usp = (await send('POST', '/api/usp-onboarding', staff, uspInput(...acme))).json<Usp>();
  // Staff is no member of Globex; the admin reaches every tenant.
  globexIcp = (
    await send('POST', '/api/icp-onboarding', admin, icpInput(ids.globex.id, ids.emea.id))
  ).json<Icp>();
});

const NO_CHECKS = { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null };
const describedCase = (overrides: Partial<SaveTestCaseRequest> = {}): SaveTestCaseRequest => ({
  promptType: 'ICP',
  name: 'Freight planner',
  input: { kind: 'description', companyDescription: 'We plan freight for 3PLs.' },
  checks: { ...NO_CHECKS, parses: true, bannedPhrases: ['world-class'], maxWords: 300 },
  ...overrides,
});
const icpCase = (overrides: Partial<SaveTestCaseRequest> = {}): SaveTestCaseRequest => ({
  promptType: 'BUYER_PERSONA',
  name: 'Healthcare personas',
  input: { kind: 'icp', tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id, icpId: icp.id },
  checks: { ...NO_CHECKS, namesSegments: true },
  ...overrides,
});

const create = (body: object, token = staff) => send('POST', URL, token, body);
const list = async (promptType: string) =>
  (await send('GET', `${URL}?promptType=${promptType}`, staff)).json<TestCase[]>();
const auditOf = (caseId: string) =>
  ctx.database.db
    .selectFrom('audit_entries')
    .select(['action', 'entity', 'username', 'tenant_id', 'changes'])
    .where('entity_id', '=', caseId)
    .orderBy('seq')
    .execute();

describe('create and list', () => {
  test('a description case: 201 with the case, listed under its type, audited', async () => {
    const response = await create(describedCase());

    expect(response.statusCode).toBe(201);
    const saved = response.json<TestCase>();
    expect(saved).toEqual({
      id: expect.any(String),
      ...describedCase(),
      inputName: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await list('ICP')).toContainEqual(saved);
    expect(await list('USP')).not.toContainEqual(saved);
    const [entry, ...more] = await auditOf(saved.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'prompt-test-case',
      username: STAFF.username,
      tenant_id: null,
    });
    expect(JSON.parse(entry!.changes)).toEqual([
      { field: 'promptType', after: 'ICP' },
      { field: 'name', after: 'Freight planner' },
      { field: 'input' },
      { field: 'checks' },
    ]);
  });

  test("an ICP or USP case keeps the record's name as inputName", async () => {
    const fromIcp = (await create(icpCase())).json<TestCase>();
    const fromUsp = (
      await create({
        promptType: 'USP',
        name: 'Onboarding USP',
        input: {
          kind: 'usp',
          tenantId: ids.acme.id,
          workspaceId: ids.enterpriseSales.id,
          uspId: usp.id,
        },
        checks: { ...NO_CHECKS, parses: true },
      })
    ).json<TestCase>();

    expect(fromIcp.inputName).toBe('Healthcare providers');
    expect(fromUsp.inputName).toBe('Fast onboarding');
  });

  test('a type lists its cases oldest first', async () => {
    const names = ['First', 'Second', 'Third'];
    for (const name of names)
      await create(describedCase({ promptType: 'COMPANY_RESEARCH', name, checks: NO_CHECKS }));

    expect((await list('COMPANY_RESEARCH')).map((c) => c.name)).toEqual(names);
  });

  test.each([
    [
      'parses on a type without a JSON shape',
      describedCase({ promptType: 'ICP_EDIT' }),
      'checks.parses is only for ICP, BUYER_PERSONA and USP cases: only their answers have a JSON shape',
    ],
    [
      'namesSegments on a description',
      describedCase({ checks: { ...NO_CHECKS, namesSegments: true } }),
      'checks.namesSegments needs an ICP as the input',
    ],
  ])('400 VALIDATION_FAILED for %s; nothing written', async (_, body, message) => {
    const audited = await countAuditRows(ctx.database.db);

    const response = await create(body);

    expect(response.json()).toEqual(invalidBody(message));
    expect(await countAuditRows(ctx.database.db)).toBe(audited);
  });

  test.each([
    ['a blank name', { name: '   ' }],
    ['a word limit of 0', { checks: { ...NO_CHECKS, maxWords: 0 } }],
    ['51 banned phrases', { checks: { ...NO_CHECKS, bannedPhrases: Array(51).fill('x') } }],
    ['an unknown type', { promptType: 'PITCH' }],
    ['an unknown input kind', { input: { kind: 'url', url: 'https://acme.example.com' } }],
  ])('400 for %s', async (_, overrides) => {
    const response = await create({ ...describedCase(), ...overrides });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  test.each([
    [
      "a tenant the caller may not reach (another tenant's ICP)",
      () => ({ tenantId: ids.globex.id, workspaceId: ids.emea.id, icpId: globexIcp.id }),
      'Tenant not found',
    ],
    [
      'an ICP that does not exist',
      () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id, icpId: randomUUID() }),
      'ICP not found',
    ],
    [
      "another workspace's ICP",
      () => ({ tenantId: ids.acme.id, workspaceId: ids.smb.id, icpId: icp.id }),
      'ICP not found',
    ],
  ])('404 for %s, as for a missing one', async (_, input, message) => {
    const response = await create(icpCase({ input: { kind: 'icp', ...input() } }));

    expect(response.json()).toEqual(notFoundBody(message));
  });

  test("the admin may save a case on any tenant's ICP", async () => {
    const response = await create(
      icpCase({
        input: {
          kind: 'icp',
          tenantId: ids.globex.id,
          workspaceId: ids.emea.id,
          icpId: globexIcp.id,
        },
      }),
      admin,
    );

    expect(response.statusCode).toBe(201);
  });

  test('401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${URL}?promptType=ICP` });

    expect(response.statusCode).toBe(401);
  });
});

describe('replace and delete', () => {
  test('PUT replaces the case, audits what changed', async () => {
    const saved = (await create(describedCase({ name: 'Before' }))).json<TestCase>();

    const response = await send(
      'PUT',
      `${URL}/${saved.id}`,
      staff,
      describedCase({ name: 'After' }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json<TestCase>()).toMatchObject({ id: saved.id, name: 'After' });
    expect((await list('ICP')).find((c) => c.id === saved.id)?.name).toBe('After');
    const entries = await auditOf(saved.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(JSON.parse(entries[1]!.changes)).toEqual([
      { field: 'name', before: 'Before', after: 'After' },
    ]);
  });

  test('DELETE answers 204, the case is gone, audited', async () => {
    const saved = (await create(describedCase({ name: 'Short-lived' }))).json<TestCase>();

    const response = await send('DELETE', `${URL}/${saved.id}`, staff);

    expect(response.statusCode).toBe(204);
    expect((await list('ICP')).map((c) => c.id)).not.toContain(saved.id);
    expect((await auditOf(saved.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  test('404 for an unknown case; nothing written', async () => {
    const audited = await countAuditRows(ctx.database.db);
    const unknown = randomUUID();

    expect((await send('PUT', `${URL}/${unknown}`, staff, describedCase())).json()).toEqual(
      notFoundBody('Test case not found'),
    );
    expect((await send('DELETE', `${URL}/${unknown}`, staff)).json()).toEqual(
      notFoundBody('Test case not found'),
    );
    expect(await countAuditRows(ctx.database.db)).toBe(audited);
  });
});

describe('the audit trail', () => {
  test('lists test case entries with the instruction entries, for every signed-in user', async () => {
    const saved = (await create(describedCase({ name: 'Audited' }))).json<TestCase>();
    await send('DELETE', `${URL}/${saved.id}`, staff);

    const { page: filtered } = await readAudit(ctx, admin, {
      entity: 'prompt-test-case',
      entityId: saved.id,
    });
    const { page: all } = await readAudit(ctx, admin, { limit: '2' });

    expect(triples(filtered!.items)).toEqual([
      ['delete', 'prompt-test-case', saved.id],
      ['create', 'prompt-test-case', saved.id],
    ]);
    expect(triples(all!.items)).toEqual(triples(filtered!.items));
    expect(filtered!.items[0]).toMatchObject({ username: STAFF.username, tenantId: null });
  });
});

describe('at most 20 cases per type', () => {
  const full = {
    statusCode: 409,
    code: 'TEST_CASES_FULL',
    message: 'An instruction type keeps at most 20 test cases; delete one to add another.',
  };

  test('the 21st case of a type is 409; another type still takes one; moving a case in is 409 too', async () => {
    const body = (name: string) =>
      describedCase({ promptType: 'USP_EDIT', name, checks: NO_CHECKS });
    for (let n = 1; n <= 20; n += 1) expect((await create(body(`Case ${n}`))).statusCode).toBe(201);
    const audited = await countAuditRows(ctx.database.db);

    expect((await create(body('Case 21'))).json()).toEqual(full);
    const other = (
      await create(describedCase({ promptType: 'ICP_EDIT', checks: NO_CHECKS }))
    ).json<TestCase>();
    expect((await send('PUT', `${URL}/${other.id}`, staff, body('Moved'))).json()).toEqual(full);
    expect(await list('USP_EDIT')).toHaveLength(20);
    expect(await countAuditRows(ctx.database.db)).toBe(audited + 1);

    // A case of the full type may still be replaced, and a delete makes room.
    const [first] = await list('USP_EDIT');
    expect((await send('PUT', `${URL}/${first!.id}`, staff, body('Renamed'))).statusCode).toBe(200);
    expect((await send('DELETE', `${URL}/${first!.id}`, staff)).statusCode).toBe(204);
    expect((await create(body('Case 21'))).statusCode).toBe(201);
  });
});

import type {
  Prompt,
  ReleaseEvent,
  ReleaseRequestDetail,
  ReleaseRequestSummary,
  ResolvedPrompt,
  TestCase,
} from '@portal/contract';
import { ADMIN, loginAs, REVIEWER, STAFF, useTestApp, VIEWER } from '../helpers/app';
import { sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/** Releases (issue 35): request, review, gate, staged rollout, rollback, history. */
const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let reviewer: string;
let admin: string;
let viewer: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let usp: Prompt;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  reviewer = await loginAs(ctx.app, REVIEWER.username, REVIEWER.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  viewer = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
  ids = await seededIds(ctx.repos);
  usp = (await ctx.repos.prompts.list()).find((p) => p.promptType === 'USP' && p.isActive)!;
});

const resolve = async (tenantId: string, promptType = 'USP') =>
  (
    await send('GET', `/api/prompts/resolve?tenantId=${tenantId}&promptType=${promptType}`, admin)
  ).json<ResolvedPrompt>();

/** Staff edit the active USP instruction: the next version, now the head. */
async function editUsp(content: string): Promise<Prompt> {
  const response = await send('PUT', `/api/prompts/${usp.id}/${usp.version}`, staff, {
    id: usp.id,
    version: usp.version,
    description: usp.description,
    promptType: 'USP',
    promptContent: content,
  });
  expect(response.statusCode).toBe(200);
  usp = response.json<Prompt>();
  return usp;
}

const requestRelease = (version: Prompt, token = staff, note = 'Shorter claims') =>
  send('POST', `/api/prompts/${version.id}/versions/${version.version}/release-requests`, token, {
    note,
  });

const code = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { code: string }).code,
];

describe('on upgrade and in the seed', () => {
  test("each type's default of before is its release for every tenant: resolve says which", async () => {
    const resolved = await resolve(ids.acme.id);
    expect(resolved).toMatchObject({
      id: usp.id,
      version: usp.version,
      source: 'default',
      release: { id: expect.any(String), releasedAt: expect.any(String) },
    });
    const history = await send('GET', '/api/prompts/releases?promptType=USP', viewer);
    expect(history.json<{ items: ReleaseEvent[] }>().items).toEqual([
      expect.objectContaining({
        id: resolved.release!.id,
        kind: 'initial',
        version: usp.version,
        tenants: null,
        reason: 'The version every tenant used when releases began',
      }),
    ]);
  });

  test('an edit is active at once but released to nobody: resolve still answers the release', async () => {
    const before = await resolve(ids.globex.id);
    const edited = await editUsp('Write USPs for {{tenant.name}}, one claim each.');
    const after = await resolve(ids.globex.id);
    expect(after.version).toBe(before.version);
    expect(after.version).not.toBe(edited.version);
    const status = (await send('GET', '/api/prompts/release-status', viewer)).json();
    expect(status.items).toContainEqual({
      promptId: usp.id,
      version: before.version,
      promptType: 'USP',
      releasedTo: status.tenantCount,
      requestId: null,
    });
  });
});

describe('a request and its review', () => {
  let request: ReleaseRequestSummary;

  test('viewers may not ask; editors ask for the head; one request per type at a time', async () => {
    expect(code(await requestRelease(usp, viewer))).toEqual([403, 'FORBIDDEN']);
    const created = await requestRelease(usp);
    expect(created.statusCode).toBe(201);
    request = created.json();
    expect(request).toEqual({
      id: expect.any(String),
      status: 'open',
      promptId: usp.id,
      version: usp.version,
      promptType: 'USP',
      requestedBy: STAFF.username,
      requestedAt: expect.any(String),
      note: 'Shorter claims',
      reviewed: null,
    });
    const again = await requestRelease(usp, reviewer);
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      409,
      'REQUEST_OPEN',
      `A release request for USP is already open: version ${usp.version}, asked by ${STAFF.username}`,
    ]);
  });

  test('the requester may not approve, nor editors; a releaser who did not ask may', async () => {
    const url = `/api/release-requests/${request.id}/approve`;
    const editor = await send('POST', url, staff, { comment: '' });
    expect([editor.statusCode, editor.json().message]).toEqual([
      403,
      'Editors cannot release instructions',
    ]);
    const approved = await send('POST', url, reviewer, { comment: 'Reads well' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reviewed: { username: REVIEWER.username, at: expect.any(String) },
    });
    const twice = await send('POST', url, admin, { comment: '' });
    expect(code(twice)).toEqual([409, 'NOT_OPEN']);
  });

  test('the page shows the text, the released text, the gate, the impact and the comments', async () => {
    await send('POST', `/api/release-requests/${request.id}/comments`, staff, {
      comment: 'Thanks',
    });
    const detail = (
      await send('GET', `/api/release-requests/${request.id}`, viewer)
    ).json<ReleaseRequestDetail>();
    expect(detail.promptContent).toBe('Write USPs for {{tenant.name}}, one claim each.');
    expect(detail.released?.version).not.toBe(usp.version);
    expect(detail.gate).toEqual({
      status: 'no-cases',
      total: 0,
      passed: 0,
      failing: [],
      notRun: [],
      hidden: 0,
    });
    // The viewer reaches Acme only: the other tenants are counted, never named.
    expect(detail.impact.receive).toEqual({
      tenants: [{ id: ids.acme.id, name: 'Acme Corp' }],
      others: 2,
    });
    expect(detail.impact.keepOverride).toEqual({ tenants: [], others: 0 });
    expect(detail.comments.map((c) => [c.kind, c.username, c.comment])).toEqual([
      ['approve', REVIEWER.username, 'Reads well'],
      ['comment', STAFF.username, 'Thanks'],
    ]);
  });

  test('staged: released to Acme first, the others keep the release before until completed', async () => {
    const before = await resolve(ids.globex.id);
    const url = `/api/release-requests/${request.id}/release`;
    expect(code(await send('POST', url, staff, {}))).toEqual([403, 'FORBIDDEN']);
    const staged = await send('POST', url, reviewer, { tenantIds: [ids.acme.id] });
    expect(staged.statusCode).toBe(200);
    expect(staged.json<ReleaseEvent>()).toMatchObject({
      kind: 'release',
      version: usp.version,
      tenants: { tenants: [{ id: ids.acme.id, name: 'Acme Corp' }], others: 0 },
      requestedBy: STAFF.username,
      approvedBy: REVIEWER.username,
      releasedBy: REVIEWER.username,
    });
    expect((await resolve(ids.acme.id)).version).toBe(usp.version);
    expect(await resolve(ids.globex.id)).toEqual(before);

    const detail = (
      await send('GET', `/api/release-requests/${request.id}`, reviewer)
    ).json<ReleaseRequestDetail>();
    expect(detail.status).toBe('released');
    expect(detail.rollout).toEqual({
      releasedTo: { tenants: [{ id: ids.acme.id, name: 'Acme Corp' }], others: 0 },
      remaining: { tenants: [], others: 2 },
    });
    // A releaser names only tenants it reaches.
    expect(code(await send('POST', url, reviewer, { tenantIds: [ids.globex.id] }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(code(await send('POST', url, reviewer, { tenantIds: [ids.acme.id] }))).toEqual([
      409,
      'ALREADY_RELEASED',
    ]);

    const completed = await send('POST', url, admin, {});
    expect(completed.json<ReleaseEvent>().tenants).toBeNull();
    for (const tenant of [ids.acme, ids.globex, ids.initech]) {
      expect((await resolve(tenant.id)).version).toBe(usp.version);
    }
    expect(code(await send('POST', url, admin, {}))).toEqual([409, 'ALREADY_RELEASED']);
  });

  test('a rollback gives the chosen tenants the release before, at once; resolve and its ETag follow', async () => {
    const released = await resolve(ids.acme.id);
    const etag = (
      await send('GET', `/api/prompts/resolve?tenantId=${ids.acme.id}&promptType=USP`, admin)
    ).headers.etag;
    const url = `/api/prompts/releases/${released.release!.id}/rollback`;
    expect(code(await send('POST', url, staff, { reason: 'x' }))).toEqual([403, 'FORBIDDEN']);
    const rolled = await send('POST', url, reviewer, {
      tenantIds: [ids.acme.id],
      reason: 'Claims too short for Acme',
    });
    expect(rolled.statusCode).toBe(200);
    const [event] = rolled.json<{ items: ReleaseEvent[] }>().items;
    expect(event).toMatchObject({
      kind: 'rollback',
      rollsBack: released.release!.id,
      reason: 'Claims too short for Acme',
      tenants: { tenants: [{ id: ids.acme.id, name: 'Acme Corp' }], others: 0 },
    });
    const acme = await resolve(ids.acme.id);
    expect(acme.version).not.toBe(usp.version);
    expect(acme.release!.id).toBe(event!.id);
    expect((await resolve(ids.globex.id)).version).toBe(usp.version);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/prompts/resolve?tenantId=${ids.acme.id}&promptType=USP`,
      headers: { authorization: `Bearer ${admin}`, 'if-none-match': etag! },
    });
    expect(after.statusCode).toBe(200);
    expect(
      code(await send('POST', url, reviewer, { tenantIds: [ids.acme.id], reason: 'x' })),
    ).toEqual([409, 'NOT_ON_RELEASE']);

    const history = (await send('GET', '/api/prompts/releases?promptType=USP', staff)).json<{
      items: ReleaseEvent[];
    }>().items;
    expect(history.map((item) => item.kind)).toEqual(['rollback', 'release', 'release', 'initial']);
    expect(history[1]!.rolledBackBy).toEqual([event!.id]);
    // Who is on each release now: Acme on the rollback, the two others on the completing
    // release (counted for staff, who reach Acme only), nobody on the staged one or the first.
    expect(history.map((item) => item.current)).toEqual([
      { tenants: [{ id: ids.acme.id, name: 'Acme Corp' }], others: 0 },
      { tenants: [], others: 2 },
      { tenants: [], others: 0 },
      { tenants: [], others: 0 },
    ]);
  });

  test('an instruction released to any tenant cannot be deleted', async () => {
    const deleted = await send('DELETE', `/api/prompts/${usp.id}`, admin);
    expect(code(deleted)).toEqual([409, 'RELEASED']);
    expect((await ctx.repos.prompts.versions(usp.id)).length).toBeGreaterThan(1);
  });
});

describe('the gate and stale requests', () => {
  let testCase: TestCase;

  async function approvedRequest(content: string) {
    const version = await editUsp(content);
    const created = await requestRelease(version);
    expect(created.statusCode).toBe(201);
    const request = created.json<ReleaseRequestSummary>();
    await send('POST', `/api/release-requests/${request.id}/approve`, reviewer, { comment: 'ok' });
    return request;
  }

  test("approving one's own request is 403 SELF_APPROVAL; another releaser sends it back", async () => {
    const version = await editUsp('Reviewer’s own try for {{tenant.name}}.');
    const own = (await requestRelease(version, reviewer)).json<ReleaseRequestSummary>();
    const approve = await send('POST', `/api/release-requests/${own.id}/approve`, reviewer, {
      comment: 'Looks fine to me',
    });
    expect([approve.statusCode, approve.json()]).toEqual([
      403,
      {
        statusCode: 403,
        code: 'SELF_APPROVAL',
        message: 'You asked for this release; another releaser must review it',
      },
    ]);
    const rejected = await send('POST', `/api/release-requests/${own.id}/reject`, admin, {
      comment: 'Keep the differentiator first',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const release = await send('POST', `/api/release-requests/${own.id}/release`, admin, {});
    expect(code(release)).toEqual([409, 'NOT_APPROVED']);
  });

  test('a newer edit makes the open request stale; approving it is 409 STALE_REQUEST', async () => {
    const version = await editUsp('A first try for {{tenant.name}}.');
    const request = (await requestRelease(version)).json<ReleaseRequestSummary>();
    await editUsp('A second try for {{tenant.name}}.');
    const approve = await send('POST', `/api/release-requests/${request.id}/approve`, reviewer, {
      comment: '',
    });
    expect(code(approve)).toEqual([409, 'STALE_REQUEST']);
    const stale = await send('GET', '/api/release-requests?status=stale', viewer);
    expect(stale.json().items.map((item: { id: string }) => item.id)).toContain(request.id);
  });

  test('a case with no result on the exact text blocks the release: 409 TESTS_NOT_RUN', async () => {
    const saved = await send('POST', '/api/prompts/test-cases', staff, {
      promptType: 'USP',
      name: 'Short enough',
      input: { kind: 'description', companyDescription: 'We sell rockets.' },
      checks: { parses: false, namesSegments: false, bannedPhrases: [], maxWords: 400 },
    });
    expect(saved.statusCode).toBe(201);
    testCase = saved.json();
    const request = await approvedRequest('Third try for {{tenant.name}}.');
    const refused = await send('POST', `/api/release-requests/${request.id}/release`, reviewer, {});
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      409,
      'TESTS_NOT_RUN',
      "Test cases have no result on this exact version: 'Short enough'. Run them, or write a reason to release anyway",
    ]);
    const anyway = await send('POST', `/api/release-requests/${request.id}/release`, reviewer, {
      reason: 'The model is down; the text only fixes a typo',
    });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json<ReleaseEvent>()).toMatchObject({
      reason: 'The model is down; the text only fixes a typo',
      gate: { status: 'not-run', total: 1, passed: 0, notRun: [{ caseName: 'Short enough' }] },
    });
  });

  test('a failing case blocks it: 409 TESTS_FAILING naming the case; a pass lets it through', async () => {
    const request = await approvedRequest('Fourth try for {{tenant.name}}.');
    const run = (status: 'pass' | 'fail') =>
      ctx.repos.testRuns.insert(
        {
          promptId: usp.id,
          version: usp.version,
          promptContent: usp.promptContent,
          model: 'test-model',
          ranAt: new Date(Date.now() + 1000).toISOString(),
          ranBy: STAFF.username,
          results: [
            {
              caseId: testCase.id,
              caseName: testCase.name,
              status,
              message: status === 'pass' ? '' : 'Too long',
              tenantId: null,
            },
          ],
        },
        { id: 'n/a', isAdmin: true },
      );
    await run('fail');
    const url = `/api/release-requests/${request.id}/release`;
    const refused = await send('POST', url, reviewer, {});
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'TESTS_FAILING']);
    expect(refused.json().message).toContain("'Short enough'");
    await run('pass');
    const released = await send('POST', url, reviewer, {});
    expect(released.statusCode).toBe(200);
    expect(released.json<ReleaseEvent>().gate).toMatchObject({ status: 'passed', passed: 1 });
    expect((await resolve(ids.globex.id)).version).toBe(usp.version);
  });
});

describe('two at once', () => {
  test('two releasers releasing one request at once: one winner, one 409, never a mix', async () => {
    const version = await editUsp('Race for {{tenant.name}}.');
    await ctx.database.db
      .deleteFrom('prompt_test_cases')
      .where('prompt_type', '=', 'USP')
      .execute();
    const request = (await requestRelease(version)).json<ReleaseRequestSummary>();
    await send('POST', `/api/release-requests/${request.id}/approve`, reviewer, { comment: '' });
    const url = `/api/release-requests/${request.id}/release`;
    const answers = await Promise.all([
      send('POST', url, reviewer, {}),
      send('POST', url, admin, {}),
    ]);
    expect(answers.map((answer) => code(answer)).sort()).toEqual([
      [200, undefined],
      [409, 'ALREADY_RELEASED'],
    ]);
    for (const tenant of [ids.acme, ids.globex, ids.initech]) {
      expect((await resolve(tenant.id)).version).toBe(version.version);
    }
    const events = await ctx.database.db
      .selectFrom('releases')
      .select('id')
      .where('request_id', '=', request.id)
      .execute();
    expect(events).toHaveLength(1);
  });

  test('two requests for one type made at once: one opens, the other is 409 REQUEST_OPEN', async () => {
    const version = await editUsp('Two requests for {{tenant.name}}.');
    const answers = await Promise.all([
      requestRelease(version, staff, 'first'),
      requestRelease(version, reviewer, 'second'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().code).toBe('REQUEST_OPEN');
  });
});

describe('overrides and the audit trail', () => {
  test('an override change is recorded as a release to its tenant', async () => {
    const put = await send('PUT', `/api/tenants/${ids.globex.id}/prompt-overrides/USP`, admin, {
      promptContent: 'Globex’s own text for {{tenant.name}}.',
    });
    expect(put.statusCode).toBe(201);
    await send('DELETE', `/api/tenants/${ids.globex.id}/prompt-overrides/USP`, admin);
    const history = (await send('GET', '/api/prompts/releases?promptType=USP', admin)).json<{
      items: ReleaseEvent[];
    }>().items;
    expect(history.slice(0, 2).map((item) => [item.kind, item.tenants, item.reason])).toEqual([
      [
        'override',
        { tenants: [{ id: ids.globex.id, name: 'Globex' }], others: 0 },
        'Override removed: the tenant follows its release again',
      ],
      [
        'override',
        { tenants: [{ id: ids.globex.id, name: 'Globex' }], others: 0 },
        'Override: the tenant’s own text',
      ],
    ]);
    // Staff of Acme see that a tenant got an override, not which.
    const seen = (await send('GET', '/api/prompts/releases?promptType=USP', staff)).json<{
      items: ReleaseEvent[];
    }>().items;
    expect(seen[0]!.tenants).toEqual({ tenants: [], others: 1 });
  });

  test('requests, reviews, releases and rollbacks are audited', async () => {
    const rows = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['entity', 'action'])
      .where('entity', 'in', ['release-request', 'release'])
      .execute();
    const seen = new Set(rows.map((row) => `${row.entity} ${row.action}`));
    expect([...seen].sort()).toEqual([
      'release release',
      'release rollback',
      'release-request approve',
      'release-request comment',
      'release-request create',
      'release-request reject',
    ]);
  });
});

import type {
  Icp,
  LatestTestCaseRun,
  SaveTestCaseRequest,
  TestCase,
  TestCaseRunProgress,
  VersionTestResults,
} from '@portal/contract';
import { ADMIN, loginAs, STAFF } from '../helpers/app';
import { CANNED_DRAFTS, jsonAnswer } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { icpInput, notFoundBody, sender } from '../helpers/onboarding';
import { promptUrl } from '../helpers/prompts';
import { seededIds } from '../helpers/seeded';

/**
 * Test-case runs that go on without the browser (issue 39 §5): started, read back by anyone
 * (counting only the cases they reach), cancelled by their starter or an admin, kept when done.
 */
const { ctx, fake } = useFakeModelApp({
  initial: jsonAnswer(CANNED_DRAFTS.icp),
  provider: { alternatives: ['gpt-other'] },
  config: { modelPrices: { 'gpt-other': { input: 1, output: 1 } } },
});
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let globexIcp: Icp;

const NO_CHECKS = { parses: true, namesSegments: false, bannedPhrases: [], maxWords: null };

async function addCase(name: string, input: SaveTestCaseRequest['input'], token: string) {
  const response = await send('POST', '/api/prompts/test-cases', token, {
    promptType: 'ICP',
    name,
    input,
    checks: NO_CHECKS,
  });
  expect(response.statusCode).toBe(201);
  return response.json<TestCase>();
}

const instruction = async () => (await ctx.repos.prompts.findDefault('ICP'))!;
const start = async (token: string, extra: object = {}) => {
  const { id, promptContent } = await instruction();
  return send('POST', `/api/prompts/${id}/test-cases/runs`, token, {
    promptContent,
    tenantId: ids.acme.id,
    workspaceId: ids.enterpriseSales.id,
    ...extra,
  });
};
const progressOf = async (runId: string, token: string) => {
  const response = await send('GET', `/api/test-case-runs/${runId}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<TestCaseRunProgress>();
};
/** Reads the progress until `done` says so: the run goes on after the answer. */
async function until(
  runId: string,
  token: string,
  done: (progress: TestCaseRunProgress) => boolean,
) {
  for (;;) {
    const progress = await progressOf(runId, token);
    if (done(progress)) return progress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
  globexIcp = (
    await send('POST', '/api/icp-onboarding', admin, icpInput(ids.globex.id, ids.emea.id))
  ).json<Icp>();
});
beforeEach(async () => {
  await ctx.database.db.deleteFrom('prompt_test_cases').execute();
  fake.requests.length = 0;
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
});

describe('a test-case run started in the background', () => {
  test('answers 202 at once, then its cases as they end, then the kept run', async () => {
    await addCase(
      'Freight',
      { kind: 'description', companyDescription: 'Freight for 3PLs.' },
      staff,
    );
    await addCase(
      'Clinics',
      { kind: 'description', companyDescription: 'Clinic software.' },
      staff,
    );
    // The first answer comes at once; the second never comes.
    let asked = 0;
    fake.answerWith(() => (asked++ === 0 ? jsonAnswer(CANNED_DRAFTS.icp) : { hang: true }));

    const started = await start(staff);

    expect(started.statusCode).toBe(202);
    const first = started.json<TestCaseRunProgress>();
    expect(first).toMatchObject({
      status: 'running',
      startedBy: STAFF.username,
      total: 2,
      canCancel: true,
      run: null,
      finishedAt: null,
    });
    const halfway = await until(first.id, staff, (progress) => progress.done === 1);
    expect(halfway).toMatchObject({ status: 'running', done: 1, total: 2 });
    // Another user sees it running, and may not cancel it; an admin may.
    const { id: promptId } = await instruction();
    const latest = await send('GET', `/api/prompts/${promptId}/test-cases/runs/latest`, admin);
    expect(latest.json<LatestTestCaseRun>().progress).toMatchObject({
      id: first.id,
      status: 'running',
      startedBy: STAFF.username,
      done: 1,
      canCancel: true,
    });

    // The hanging case is cancelled by its starter: its call stops, nothing is kept.
    const cancelled = await send('POST', `/api/test-case-runs/${first.id}/cancel`, staff);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TestCaseRunProgress>()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      run: null,
    });
    expect(await fake.requests[1]!.closed).toBe('abandoned');
    const { version } = await instruction();
    const results = await send(
      'GET',
      `${promptUrl(promptId)}/versions/${version}/test-results`,
      staff,
    );
    expect(results.json<VersionTestResults>().run).toBeNull();
    // A second cancel is refused: it has ended.
    const again = await send('POST', `/api/test-case-runs/${first.id}/cancel`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RUN_ENDED',
      message: 'This run has already ended',
    });
  });

  test('a finished run is kept, and read back with its results', async () => {
    await addCase(
      'Freight',
      { kind: 'description', companyDescription: 'Freight for 3PLs.' },
      staff,
    );

    const first = (await start(staff)).json<TestCaseRunProgress>();
    const done = await until(first.id, staff, (progress) => progress.status === 'done');

    expect(done).toMatchObject({ done: 1, total: 1, canCancel: false });
    expect(done.finishedAt).not.toBeNull();
    expect(done.run).toMatchObject({ passed: 1, total: 1, ranBy: STAFF.username });
    const { id, version } = await instruction();
    const results = await send('GET', `${promptUrl(id)}/versions/${version}/test-results`, staff);
    expect(results.json<VersionTestResults>().run?.id).toBe(done.run!.id);
  });

  test("a reader counts only the cases they reach, and may not cancel another's run", async () => {
    await addCase(
      'Freight',
      { kind: 'description', companyDescription: 'Freight for 3PLs.' },
      admin,
    );
    await addCase(
      'Globex ICP',
      { kind: 'icp', tenantId: ids.globex.id, workspaceId: ids.emea.id, icpId: globexIcp.id },
      admin,
    );
    fake.answerWith({ hang: true });

    const first = (await start(admin)).json<TestCaseRunProgress>();
    expect(first.total).toBe(2);

    // Staff do not reach Globex: its case is neither counted nor shown.
    const seen = await progressOf(first.id, staff);
    expect(seen).toMatchObject({ total: 1, done: 0, canCancel: false, startedBy: ADMIN.username });
    const refused = await send('POST', `/api/test-case-runs/${first.id}/cancel`, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Only the person who started this run, or an administrator, can cancel it',
    });
    expect((await send('POST', `/api/test-case-runs/${first.id}/cancel`, admin)).statusCode).toBe(
      200,
    );
  });

  test("a second model answers every case too, side by side, never as the version's results", async () => {
    await addCase(
      'Side by side',
      { kind: 'description', companyDescription: 'Side by side.' },
      staff,
    );
    fake.answerWith((request) =>
      request.body?.model === 'gpt-other'
        ? { content: 'Not JSON at all', usage: { prompt_tokens: 1_000, completion_tokens: 1_000 } }
        : jsonAnswer(CANNED_DRAFTS.icp),
    );

    const first = (await start(staff, { compareModel: 'gpt-other' })).json<TestCaseRunProgress>();
    const done = await until(first.id, staff, (progress) => progress.status === 'done');

    // This case's calls: an earlier test's cancelled calls may still be arriving.
    const calls = fake.requests.filter((request) =>
      request.body?.messages?.[1]?.content.includes('Side by side.'),
    );
    expect(calls.map((request) => request.body?.model).sort()).toEqual(['gpt-other', 'gpt-test']);
    expect(done.run).toMatchObject({ model: 'gpt-test', passed: 1, total: 1 });
    expect(done.compare).toMatchObject({ model: 'gpt-other', passed: 0, total: 1 });
    expect(done.compare!.results[0]).toMatchObject({
      status: 'fail',
      check: 'parses',
      ms: expect.any(Number),
      cost: 2_000 / 1_000_000,
    });
    // The version's results are the configured model's alone.
    const { id, version } = await instruction();
    const results = await send('GET', `${promptUrl(id)}/versions/${version}/test-results`, staff);
    expect(results.json<VersionTestResults>().run).toMatchObject({ model: 'gpt-test', passed: 1 });
  });

  test('only an offered second model may be named', async () => {
    await addCase(
      'Freight',
      { kind: 'description', companyDescription: 'Freight for 3PLs.' },
      staff,
    );

    const refused = await start(staff, { compareModel: 'gpt-5-pro' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'compareModel must be one of: gpt-other' });
    expect(fake.requests).toHaveLength(0);
  });

  test('a run whose API instance stopped reads as interrupted', async () => {
    await addCase(
      'Freight',
      { kind: 'description', companyDescription: 'Freight for 3PLs.' },
      staff,
    );
    fake.answerWith({ hang: true });
    const first = (await start(staff)).json<TestCaseRunProgress>();

    ctx.clock.advance(5 * 60_000 + 1);

    expect(await progressOf(first.id, staff)).toMatchObject({
      status: 'interrupted',
      canCancel: false,
      elapsedMs: 0,
    });
    await send('POST', `/api/test-case-runs/${first.id}/cancel`, staff);
  });

  test('refused before it starts as a waited run is; an unknown run is a 404', async () => {
    const rows = () => ctx.database.db.selectFrom('background_runs').selectAll().execute();
    const before = (await rows()).length;
    const unknown = await send('POST', '/api/prompts/no-such-prompt/test-cases/runs', staff, {
      promptContent: 'Draft an ICP.',
      tenantId: ids.acme.id,
      workspaceId: ids.enterpriseSales.id,
    });
    expect(unknown.statusCode).toBe(404);
    const outOfReach = await send(
      'POST',
      `/api/prompts/${(await instruction()).id}/test-cases/runs`,
      staff,
      { promptContent: 'Draft an ICP.', tenantId: ids.globex.id, workspaceId: ids.emea.id },
    );
    expect(outOfReach.statusCode).toBe(404);
    // Nothing started: no progress was kept for either.
    expect(await rows()).toHaveLength(before);
    const missing = await send('GET', '/api/test-case-runs/no-such-run', staff);
    expect(missing.json()).toEqual(notFoundBody('Test-case run not found'));
  });
});

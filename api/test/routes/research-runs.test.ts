import type { LatestResearchRun, ResearchResponse, ResearchRunProgress } from '@portal/contract';
import { loginAs, REVIEWER, STAFF, VIEWER } from '../helpers/app';
import { CANNED_DRAFTS, jsonAnswer, UNUSABLE_ANSWERS } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/**
 * 'Research the company' in the background (issue 39 §5): started (202), read back by id and
 * as the workspace's latest by anyone of the tenant, cancelled by its starter or an admin,
 * done with the proposal to review (nothing saved); another tenant's run is a 404.
 */
const RESEARCHED = CANNED_DRAFTS.research;
const { ctx, fake } = useFakeModelApp({ initial: jsonAnswer(RESEARCHED) });
const send = sender(ctx);
let staff: string;
let admin: string;
let reviewer: string;
let ids: SeededIds;

const acme = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const start = (token: string, body: object = acme()) =>
  send('POST', '/api/research-briefs/research/runs', token, body);
/** Starts a run whose model call hangs, and waits for the call to reach the model. */
async function startHanging(token: string, body: object = acme()) {
  fake.answerWith({ hang: true });
  const asked = fake.nextRequest();
  const started = await start(token, body);
  expect(started.statusCode).toBe(202);
  return { run: started.json<ResearchRunProgress>(), asked: await asked };
}
const runUrl = (runId: string, tenantId = ids.acme.id) =>
  `/api/research-briefs/${tenantId}/research-runs/${runId}`;
const latestUrl = ({ tenantId, workspaceId } = acme()) =>
  `/api/research-briefs/${tenantId}/workspace/${workspaceId}/research-runs/latest`;
const progressOf = async (runId: string, token: string, tenantId?: string) => {
  const response = await send('GET', runUrl(runId, tenantId), token);
  expect(response.statusCode).toBe(200);
  return response.json<ResearchRunProgress>();
};
/** Reads the run until `done` says so: it goes on after the answer. */
async function until(runId: string, token: string, done: (run: ResearchRunProgress) => boolean) {
  for (;;) {
    const progress = await progressOf(runId, token);
    if (done(progress)) return progress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const runRows = () =>
  ctx.database.db
    .selectFrom('background_runs')
    .selectAll()
    .where('kind', '=', 'research')
    .execute();

beforeAll(async () => {
  ({ staff, admin, ids } = await signInSeeded(ctx));
  reviewer = await loginAs(ctx.app, REVIEWER.username, REVIEWER.password);
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith(jsonAnswer(RESEARCHED));
});

describe('research in the background', () => {
  test('answers 202 running; another user of the tenant sees it; done, the proposal the waited research answers, nothing saved', async () => {
    const waited = (
      await send('POST', '/api/research-briefs/research', staff, acme())
    ).json<ResearchResponse>();
    const briefsBefore = await ctx.database.db.selectFrom('briefs').selectAll().execute();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fake.answerWith({ content: JSON.stringify(RESEARCHED), after: answered });

    const started = await start(staff);

    expect(started.statusCode).toBe(202);
    const run = started.json<ResearchRunProgress>();
    expect(run).toEqual({
      id: expect.any(String),
      status: 'running',
      startedBy: STAFF.username,
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      finishedAt: null,
      elapsedMs: 0,
      canCancel: true,
      tenantId: ids.acme.id,
      workspaceId: ids.enterpriseSales.id,
      result: null,
    });
    // Another member of the tenant (a reload looks the same): the workspace's latest, running.
    ctx.clock.advance(3_000);
    const latest = await send('GET', latestUrl(), reviewer);
    expect(latest.statusCode).toBe(200);
    expect(latest.json<LatestResearchRun>().progress).toMatchObject({
      id: run.id,
      status: 'running',
      startedBy: STAFF.username,
      elapsedMs: 3_000,
      canCancel: false,
      result: null,
    });

    answer();
    const done = await until(run.id, reviewer, (progress) => progress.status !== 'running');
    expect(done).toMatchObject({ status: 'done', canCancel: false, elapsedMs: 3_000 });
    expect(done.result!.proposal).toEqual(waited.proposal);
    expect(done.result!.generation).toMatchObject({
      ...waited.generation,
      generatedAt: expect.any(String),
      token: expect.any(String),
    });
    // The same call as the waited research's, byte for byte.
    expect(fake.requests[1]!.body).toEqual(fake.requests[0]!.body);
    expect(await ctx.database.db.selectFrom('briefs').selectAll().execute()).toEqual(briefsBefore);
    // The proposal saves as the waited one does, its lineage with it.
    const saved = await send('POST', '/api/research-briefs', staff, {
      ...acme(),
      ...done.result!.proposal,
      generation: { token: done.result!.generation.token },
    });
    expect(saved.statusCode).toBe(201);
  });

  test('cancelled by its starter: the model call stops, no proposal; an admin may cancel, another member may not', async () => {
    const { run: first, asked } = await startHanging(staff);

    const refused = await send('POST', `${runUrl(first.id)}/cancel`, reviewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Only the person who started this run, or an administrator, can cancel it',
    });
    const cancelled = await send('POST', `${runUrl(first.id)}/cancel`, staff);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ResearchRunProgress>()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      result: null,
    });
    expect(await asked.closed).toBe('abandoned');
    expect(await progressOf(first.id, reviewer)).toMatchObject({ status: 'cancelled' });
    const again = await send('POST', `${runUrl(first.id)}/cancel`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RUN_ENDED',
      message: 'This run has already ended',
    });

    const { run: second } = await startHanging(staff);
    expect((await progressOf(second.id, admin)).canCancel).toBe(true);
    const byAdmin = await send('POST', `${runUrl(second.id)}/cancel`, admin);
    expect(byAdmin.json<ResearchRunProgress>().status).toBe('cancelled');
  });

  test("a model failure ends it failed with the waited research's reason", async () => {
    fake.answerWith(UNUSABLE_ANSWERS.notJson);
    const waited = await send('POST', '/api/research-briefs/research', staff, acme());
    expect(waited.statusCode).toBe(502);

    const run = (await start(staff)).json<ResearchRunProgress>();
    const failed = await until(run.id, staff, (progress) => progress.status !== 'running');

    expect(failed).toMatchObject({
      status: 'failed',
      result: null,
      message: waited.json<{ message: string }>().message,
    });
  });

  test('a run left running by a stopped API reads as interrupted', async () => {
    const { run } = await startHanging(staff);

    ctx.clock.advance(5 * 60_000 + 1);

    expect(await progressOf(run.id, staff)).toMatchObject({
      status: 'interrupted',
      canCancel: false,
      elapsedMs: 0,
    });
    await send('POST', `${runUrl(run.id)}/cancel`, staff);
  });
});

describe('who reaches a research run', () => {
  test("another tenant's run is a 404 as a missing one, by id, as the latest, and to cancel", async () => {
    const globex = { tenantId: ids.globex.id, workspaceId: ids.emea.id };
    const { run: theirs } = await startHanging(admin, globex);

    const missing = notFoundBody('Research run not found');
    expect((await send('GET', runUrl(theirs.id, ids.globex.id), staff)).statusCode).toBe(404);
    // Named under the staff's own tenant, it is missing.
    const underAcme = await send('GET', runUrl(theirs.id), staff);
    expect(underAcme.statusCode).toBe(404);
    expect(underAcme.json()).toEqual(missing);
    expect((await send('GET', latestUrl(globex), staff)).statusCode).toBe(404);
    expect((await send('POST', `${runUrl(theirs.id)}/cancel`, staff)).statusCode).toBe(404);
    expect((await send('GET', runUrl('no-such-run'), staff)).json()).toEqual(missing);
    // A test-case run's id is not a research run's, nor the other way round.
    expect((await send('GET', `/api/test-case-runs/${theirs.id}`, admin)).statusCode).toBe(404);

    await send('POST', `${runUrl(theirs.id, ids.globex.id)}/cancel`, admin);
  });

  test('refused before it starts as the waited research is: nothing is stored, no model asked', async () => {
    const before = (await runRows()).length;
    const viewer = await loginAs(ctx.app, VIEWER.username, VIEWER.password);

    const outOfReach = await start(staff, { tenantId: ids.globex.id, workspaceId: ids.emea.id });
    expect(outOfReach.statusCode).toBe(404);
    const byViewer = await start(viewer);
    expect(byViewer.statusCode).toBe(403);

    expect(fake.requests).toHaveLength(0);
    expect(await runRows()).toHaveLength(before);
    // A viewer of the tenant reads its runs, and may not cancel one.
    const latest = (await send('GET', latestUrl(), viewer)).json<LatestResearchRun>();
    expect(latest.progress).toMatchObject({ canCancel: false });
  });

  test('a workspace nobody researched has no latest run', async () => {
    const latest = await send(
      'GET',
      latestUrl({ tenantId: ids.acme.id, workspaceId: ids.smb.id }),
      staff,
    );
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({ progress: null });
  });
});

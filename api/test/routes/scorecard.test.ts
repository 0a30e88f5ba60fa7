import type { Icp, Prompt, Scorecard } from '@portal/contract';
import { hashPassword } from '../../src/auth/passwords';
import type { GenerationClaim } from '../../src/drafts/lineage';
import { contentHash } from '../../src/drafts/lineage';
import { loginAs, useTestApp } from '../helpers/app';
import { callRow } from '../helpers/model-calls';
import { icpInput, notFoundBody, sender } from '../helpers/onboarding';
import { promptInput } from '../helpers/prompts';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/** The scorecard of every version (issue 39 §4): counts, fates, percentiles, isolation. */
const ctx = useTestApp();
const send = sender(ctx);
const HOUR = 60 * 60 * 1000;
let staff: string;
let admin: string;
let lonely: string;
let ids: SeededIds;

beforeAll(async () => {
  ({ staff, admin, ids } = await signInSeeded(ctx));
  await ctx.repos.users.create({
    username: 'no-tenant@example.com',
    passwordHash: await hashPassword('lonely12345'),
  });
  lonely = await loginAs(ctx.app, 'no-tenant@example.com', 'lonely12345');
});

const acme = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const globex = () => ({ tenantId: ids.globex.id, workspaceId: ids.emea.id });

/** A new instruction of its own, so each test counts only its calls. */
async function newInstruction(): Promise<Prompt> {
  return ctx.repos.prompts.create(promptInput(), null);
}

async function scorecardOf(prompt: { id: string; version: string }, token = admin) {
  const response = await send(
    'GET',
    `/api/prompts/${prompt.id}/versions/${prompt.version}/scorecard`,
    token,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Scorecard>();
}

/** A recorded draft call and the token its answer carried, as a draft signs it. */
async function draftCall(
  prompt: Prompt,
  scope: { tenantId: string; workspaceId: string },
  draft: ReturnType<typeof icpInput>,
  atMs = ctx.clock.now(),
) {
  const row = callRow(prompt, scope, atMs);
  await ctx.repos.modelCalls.insert(row);
  const { tenantId: _t, workspaceId: _w, ...content } = draft;
  const claim: GenerationClaim = {
    kind: 'icp',
    ...scope,
    promptId: prompt.id,
    promptType: 'ICP',
    version: prompt.version,
    model: 'gpt-test',
    generatedAt: new Date(atMs).toISOString(),
    draftHash: contentHash('icp', content),
    callId: row.id,
  };
  return { row, token: ctx.app.generationTokens.sign(claim) };
}

async function saveIcp(body: object) {
  const response = await send('POST', '/api/icp-onboarding', staff, body);
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

const dismiss = (scope: { tenantId: string; workspaceId: string }, token: string, as = staff) =>
  send('POST', '/api/drafts/dismiss', as, { ...scope, generation: { token } });

describe('answers and their fates', () => {
  test('kept, edited, dismissed and not saved within 24 hours; younger unsaved ones pending', async () => {
    const prompt = await newInstruction();
    const draft = icpInput(acme().tenantId, acme().workspaceId, { name: 'Kept as drafted' });

    const kept = await draftCall(prompt, acme(), draft);
    await saveIcp({ ...draft, generation: { token: kept.token } });

    const edited = await draftCall(prompt, acme(), draft);
    const saved = await saveIcp({
      ...draft,
      name: 'Renamed before saving',
      generation: { token: edited.token },
    });
    expect(saved.generatedBy?.edited).toBe(true);

    const dismissed = await draftCall(prompt, acme(), draft);
    expect((await dismiss(acme(), dismissed.token)).statusCode).toBe(204);

    await draftCall(prompt, acme(), draft, ctx.clock.now() - 25 * HOUR);
    await draftCall(prompt, acme(), draft, ctx.clock.now() - 23 * HOUR);

    const card = await scorecardOf(prompt);
    expect(card.answers).toEqual({
      total: 5,
      kept: 1,
      edited: 1,
      discarded: 2,
      pending: 1,
      keptRate: 0.25,
      editedRate: 0.25,
      discardedRate: 0.5,
    });
    expect(card.calls).toEqual({ total: 5, ok: 5, unusable: 0, error: 0, timeout: 0 });

    // A day later the pending one is discarded too: computed when read, nothing wrote it.
    ctx.clock.advance(2 * HOUR);
    expect((await scorecardOf(prompt)).answers).toMatchObject({ discarded: 3, pending: 0 });
    ctx.clock.advance(-2 * HOUR);
  });

  test('a saved answer stays saved: a dismissal after the save changes nothing', async () => {
    const prompt = await newInstruction();
    const draft = icpInput(acme().tenantId, acme().workspaceId, { name: 'Saved then closed' });
    const call = await draftCall(prompt, acme(), draft);
    await saveIcp({ ...draft, generation: { token: call.token } });
    expect((await dismiss(acme(), call.token)).statusCode).toBe(204);

    expect((await scorecardOf(prompt)).answers).toMatchObject({ kept: 1, discarded: 0 });
  });

  test('an ICP updated with a draft token records the fate too', async () => {
    const prompt = await newInstruction();
    const icp = await saveIcp(icpInput(acme().tenantId, acme().workspaceId, { name: 'Typed' }));
    const draft = icpInput(acme().tenantId, acme().workspaceId, { name: 'Redrafted' });
    const call = await draftCall(prompt, acme(), draft);
    const { tenantId: _t, workspaceId: _w, ...content } = draft;
    const response = await send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
      ...content,
      id: icp.id,
      tenantId: ids.acme.id,
      workspaceId: ids.enterpriseSales.id,
      revision: icp.revision,
      generation: { token: call.token },
    });
    expect(response.statusCode).toBe(200);

    expect((await scorecardOf(prompt)).answers).toMatchObject({ kept: 1 });
  });

  test('calls that failed, and test runs, have no fate', async () => {
    const prompt = await newInstruction();
    const now = ctx.clock.now() - 48 * HOUR;
    await ctx.repos.modelCalls.insert(callRow(prompt, acme(), now, { outcome: 'unusable' }));
    await ctx.repos.modelCalls.insert(callRow(prompt, acme(), now, { outcome: 'timeout' }));
    await ctx.repos.modelCalls.insert(callRow(prompt, acme(), now, { outcome: 'error' }));
    await ctx.repos.modelCalls.insert(callRow(prompt, acme(), now, { purpose: 'test-run' }));

    const card = await scorecardOf(prompt);
    expect(card.calls).toEqual({ total: 4, ok: 1, unusable: 1, error: 1, timeout: 1 });
    expect(card.answers).toEqual({
      total: 0,
      kept: 0,
      edited: 0,
      discarded: 0,
      pending: 0,
      keptRate: null,
      editedRate: null,
      discardedRate: null,
    });
  });

  test("a dismissal names the token's tenant and workspace: another's is refused", async () => {
    const prompt = await newInstruction();
    const draft = icpInput(globex().tenantId, globex().workspaceId);
    const call = await draftCall(prompt, globex(), draft);

    // Staff do not reach Globex: its tenant is not found, as any other would be.
    const outOfReach = await dismiss(globex(), call.token);
    expect(outOfReach.statusCode).toBe(404);
    expect(outOfReach.json()).toEqual(notFoundBody('Tenant not found'));
    const mismatch = await dismiss(acme(), call.token);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'GENERATION_TOKEN_MISMATCH' });
    const forged = await dismiss(acme(), `${call.token}x`);
    expect(forged.json()).toMatchObject({ code: 'GENERATION_TOKEN_INVALID' });

    expect((await scorecardOf(prompt)).answers).toMatchObject({ pending: 1, discarded: 0 });
  });
});

describe('time, tokens and cost', () => {
  test('median and p95 by nearest rank, tokens and the stored costs summed', async () => {
    const prompt = await newInstruction();
    const at = ctx.clock.now();
    for (let ms = 1; ms <= 20; ms++) {
      await ctx.repos.modelCalls.insert(
        callRow(prompt, acme(), at, {
          latencyMs: ms * 10,
          usage: { inputTokens: 100, outputTokens: ms },
          cost: 0.25,
          purpose: 'test-case',
        }),
      );
    }
    // A call without `usage` counts no tokens.
    await ctx.repos.modelCalls.insert(
      callRow(prompt, globex(), at, { latencyMs: 5, usage: null, cost: 0, outcome: 'error' }),
    );

    const card = await scorecardOf(prompt);
    // 21 calls: 5, 10, 20 … 200 ms; ranks ceil(21·0.5) = 11 and ceil(21·0.95) = 20.
    expect(card.latencyMs).toEqual({ median: 100, p95: 190 });
    expect(card.tokens).toEqual({ input: 2_000, output: 210 });
    expect(card.cost).toBeCloseTo(5, 10);
    const [acmeCard, globexCard] = card.tenants;
    expect(acmeCard).toMatchObject({
      tenantName: 'Acme Corp',
      latencyMs: { median: 100, p95: 190 },
      tokens: { input: 2_000, output: 210 },
    });
    expect(acmeCard!.cost).toBeCloseTo(5, 10);
    expect(globexCard).toMatchObject({
      tenantName: 'Globex',
      latencyMs: { median: 5, p95: 5 },
      tokens: { input: 0, output: 0 },
      cost: 0,
    });
  });

  test('median and p95 by nearest rank over latencies of many seconds, per tenant and over all', async () => {
    const prompt = await newInstruction();
    const at = ctx.clock.now();
    // Acme: 0.7 s, 1.7 s … 19.7 s (20 calls); Globex: 30 s, 45 s, 2 s.
    for (let s = 0; s < 20; s++) {
      await ctx.repos.modelCalls.insert(
        callRow(prompt, acme(), at, { latencyMs: s * 1_000 + 700 }),
      );
    }
    for (const latencyMs of [30_000, 45_000, 2_000]) {
      await ctx.repos.modelCalls.insert(callRow(prompt, globex(), at, { latencyMs }));
    }

    const card = await scorecardOf(prompt);
    // 23 calls: ranks ceil(23·0.5) = 12 (10.7 s: 0.7 … 1.7, 2, 2.7 …) and ceil(23·0.95) = 22.
    expect(card.latencyMs).toEqual({ median: 10_700, p95: 30_000 });
    expect(card.tenants.map((tenant) => [tenant.tenantName, tenant.latencyMs])).toEqual([
      // Ranks 10 and 19 of 20.
      ['Acme Corp', { median: 9_700, p95: 18_700 }],
      // Ranks 2 and 3 of 3.
      ['Globex', { median: 30_000, p95: 45_000 }],
    ]);
    // Staff of Acme only: Acme's calls alone, over all as per tenant.
    expect((await scorecardOf(prompt, staff)).latencyMs).toEqual({ median: 9_700, p95: 18_700 });
  });

  test('a version without calls answers zeros and no latency', async () => {
    const prompt = await newInstruction();
    expect(await scorecardOf(prompt)).toEqual({
      promptId: prompt.id,
      version: '1.0',
      calls: { total: 0, ok: 0, unusable: 0, error: 0, timeout: 0 },
      answers: {
        total: 0,
        kept: 0,
        edited: 0,
        discarded: 0,
        pending: 0,
        keptRate: null,
        editedRate: null,
        discardedRate: null,
      },
      latencyMs: { median: null, p95: null },
      tokens: { input: 0, output: 0 },
      cost: 0,
      testCases: null,
      tenants: [],
    });
  });
});

describe('tenant isolation', () => {
  let prompt: Prompt;
  beforeAll(async () => {
    prompt = await newInstruction();
    const at = ctx.clock.now();
    await ctx.repos.modelCalls.insert(callRow(prompt, acme(), at, { cost: 1, latencyMs: 10 }));
    await ctx.repos.modelCalls.insert(callRow(prompt, globex(), at, { cost: 7, latencyMs: 900 }));
    await ctx.repos.modelCalls.insert(callRow(prompt, globex(), at, { cost: 7, latencyMs: 900 }));
    await ctx.repos.testRuns.insert(
      {
        promptId: prompt.id,
        version: prompt.version,
        promptContent: prompt.promptContent,
        model: 'gpt-test',
        ranAt: new Date(at).toISOString(),
        ranBy: 'admin@example.com',
        results: [
          {
            caseId: 'a',
            caseName: 'Acme case',
            status: 'pass',
            message: '',
            tenantId: ids.acme.id,
          },
          { caseId: 'g', caseName: 'Global case', status: 'fail', message: 'x', tenantId: null },
          {
            caseId: 'x',
            caseName: 'Globex case',
            status: 'pass',
            message: '',
            tenantId: ids.globex.id,
          },
          {
            caseId: 'y',
            caseName: 'Globex 2',
            status: 'pass',
            message: '',
            tenantId: ids.globex.id,
          },
        ],
      },
      { id: 'n/a', isAdmin: true },
    );
  });

  test('an admin reads every tenant, and each tenant apart', async () => {
    const card = await scorecardOf(prompt, admin);
    expect(card.calls.total).toBe(3);
    expect(card.cost).toBe(15);
    expect(card.testCases).toEqual({ passed: 3, total: 4, rate: 0.75 });
    expect(card.tenants.map((t) => [t.tenantName, t.calls.total, t.cost, t.testCases])).toEqual([
      ['Acme Corp', 1, 1, { passed: 1, total: 1, rate: 1 }],
      ['Globex', 2, 14, { passed: 2, total: 2, rate: 1 }],
    ]);
  });

  test("a member reads only their tenants' numbers: nothing of Globex is counted or named", async () => {
    const card = await scorecardOf(prompt, staff);
    expect(card.calls.total).toBe(1);
    expect(card.cost).toBe(1);
    expect(card.latencyMs).toEqual({ median: 10, p95: 10 });
    expect(card.testCases).toEqual({ passed: 1, total: 2, rate: 0.5 });
    expect(card.tenants.map((t) => t.tenantId)).toEqual([ids.acme.id]);
    expect(JSON.stringify(card)).not.toContain(ids.globex.id);
  });

  test('staff without a tenant see none of its numbers', async () => {
    const card = await scorecardOf(prompt, lonely);
    expect(card.calls.total).toBe(0);
    expect(card.cost).toBe(0);
    expect(card.latencyMs).toEqual({ median: null, p95: null });
    expect(card.testCases).toEqual({ passed: 0, total: 1, rate: 0 });
    expect(card.tenants).toEqual([]);
  });
});

describe('what is not a version', () => {
  test.each([
    ['an unknown version', (p: Prompt) => `/api/prompts/${p.id}/versions/9.9/scorecard`],
    ['an unknown instruction', () => '/api/prompts/no-such-id/versions/1.0/scorecard'],
  ])('%s: 404', async (_label, url) => {
    const response = await send('GET', url(await newInstruction()), admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('Instruction version not found'));
  });
});

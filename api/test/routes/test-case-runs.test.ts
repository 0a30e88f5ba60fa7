import { randomUUID } from 'node:crypto';
import type {
  Icp,
  Prompt,
  SaveTestCaseRequest,
  TestCase,
  TestCaseRun,
  TestPassRate,
  UpdatePromptResponse,
  VersionTestResults,
} from '@portal/contract';
import { buildApp } from '../../src/app';
import { ADMIN, bearer, loginAs, STAFF, testAppConfig } from '../helpers/app';
import {
  CANNED_DRAFTS,
  type FakeAnswer,
  type FakeModelRequest,
  jsonAnswer,
  UNUSABLE_ANSWERS,
} from '../helpers/fake-model-server';
import { MODEL_TIMEOUT_MESSAGE, MODEL_TIMEOUT_MS, useFakeModelApp } from '../helpers/model-app';
import { icpInput, notFoundBody, sender } from '../helpers/onboarding';
import { editOf, promptUrl } from '../helpers/prompts';
import { seededIds } from '../helpers/seeded';

/** Runs of the saved test cases (issue 21 §3) against a fake model server on loopback. */
const TIMEOUT_MS = MODEL_TIMEOUT_MS;
const { ctx, fake, provider } = useFakeModelApp({ initial: jsonAnswer(CANNED_DRAFTS.icp) });
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let icp: Icp;
let globexIcp: Icp;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
  icp = (
    await send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.enterpriseSales.id))
  ).json<Icp>();
  globexIcp = (
    await send('POST', '/api/icp-onboarding', admin, icpInput(ids.globex.id, ids.emea.id))
  ).json<Icp>();
});
beforeEach(async () => {
  await ctx.database.db.deleteFrom('prompt_test_cases').execute();
  fake.requests.length = 0;
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
});

const NO_CHECKS = { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null };
const scope = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const icpOf = (record: Icp) => ({
  kind: 'icp' as const,
  tenantId: record.tenantId,
  workspaceId: record.workspaceId,
  icpId: record.id,
});
const description = (companyDescription: string) => ({
  kind: 'description' as const,
  companyDescription,
});
async function addCase(
  name: string,
  input: SaveTestCaseRequest['input'],
  checks: Partial<SaveTestCaseRequest['checks']> = {},
  { promptType = 'ICP', token = staff }: { promptType?: string; token?: string } = {},
) {
  const response = await send('POST', '/api/prompts/test-cases', token, {
    promptType,
    name,
    input,
    checks: { ...NO_CHECKS, ...checks },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TestCase>();
}
const icpInstruction = async () => (await ctx.repos.prompts.findDefault('ICP'))!;
const run = (promptId: string, promptContent: string, body: object = scope()) =>
  send('POST', `/api/prompts/${promptId}/test-cases/run`, staff, { promptContent, ...body });
const storedRuns = () => ctx.database.db.selectFrom('prompt_test_runs').selectAll().execute();
/** Answers by the user message: the case whose description it carries. */
const answerBy = (answers: Record<string, FakeAnswer>, otherwise: FakeAnswer) =>
  fake.answerWith((request: FakeModelRequest) => {
    const user = request.body?.messages?.[1]?.content ?? '';
    const key = Object.keys(answers).find((marker) => user.includes(marker));
    return key === undefined ? otherwise : answers[key]!;
  });

describe('POST /api/prompts/{id}/test-cases/run', () => {
  test('a passing case: asked as a draft is, the run kept and answered', async () => {
    const instruction = await icpInstruction();
    const testCase = await addCase('Freight', description('We plan freight for 3PLs.'), {
      parses: true,
      bannedPhrases: ['world-class'],
      maxWords: 300,
    });

    const response = await run(instruction.id, instruction.promptContent);

    expect(response.statusCode).toBe(200);
    const body = response.json<TestCaseRun>();
    expect(body).toEqual({
      id: expect.any(String),
      promptId: instruction.id,
      version: instruction.version,
      model: 'gpt-test',
      ranAt: new Date(ctx.clock.now()).toISOString(),
      ranBy: STAFF.username,
      passed: 1,
      total: 1,
      // Each answered case says how long the model took and what it cost (no price set: 0).
      results: [
        {
          caseId: testCase.id,
          caseName: 'Freight',
          status: 'pass',
          message: '',
          ms: expect.any(Number),
          cost: 0,
        },
      ],
    });
    const sent = fake.requests[0]!.body!;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const [system, user] = sent.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('Acme Corp (acme.example.com)');
    expect(user!.content).toMatch(/^Company description:\nWe plan freight for 3PLs\.\n\n/);
    expect(user!.content).toContain('"segments" (array of at most 50 objects');
    const rows = await storedRuns();
    expect(rows.find((row) => row.id === body.id)).toMatchObject({
      prompt_id: instruction.id,
      version: instruction.version,
      ran_by: STAFF.username,
      passed: 1,
      total: 1,
    });
  });

  test('each kind of fail names its check and why; cases answer in their order', async () => {
    const instruction = await icpInstruction();
    const cases = [
      await addCase('Parses', description('case-parses'), { parses: true }),
      await addCase('Segments', icpOf(icp), { namesSegments: true }),
      await addCase('Banned', description('case-banned'), { bannedPhrases: ['World-class'] }),
      await addCase('Words', description('case-words'), { maxWords: 3 }),
    ];
    answerBy(
      {
        'case-parses': UNUSABLE_ANSWERS.notJson,
        'case-banned': { content: 'A world-class planner.' },
        'case-words': { content: 'one two three four five' },
      },
      jsonAnswer(CANNED_DRAFTS.icp),
    );

    const body = (await run(instruction.id, instruction.promptContent)).json<TestCaseRun>();

    const fail = (index: number, check: string, message: string) => ({
      caseId: cases[index]!.id,
      caseName: cases[index]!.name,
      status: 'fail',
      check,
      message,
      ms: expect.any(Number),
      cost: 0,
    });
    expect(body.results).toEqual([
      fail(0, 'parses', 'The answer does not parse: it is not JSON'),
      fail(1, 'namesSegments', "Segment 'Hospital groups' is not named"),
      fail(2, 'bannedPhrases', "Contains the banned phrase 'World-class'"),
      fail(3, 'maxWords', '5 words, more than 3'),
    ]);
    expect([body.passed, body.total]).toEqual([0, 4]);
  });

  test('a model error, a timeout, an input gone are errors; the rest run; a case out of reach is not run', async () => {
    const instruction = await icpInstruction();
    const doomed = (
      await send(
        'POST',
        '/api/icp-onboarding',
        staff,
        icpInput(ids.acme.id, ids.enterpriseSales.id, { name: 'Doomed' }),
      )
    ).json<Icp>();
    const cases = [
      await addCase('Broken', description('case-500')),
      await addCase('Slow', description('case-hang')),
      await addCase('Gone', icpOf(doomed)),
      await addCase('Elsewhere', icpOf(globexIcp), {}, { token: admin }),
      await addCase('Fine', description('case-fine')),
    ];
    await send('DELETE', `/api/icp-onboarding/${ids.acme.id}/${doomed.id}`, staff);
    answerBy(
      {
        'case-500': {
          status: 500,
          error: 'The server had an error while processing your request.',
        },
        'case-hang': jsonAnswer(CANNED_DRAFTS.icp, TIMEOUT_MS * 4),
      },
      jsonAnswer(CANNED_DRAFTS.icp),
    );

    const body = (await run(instruction.id, instruction.promptContent)).json<TestCaseRun>();

    const error = (index: number, message: string) => ({
      caseId: cases[index]!.id,
      caseName: cases[index]!.name,
      status: 'error',
      message,
    });
    expect(body.results).toEqual([
      error(
        0,
        'The model provider answered 500: The server had an error while processing your request.',
      ),
      error(1, MODEL_TIMEOUT_MESSAGE),
      error(2, 'The input ICP no longer exists or is out of your reach'),
      // 'Elsewhere' is on a Globex ICP: Globex's case (issue 33 §1), not staff's to run.
      // A case that could not run has no time or cost.
      {
        caseId: cases[4]!.id,
        caseName: 'Fine',
        status: 'pass',
        message: '',
        ms: expect.any(Number),
        cost: 0,
      },
    ]);
    expect([body.passed, body.total]).toEqual([1, 4]);
    // No model call for a case whose input is gone or out of reach.
    const asked = fake.requests.map((request) => request.body!.messages![1]!.content);
    expect(new Set(asked.map((user) => /case-\w+/.exec(user)?.[0]))).toEqual(
      new Set(['case-500', 'case-hang', 'case-fine']),
    );
  });

  test('a type without cases: a run with total 0, kept', async () => {
    const research = (await ctx.repos.prompts.findDefault('COMPANY_RESEARCH'))!;

    const response = await run(research.id, research.promptContent);

    expect(response.json<TestCaseRun>()).toMatchObject({ passed: 0, total: 0, results: [] });
    expect(fake.requests).toHaveLength(0);
  });

  test('a tenant out of reach, an unknown instruction: 404; a text the catalogue refuses: 400; no call, nothing kept', async () => {
    const instruction = await icpInstruction();
    await addCase('Any', description('We plan freight.'));
    const before = (await storedRuns()).length;

    const globex = await run(instruction.id, instruction.promptContent, {
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
    });
    const unknown = await run(randomUUID(), instruction.promptContent);
    const refused = await run(instruction.id, 'Hello {{tenant.nickname}}');

    expect(globex.json()).toEqual(notFoundBody('Tenant not found'));
    expect(unknown.json()).toEqual(notFoundBody('Instruction not found'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('UNKNOWN_VARIABLE');
    expect(fake.requests).toHaveLength(0);
    expect(await storedRuns()).toHaveLength(before);
  });
});

describe("a version's results and the pass rates", () => {
  test("a draft's run is the version's once the draft is saved unchanged", async () => {
    const instruction = await icpInstruction();
    await addCase('Freight', description('We plan freight for 3PLs.'), { parses: true });
    const draft = `${instruction.promptContent}\nKeep every text short.`;

    const draftRun = (await run(instruction.id, `${draft}\n`)).json<TestCaseRun>();
    expect(draftRun.version).toBeNull();

    const saved = (
      await send(
        'PUT',
        promptUrl(instruction.id, instruction.version),
        staff,
        editOf(instruction, { promptContent: draft }),
      )
    ).json<UpdatePromptResponse>();
    const results = await send(
      'GET',
      `/api/prompts/${instruction.id}/versions/${saved.newVersion}/test-results`,
      staff,
    );

    expect(results.statusCode).toBe(200);
    expect(results.json<VersionTestResults>()).toEqual({
      run: { ...draftRun, version: saved.newVersion },
    });
    // A run on the saved text names its version.
    expect((await run(instruction.id, draft)).json<TestCaseRun>().version).toBe(saved.newVersion);
  });

  test('a version never run: null; an unknown instruction or version: 404', async () => {
    const usp = (await ctx.repos.prompts.findDefault('USP'))!;
    const url = (id: string, version: string) =>
      `/api/prompts/${id}/versions/${version}/test-results`;

    expect((await send('GET', url(usp.id, usp.version), staff)).json()).toEqual({ run: null });
    expect((await send('GET', url(usp.id, '9.9'), staff)).json()).toEqual(
      notFoundBody('Instruction version not found'),
    );
    expect((await send('GET', url(randomUUID(), '1.0'), staff)).statusCode).toBe(404);
  });

  test("pass rates: each active version's latest run, only for instructions that have one", async () => {
    const instruction = await icpInstruction();
    await addCase('Passes', description('case-pass'));
    await addCase('Fails', description('case-fail'), { maxWords: 1 });
    const latest = (await run(instruction.id, instruction.promptContent)).json<TestCaseRun>();

    const rates = (await send('GET', '/api/prompts/test-pass-rates', staff)).json<TestPassRate[]>();

    expect(rates.find((rate) => rate.promptId === instruction.id)).toEqual({
      promptId: instruction.id,
      version: instruction.version,
      passed: 1,
      total: 2,
      ranAt: latest.ranAt,
    });
    const usp = (await ctx.repos.prompts.findDefault('USP'))!;
    expect(rates.map((rate) => rate.promptId)).not.toContain(usp.id);
  });
});

describe('runs with another configuration', () => {
  const withApp = async (
    overrides: Parameters<typeof testAppConfig>[0],
    work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ) => {
    const app = await buildApp(testAppConfig(overrides), ctx.database.db);
    try {
      await work(app);
    } finally {
      await app.close();
    }
  };
  const runOn = async (app: Awaited<ReturnType<typeof buildApp>>, instruction: Prompt) =>
    app.inject({
      method: 'POST',
      url: `/api/prompts/${instruction.id}/test-cases/run`,
      headers: bearer(await loginAs(app, STAFF.username, STAFF.password)),
      payload: { promptContent: instruction.promptContent, ...scope() },
    });

  test('the offline provider is 409 MODEL_NOT_CONFIGURED; nothing kept', async () => {
    await addCase('Any', description('We plan freight.'));
    const before = (await storedRuns()).length;

    await withApp({}, async (offline) => {
      const response = await runOn(offline, await icpInstruction());

      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('MODEL_NOT_CONFIGURED');
    });
    expect(await storedRuns()).toHaveLength(before);
  });

  test("each case spends one call of the drafts' per-user budget: past it, errors, then 429", async () => {
    for (const name of ['One', 'Two', 'Three']) await addCase(name, description(`case-${name}`));
    // Its own clock, ten minutes on: the calls earlier in this file are out of its window.
    const later = () => ctx.clock.now() + 10 * 60_000;
    const limits = { modelProvider: provider(), drafts: { max: 2, windowMs: 60_000 }, now: later };

    await withApp(limits, async (app) => {
      const first = (await runOn(app, await icpInstruction())).json<TestCaseRun>();
      expect(
        first.results.map((result) => [result.caseName, result.status, result.message]),
      ).toEqual([
        ['One', 'pass', ''],
        ['Two', 'pass', ''],
        [
          'Three',
          'error',
          'Not run: Too many model calls from this account. Try again in 1 minute.',
        ],
      ]);
      expect(fake.requests).toHaveLength(2);

      const refused = await runOn(app, await icpInstruction());
      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many model calls from this account. Try again in 1 minute.',
      });
      expect(refused.headers['retry-after']).toBe('60');
      // Both refusals are counted as the per-user limits' are.
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/^portal_login_throttle_hits_total\{rule="user-limit"\} 2$/m);
    });
  });
});

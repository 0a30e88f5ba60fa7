import type {
  Icp,
  IcpDraftResponse,
  IcpReviseResponse,
  Scorecard,
  TestRunResponse,
} from '@portal/contract';
import { CANNED_DRAFTS, jsonAnswer, UNUSABLE_ANSWERS } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/**
 * Every model call recorded (issue 39 §4), from the one place that sends them (runCall): a
 * draft's, a suggestion's, a test run's, a test case's; the draft's token names its call.
 */
const PRICES = { 'gpt-test': { input: 2, output: 10 } };
const { ctx, fake } = useFakeModelApp({
  initial: jsonAnswer(CANNED_DRAFTS.icp),
  config: { modelPrices: PRICES },
});
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => {
  ({ staff, admin, ids } = await signInSeeded(ctx));
});

const acme = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const rows = () => ctx.database.db.selectFrom('model_calls').selectAll().orderBy('at_ms').execute();

async function draftIcp(answer = jsonAnswer(CANNED_DRAFTS.icp)) {
  fake.answerWith(answer);
  return send('POST', '/api/icp-onboarding/draft', staff, {
    ...acme(),
    companyDescription: 'We plan freight for 3PLs.',
  });
}

afterEach(async () => {
  await ctx.database.db.deleteFrom('model_calls').execute();
});

test("a draft's call is one row: its instruction, tenant, tokens from usage, priced cost; its token names it", async () => {
  fake.answerWith({
    content: JSON.stringify(CANNED_DRAFTS.icp),
    usage: { prompt_tokens: 1_000, completion_tokens: 500 },
  });
  const response = await send('POST', '/api/icp-onboarding/draft', staff, {
    ...acme(),
    companyDescription: 'We plan freight for 3PLs.',
  });
  expect(response.statusCode).toBe(200);
  const { generation } = response.json<IcpDraftResponse>();

  const [row, ...others] = await rows();
  expect(others).toEqual([]);
  expect(row).toMatchObject({
    instruction_id: generation.promptId,
    prompt_type: 'ICP',
    version: generation.version,
    tenant_id: ids.acme.id,
    workspace_id: ids.enterpriseSales.id,
    purpose: 'draft',
    model: 'gpt-test',
    outcome: 'ok',
    fate: null,
  });
  expect(Number(row!.input_tokens)).toBe(1_000);
  expect(Number(row!.output_tokens)).toBe(500);
  // 1,000 tokens at 2 and 500 at 10 per million.
  expect(Number(row!.cost)).toBeCloseTo(0.007, 10);
  expect(Number(row!.latency_ms)).toBeGreaterThanOrEqual(0);
  expect(ctx.app.generationTokens.verify(generation.token).callId).toBe(row!.id);

  // Saved unedited: kept, on that version's scorecard.
  const saved = await send('POST', '/api/icp-onboarding', staff, {
    ...acme(),
    ...CANNED_DRAFTS.icp,
    generation: { token: generation.token },
  });
  expect(saved.statusCode).toBe(201);
  const card = await send(
    'GET',
    `/api/prompts/${generation.promptId}/versions/${generation.version}/scorecard`,
    admin,
  );
  expect(card.json<Scorecard>()).toMatchObject({
    calls: { total: 1, ok: 1 },
    answers: { total: 1, kept: 1, keptRate: 1 },
    tokens: { input: 1_000, output: 500 },
  });
  expect(card.json<Scorecard>().cost).toBeCloseTo(0.007, 10);
});

test('an unusable answer and a timeout are recorded with their outcome', async () => {
  expect((await draftIcp(UNUSABLE_ANSWERS.notJson)).statusCode).toBe(502);
  expect((await draftIcp({ status: 500, error: 'overloaded' })).statusCode).toBe(502);

  expect((await rows()).map((row) => [row.purpose, row.outcome])).toEqual([
    ['draft', 'unusable'],
    ['draft', 'error'],
  ]);
});

test("'Suggest personas' is recorded as a suggestion", async () => {
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.personas));
  const response = await send('POST', '/api/icp-onboarding/draft-personas', staff, {
    ...acme(),
    companyDescription: 'We plan freight for 3PLs.',
    icp: { name: 'Shippers', description: 'Mid-market', segments: [] },
  });
  expect(response.statusCode).toBe(200);
  expect((await rows()).map((row) => [row.purpose, row.prompt_type])).toEqual([
    ['suggestion', 'BUYER_PERSONA'],
  ]);
});

test("'Research the company' is recorded as research", async () => {
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.research));
  const response = await send('POST', '/api/research-briefs/research', staff, acme());
  expect(response.statusCode).toBe(200);
  expect((await rows()).map((row) => [row.purpose, row.prompt_type])).toEqual([
    ['research', 'COMPANY_RESEARCH'],
  ]);
});

test("the studio's test run is recorded without a version: a text never saved is on no scorecard", async () => {
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
  const response = await send('POST', '/api/prompts/test-run', staff, {
    ...acme(),
    promptType: 'ICP',
    promptContent: 'Draft an ICP for {{tenant.name}}.',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<TestRunResponse>()).toMatchObject({ model: 'gpt-test' });
  expect((await rows()).map((row) => [row.purpose, row.instruction_id, row.version])).toEqual([
    ['test-run', null, null],
  ]);
});

test("a test-case run's calls count on the version whose text it ran, in each case's tenant", async () => {
  const instruction = (await ctx.repos.prompts.findDefault('ICP'))!;
  const saved = await send('POST', '/api/prompts/test-cases', staff, {
    promptType: 'ICP',
    name: 'Freight planners',
    input: { kind: 'description', companyDescription: 'We plan freight for 3PLs.' },
    checks: { parses: true, namesSegments: false, bannedPhrases: [], maxWords: null },
  });
  expect(saved.statusCode).toBe(201);
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));

  const run = await send('POST', `/api/prompts/${instruction.id}/test-cases/run`, staff, {
    ...acme(),
    promptContent: instruction.promptContent,
  });
  expect(run.statusCode).toBe(200);

  expect(
    (await rows()).map((row) => [row.purpose, row.instruction_id, row.version, row.tenant_id]),
  ).toEqual([['test-case', instruction.id, instruction.version, ids.acme.id]]);
  await ctx.database.db.deleteFrom('prompt_test_cases').execute();
});

test("'Revise with AI' is recorded as a revision; saving its proposal decides the fate", async () => {
  const created = await send('POST', '/api/icp-onboarding', staff, {
    ...acme(),
    ...CANNED_DRAFTS.icp,
  });
  expect(created.statusCode).toBe(201);
  const icp = created.json<Icp>();
  fake.answerWith(jsonAnswer({ ...CANNED_DRAFTS.icp, name: `${CANNED_DRAFTS.icp.name} (EU)` }));
  const revised = await send('POST', `/api/icp-onboarding/${ids.acme.id}/${icp.id}/revise`, staff, {
    request: 'Say it is for the EU',
  });
  expect(revised.statusCode).toBe(200);
  const { proposal, generation } = revised.json<IcpReviseResponse>();

  const saved = await send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
    ...acme(),
    ...proposal,
    id: icp.id,
    revision: icp.revision,
    generation: { token: generation.token, proposal },
  });
  expect(saved.statusCode).toBe(200);

  expect((await rows()).map((row) => [row.purpose, row.prompt_type, row.fate])).toEqual([
    ['revision', 'ICP_EDIT', 'kept'],
  ]);
});

import type {
  Icp,
  RenderPromptRequest,
  RenderPromptResponse,
  TestRunResponse,
} from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { icpInput, notFoundBody, sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/** The offline default provider, the scope rules and the per-user limit of test runs. */
const ctx = useTestApp({ testRuns: { max: 3, windowMs: 60_000 } });
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let icp: Icp;

const TEXT =
  'Draft an ICP for {{tenant.name}} ({{tenant.primaryDomain}}).\n' +
  'Segments:\n{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}';

const runBody = (overrides: Partial<RenderPromptRequest> = {}): RenderPromptRequest => ({
  promptType: 'ICP',
  promptContent: TEXT,
  tenantId: ids.acme.id,
  workspaceId: ids.enterpriseSales.id,
  icpId: icp.id,
  ...overrides,
});

beforeAll(async () => {
  [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
  ids = await seededIds(ctx.repos);
  const created = await send(
    'POST',
    '/api/icp-onboarding',
    staff,
    icpInput(ids.acme.id, ids.enterpriseSales.id),
  );
  icp = created.json<Icp>();
});

// Each test starts a fresh window of the per-user limit.
beforeEach(() => ctx.clock.advance(60_000));

describe('POST /api/prompts/test-run with the offline provider', () => {
  test('answers the rendered text and an echo that says it is not a model', async () => {
    const response = await send('POST', '/api/prompts/test-run', staff, runBody());

    expect(response.statusCode).toBe(200);
    const run = response.json<TestRunResponse>();
    const rendered = await send('POST', '/api/prompts/render', staff, runBody());
    expect(run.rendered).toBe(rendered.json<RenderPromptResponse>().text);
    expect(run.rendered).toContain('- Hospital groups: Epic or Cerner EHR\n- Clinics:');
    expect(run.model).toBe('offline (not a model)');
    // An ICP instruction is asked in JSON mode, as a draft asks it: the offline echo is JSON
    // that says it is not a model, and not an ICP, which the run says too.
    expect(run.responseFormat).toBe('json');
    expect(run.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(run.messages[0]!.content).toBe(run.rendered);
    const echo = JSON.parse(run.output) as { notice: string; variables: Record<string, string> };
    expect(echo.notice).toBe('This is the offline provider, not a model: no model was called.');
    expect(echo.variables['tenant.name']).toBe('Acme Corp');
    expect(run.unusable).toBe('name is required');
    expect(run.parsed).toBeUndefined();
    expect(run).toMatchObject({ usage: null, cost: 0 });
    expect(Number.isInteger(run.ms) && run.ms >= 0).toBe(true);
  });

  test('a text the catalogue refuses is the same 400 as for a render', async () => {
    const response = await send(
      'POST',
      '/api/prompts/test-run',
      staff,
      runBody({ promptContent: 'Draft an ICP for {{company}}.' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_VARIABLE' });
  });

  test('a tenant out of reach, or an ICP of another workspace, is the 404 of a missing one', async () => {
    const globex = await send(
      'POST',
      '/api/prompts/test-run',
      staff,
      runBody({ tenantId: ids.globex.id, workspaceId: ids.emea.id, icpId: undefined }),
    );
    expect(globex.json()).toEqual(notFoundBody('Tenant not found'));
    expect(globex.statusCode).toBe(404);

    const otherWorkspace = await send(
      'POST',
      '/api/prompts/test-run',
      staff,
      runBody({ workspaceId: ids.smb.id }),
    );
    expect(otherWorkspace.json()).toEqual(notFoundBody('ICP not found'));
    expect(otherWorkspace.statusCode).toBe(404);
  });

  test('no token: 401, for the test run and the provider', async () => {
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/prompts/test-run',
      payload: runBody(),
    });
    const provider = await ctx.app.inject({ method: 'GET', url: '/api/model-provider' });

    expect([run.statusCode, provider.statusCode]).toEqual([401, 401]);
    expect(run.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('past the limit a user gets 429 with Retry-After; another user and the next window do not', async () => {
    for (let run = 0; run < 3; run += 1) {
      expect((await send('POST', '/api/prompts/test-run', staff, runBody())).statusCode).toBe(200);
    }

    const refused = await send('POST', '/api/prompts/test-run', staff, runBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many test runs from this account. Try again in 1 minute.',
    });
    expect(refused.headers['retry-after']).toBe('60');
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/portal_login_throttle_hits_total\{rule="user-limit"\} 1/);

    // Same address (inject's), another user: counted apart.
    expect((await send('POST', '/api/prompts/test-run', admin, runBody())).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    expect((await send('POST', '/api/prompts/test-run', staff, runBody())).statusCode).toBe(200);
  });
});

describe('GET /api/model-provider', () => {
  test('names the offline provider by default', async () => {
    const response = await send('GET', '/api/model-provider', staff);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'offline',
      model: 'offline (not a model)',
      alternatives: [],
    });
  });
});

import fc from 'fast-check';
import { createUser } from '../../src/admin-commands';
import type { ModelProvider } from '../../src/model/provider';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { CANNED_DRAFTS } from '../helpers/fake-model-server';
import { type FuzzRoute, ROUTES as ONBOARDING_AND_PROMPT_ROUTES } from './routes';
import type { Spec } from './spec';
import { TEST_CASE_AND_OVERRIDE_ROUTES } from './test-case-and-override-routes';
import { FUZZ_USER, World } from './world';

/**
 * Property-based fuzzing of every write route and every route's path parameters, through
 * app.inject on a real database (SQLite, and PostgreSQL in the postgres project). For each
 * generated request: no 5xx, every error in the `{ statusCode, code, message }` shape. After
 * each route: the database holds exactly what the accepted writes said (refused requests
 * changed nothing in any tenant), no orphan rows, no other table touched.
 *
 * Reproducible: a fixed seed per route (FUZZ_SEED moves them all); a failure prints
 * fast-check's seed, path and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/**
 * Each route with its seed. The test cases and overrides go after the ICP updates, while both
 * tenants have ICPs for cases to name and before the deletes empty the workspaces and remove
 * pinned instructions; their seeds sit apart, so the other routes keep theirs.
 */
const seeded = (routes: FuzzRoute[], first: number) =>
  routes.map((route, index) => ({ route, seed: first + index }));
const ROUTES = seeded(ONBOARDING_AND_PROMPT_ROUTES, SEED);
ROUTES.splice(
  ROUTES.findIndex(({ route }) => route.name === 'icp-update') + 1,
  0,
  ...seeded(TEST_CASE_AND_OVERRIDE_ROUTES, SEED + 1_000),
);

/** A model that answers at once with an ICP draft: test-case runs are kept, not refused. */
const cannedModel: ModelProvider = {
  kind: 'openai-compatible',
  model: 'fuzz-model',
  alternatives: [],
  complete: async () => ({ text: JSON.stringify(CANNED_DRAFTS.icp), model: 'fuzz-model' }),
};

// The throttles have their own tests; here they would only turn requests into 429s.
const LOTS = 1_000_000;
const ctx = useTestApp({
  loginThrottle: {
    ipMax: LOTS,
    ipWindowMs: 60_000,
    addressMaxFailures: LOTS,
    usernameSlowDownAfter: LOTS,
    passwordMaxFailures: LOTS,
    failureWindowMs: 60_000,
  },
  clientEvents: { max: LOTS, windowMs: 60_000 },
  drafts: { max: LOTS, windowMs: 60_000 },
  modelProvider: cannedModel,
});

const statuses = new Map<number, number>();
const accepted = new Map<string, number>();
let sent = 0;
let world: World;
const started = Date.now();

beforeAll(async () => {
  await createUser(ctx.database.db, { ...FUZZ_USER });
  world = await World.start(ctx);
});

/** Why an answer breaks the API's promises, or undefined if it keeps them. */
function brokenPromise(method: string, status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || method === 'HEAD') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error body is not JSON`;
  }
  const { statusCode, code, message, ...rest } = parsed as Record<string, unknown>;
  const shaped =
    statusCode === status &&
    typeof code === 'string' &&
    code !== '' &&
    typeof message === 'string' &&
    message !== '' &&
    Object.keys(rest).length === 0;
  return shaped ? undefined : 'error body is not { statusCode, code, message }';
}

async function send(spec: Spec): Promise<void> {
  const { options, resolved } = world.resolve(spec);
  const response = await ctx.app.inject(options);
  sent++;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const broken = brokenPromise(spec.method, response.statusCode, response.body);
  if (broken) {
    throw new Error(
      `${options.method} ${String(options.url).slice(0, 300)} ${broken}: ${response.body.slice(0, 500)}`,
    );
  }
  if (response.statusCode < 300) accepted.set(spec.route, (accepted.get(spec.route) ?? 0) + 1);
  await world.record(spec, resolved, response);
}

test.each(ROUTES.map(({ route, seed }) => [route.name, route, seed] as const))(
  '%s: no 5xx, one error shape, the data consistent afterwards',
  async (_name, route, seed) => {
    await fc.assert(fc.asyncProperty(route.arbitrary, send), {
      seed,
      numRuns: route.runs,
    });
    await world.expectConsistent();
  },
  60_000,
);

test('enough requests were sent, and the seeded users can still sign in', async () => {
  const total = ROUTES.reduce((sum, { route }) => sum + route.runs, 0);
  expect(total).toBeGreaterThanOrEqual(2_000);
  expect(sent).toBeGreaterThanOrEqual(total);
  expect(statuses.size).toBeGreaterThan(0);
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  await world.expectConsistent();
  await loginAs(ctx.app, STAFF.username, STAFF.password);
  await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  const by = (low: number) =>
    [...statuses].filter(([s]) => s >= low && s < low + 100).reduce((n, [, c]) => n + c, 0);
  console.log(
    `[fuzz ${process.env.TEST_DIALECT}] ${sent} requests (seed ${SEED}): ` +
      `2xx ${by(200)}, 4xx ${by(400)}, 5xx ${by(500)}; ` +
      `ICPs ${world.model.icps.size}, USPs ${world.model.usps.size}, ` +
      `prompts ${world.model.prompts.size}, test cases ${world.model.testCases.size}, ` +
      `overrides ${world.model.overrides.size}; ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `accepted: ${[...accepted].map(([route, n]) => `${route} ${n}`).join(', ')}`,
  );
});

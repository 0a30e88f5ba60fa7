import { Client } from 'pg';
import { type ApiProcess, logged, signInOver, startApiProcess } from '../helpers/api-process';
import { type Acknowledged, call, type Sample, type Target, writer } from '../helpers/chaos-load';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres';

/**
 * Chaos: two API processes on one PostgreSQL database under a steady mixed load, while the
 * database's idle connections are killed and then PostgreSQL itself is stopped and started.
 * The cluster is this test's own (initdb in a temp folder, its own port): the shared server
 * on 5432 that every other test file uses is never touched. Loopback only.
 */
/** The chaos itself takes ~20 s; starting a cluster and two servers on a busy CI machine more. */
jest.setTimeout(60_000);
const START_TIMEOUT_MS = 90_000;

const WRITERS_PER_INSTANCE = 3;
const OUTAGE_MS = 2_500;
/** The promise: no 5xx once the database has been back this long. */
const SETTLED_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: ThrowawayPostgres;
const apis: ApiProcess[] = [];
beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  await onDatabase('postgres', (admin) => admin.query('CREATE DATABASE portal'));
  // Both start together on the empty database: migrations and seed run once (advisory lock).
  apis.push(
    ...(await Promise.all(
      ['a', 'b'].map((name) =>
        startApiProcess({
          DATABASE_URL: `${cluster.url('portal')}?application_name=chaos-${name}`,
        }),
      ),
    )),
  );
}, START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await cluster?.destroy();
});

async function onDatabase<T>(database: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: cluster.url(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many of `rows` (SQL with $1 = a marker) each acknowledged marker matches. */
async function storedCounts(query: string, markers: unknown[][]): Promise<number[]> {
  return onDatabase('portal', async (client) => {
    const counts: number[] = [];
    for (const params of markers)
      counts.push(Number((await client.query(query, params)).rows[0].n));
    return counts;
  });
}

const AUDITED_UPDATE = `select count(*) as n from audit_entries
  where entity_id = $1 and action = 'update' and changes::jsonb @> $2::jsonb`;

test('both instances ride out killed connections and a PostgreSQL restart', async () => {
  const targets: Target[] = await Promise.all(
    apis.map(async (api, i) => {
      const token = await signInOver(api.base);
      const target: Target = {
        name: 'ab'[i]!,
        api,
        token,
        scope: { tenantId: '', workspaceId: '' },
      };
      const tenants = (
        await call<{ id: string; name: string }[]>(target, undefined, 'GET', '/api/tenants/')
      ).json!;
      const acme = tenants.find((tenant) => tenant.name === 'Acme Corp')!;
      const workspaces = (
        await call<{ id: string }[]>(target, undefined, 'GET', `/api/workspaces/tenant/${acme.id}`)
      ).json!;
      return { ...target, scope: { tenantId: acme.id, workspaceId: workspaces[0]!.id } };
    }),
  );
  const samples: Sample[] = [];
  const probes: Sample[] = [];
  const acked: Acknowledged = { icpCreates: [], icpUpdates: [], uspUpdates: [], promptEdits: [] };
  let running = true;
  const load = targets.flatMap((target) =>
    Array.from({ length: WRITERS_PER_INSTANCE }, (_, i) =>
      writer(target, `${target.name}${i}`, samples, acked, () => running),
    ),
  );
  const probing = (async () => {
    while (running) {
      await Promise.all(targets.map((target) => call(target, probes, 'GET', '/api/ready')));
      await sleep(100);
    }
  })();

  await sleep(2_000);
  const killed = await onDatabase('postgres', async (admin) =>
    Number(
      (
        await admin.query(`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
          where datname = 'portal' and state = 'idle'`)
      ).rows[0].n,
    ),
  );
  await sleep(2_000);
  const stopping = Date.now();
  await cluster.stop();
  const down = Date.now();
  await sleep(OUTAGE_MS);
  const starting = Date.now();
  await cluster.start();
  const up = Date.now();
  await sleep(SETTLED_MS + 2_000);
  running = false;
  await Promise.all([...load, probing]);

  // Counted and printed first, so a failure below comes with the figures.
  const settled = up + SETTLED_MS;
  const failed = (sample: Sample) => sample.status >= 500 || sample.status === 0;
  const inPhase = (from: number, to: number) =>
    samples.filter((sample) => sample.startedAt >= from && sample.startedAt < to);
  const phases = {
    before: inPhase(0, stopping),
    outage: inPhase(stopping, settled),
    after: inPhase(settled, Infinity),
  };
  const readyAgain = targets.map((target) => {
    const first = probes.find(
      (p) => p.instance === target.name && p.startedAt >= up && p.status === 200,
    );
    return first ? first.endedAt - up : Infinity;
  });
  const duringOutage = (target: Target) =>
    probes.filter(
      (p) => p.instance === target.name && p.startedAt >= down && p.endedAt <= starting,
    );
  console.log(
    `[chaos] ${samples.length} requests: ` +
      Object.entries(phases)
        .map(
          ([phase, list]) =>
            `${phase} ${list.length} (2xx ${list.filter((s) => s.status >= 200 && s.status < 300).length}, 5xx/no answer ${list.filter(failed).length})`,
        )
        .join('; ') +
      `. Idle connections killed: ${killed}. Restart: stop ${down - stopping} ms, down ${starting - down} ms, ` +
      `start ${up - starting} ms; /api/ready 200 again after ${readyAgain.join(' / ')} ms. ` +
      `Acknowledged: ${acked.icpCreates.length} ICP creates, ${acked.icpUpdates.length} ICP updates, ` +
      `${acked.uspUpdates.length} USP updates, ${acked.promptEdits.length} prompt edits.`,
  );

  expect(apis.map((api) => api.alive())).toEqual([true, true]);
  // /api/ready tracks the outage: 503 while PostgreSQL is down, 200 soon after it is back.
  for (const target of targets) {
    const statuses = new Set(duringOutage(target).map((p) => p.status));
    expect(statuses).toEqual(new Set([503]));
  }
  expect(readyAgain.every((ms) => ms <= SETTLED_MS)).toBe(true);
  // The database's return needs no manual step: no 5xx once it has been back for 5 s.
  expect(phases.after.length).toBeGreaterThan(0);
  expect(phases.after.filter(failed)).toEqual([]);
  // Each loss is logged once per instance, and so is each return (two events: kill, restart).
  for (const api of apis) {
    const lost = logged(api, 'database connection lost').length;
    expect([1, 2]).toContain(lost);
    expect(logged(api, 'database connection restored')).toHaveLength(lost);
  }

  // Every write answered 2xx is stored exactly once.
  for (const list of Object.values(acked)) expect(list.length).toBeGreaterThan(0);
  const ones = (counts: number[]) => expect(counts.filter((n) => n !== 1)).toEqual([]);
  ones(
    await storedCounts(
      'select count(*) as n from icps where name = $1',
      acked.icpCreates.map((m) => [m]),
    ),
  );
  ones(
    await storedCounts(
      AUDITED_UPDATE,
      acked.icpUpdates.map(({ id, description }) => [
        id,
        JSON.stringify([{ field: 'description', after: description }]),
      ]),
    ),
  );
  ones(
    await storedCounts(
      AUDITED_UPDATE,
      acked.uspUpdates.map(({ id, differentiator }) => [
        id,
        JSON.stringify([{ field: 'differentiator', after: differentiator }]),
      ]),
    ),
  );
  ones(
    await storedCounts(
      'select count(*) as n from prompts where prompt_content = $1',
      acked.promptEdits.map((m) => [m]),
    ),
  );
});

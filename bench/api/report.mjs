import { DURATION_S } from './load.mjs';
import { EXPORTED_ICPS } from './export.mjs';
import { CONNECTIONS } from './scenarios.mjs';

const DIALECTS = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const CASES = {
  icpList: 'GET ICP list (50 ICPs)',
  icpListRevalidated: 'the same with If-None-Match (304)',
  resolve: 'GET resolve (a tenant in a staged rollout)',
  resolveRevalidated: 'the same with If-None-Match (304)',
  baseline: 'same JSON from memory (baseline)',
  tenants: 'GET tenants',
  login: 'POST login (argon2id)',
};
const SKIPPED = 'skipped (set BENCH_DATABASE_URL)';

const ratio = (a, b) => Math.round((a / b) * 100) / 100;
const vsBaseline = (m, c) =>
  ratio(m.throughput[`icpList.c${c}`].rps, m.throughput[`baseline.c${c}`].rps);
const scaleRatio = (m, c) => ratio(m.throughput[`icpList.c${c}`].rps, m.large[`c${c}`].rps);
/** Large ÷ small server CPU per list request: the same question, hardly moved by other load. */
const scaleCpuRatio = (m, c) => ratio(m.large[`c${c}`].cpuMs, m.throughput[`icpList.c${c}`].cpuMs);

const loadedRow = (l) => [
  l.listP50Ms,
  l.listP99Ms,
  l.loginsPerSec,
  l.loginP50Ms,
  l.eventLoopP99Ms,
  l.eventLoopMaxMs,
  l.serverCores,
  l.machineBusy ?? '-',
];

/** Baseline ÷ list server CPU per request: vs baseline's question, hardly moved by other load. */
const cpuVsBaseline = (m, c) =>
  ratio(m.throughput[`baseline.c${c}`].cpuMs, m.throughput[`icpList.c${c}`].cpuMs);

/** The list's goals, as rows of the printed goals table. */
const goalsOf = (m) => [
  { goal: 'list ÷ baseline req/s, 10 connections', value: vsBaseline(m, 10), min: 0.5 },
  { goal: 'baseline ÷ list server CPU/req, 10 connections', value: cpuVsBaseline(m, 10), min: 0.5 },
  { goal: 'list p99 ms at 100 req/s', value: m.loginLoad.quietListP99Ms, max: 10 },
  { goal: 'list p99 ms at 100 req/s with ~20 logins/s', value: m.loginLoad.listP99Ms, max: 10 },
  { goal: 'resolve p99 ms at 100 req/s', value: m.resolveSteady.resolve.p99Ms, max: 10 },
  {
    goal: 'resolve (304) p99 ms at 100 req/s',
    value: m.resolveSteady.resolveRevalidated.p99Ms,
    max: 10,
  },
];

/** One table per question; a dialect that was not measured gets one "skipped" row in each. */
export function resultTables(measured) {
  const table = ({ title, columns, rowsOf }) => ({
    title,
    columns,
    rows: Object.entries(DIALECTS).flatMap(([dialect, label]) =>
      measured[dialect]
        ? rowsOf(measured[dialect]).map((row) => [label, ...row])
        : [[label, SKIPPED, ...Array(columns.length - 2).fill('')]],
    ),
  });
  return [
    table({
      title: `requests/s, latency and server CPU per request, autocannon ${DURATION_S} s per row (vs baseline = list ÷ baseline req/s)`,
      columns: [
        'database',
        'request',
        'connections',
        'req/s',
        'p50 ms',
        'p99 ms',
        'vs baseline',
        'server CPU ms/req',
        'on event loop',
      ],
      rowsOf: (m) =>
        Object.entries(CASES).flatMap(([name, label]) =>
          CONNECTIONS.map((c) => {
            const r = m.throughput[`${name}.c${c}`];
            const vs = name === 'icpList' ? vsBaseline(m, c) : '';
            return [label, c, r.rps, r.p50Ms, r.p99Ms, vs, r.cpuMs, r.loopCpuMs ?? '-'];
          }),
        ),
    }),
    table({
      title:
        'ICP list with 100k ICPs in other tenants (ratio = small req/s ÷ large req/s; CPU ratio = large ÷ small server CPU per request; goal ≤ 1.2)',
      columns: [
        'database',
        'connections',
        'small req/s',
        'large req/s',
        'ratio',
        'small p99 ms',
        'large p99 ms',
        'small CPU ms/req',
        'large CPU ms/req',
        'CPU ratio',
      ],
      rowsOf: (m) =>
        CONNECTIONS.map((c) => {
          const [small, large] = [m.throughput[`icpList.c${c}`], m.large[`c${c}`]];
          return [
            c,
            small.rps,
            large.rps,
            scaleRatio(m, c),
            small.p99Ms,
            large.p99Ms,
            small.cpuMs,
            large.cpuMs,
            scaleCpuRatio(m, c),
          ];
        }),
    }),
    table({
      title:
        'ICP list at 100 req/s, alone and with ~20 logins/s in flight (goal: list p99 ≤ 10 ms; server CPU in cores, machine = share of all CPUs busy, anything included)',
      columns: [
        'database',
        'window',
        'list p50 ms',
        'list p99 ms',
        'logins/s',
        'login p50 ms',
        'event-loop p99 ms',
        'event-loop max ms',
        'server CPU cores',
        'machine busy',
      ],
      rowsOf: ({ loginLoad: l, loginLoadPool4: p }) => [
        [
          'list alone',
          l.quietListP50Ms,
          l.quietListP99Ms,
          '',
          '',
          l.quietEventLoopP99Ms,
          '',
          l.quietServerCores,
          l.quietMachineBusy ?? '-',
        ],
        ['with logins', ...loadedRow(l)],
        ['with logins, libuv default pool (UV_THREADPOOL_SIZE=4)', ...loadedRow(p)],
      ],
    }),
    table({
      title: `export of ${EXPORTED_ICPS} ICPs (3 segments, 3 personas each), whole download, median of 5 (goal: under 1 s, memory flat)`,
      columns: ['database', 'format', 'ms', 'bytes', 'server RSS growth MB'],
      rowsOf: (m) =>
        Object.entries(m.exported).map(([format, r]) => [format, r.ms, r.bytes, r.rssGrowthMb]),
    }),
    table({
      title: 'the goals of issue 13 (reported, not gated)',
      columns: ['database', 'goal', 'value', 'limit', 'met'],
      rowsOf: (m) =>
        goalsOf(m).map(({ goal, value, min, max }) => [
          goal,
          value,
          min === undefined ? `≤ ${max}` : `≥ ${min}`,
          (min === undefined || value >= min) && (max === undefined || value <= max) ? 'yes' : 'no',
        ]),
    }),
    table({
      title:
        "GET a version's scorecard with 100,000 recorded calls of it in 101 tenants, one connection (issue 39 §4, goal: within 200 ms)",
      columns: ['database', 'reader', 'p50 ms', 'p95 ms', 'p99 ms'],
      rowsOf: (m) =>
        Object.entries(m.scorecard).map(([reader, r]) => [
          reader === 'admin' ? 'admin (every tenant)' : 'staff (Acme Corp)',
          r.p50Ms,
          r.p95Ms,
          r.p99Ms,
        ]),
    }),
    table({
      title:
        'query plans of the ICP list, 100k ICPs in other tenants (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN)',
      columns: ['database', 'read', 'query', 'plan'],
      rowsOf: (m) => m.plans.rows,
    }),
    table({
      title:
        'query plans of GET /api/prompts/resolve, a staged rollout (the staged tenant and another)',
      columns: ['database', 'read', 'query', 'plan'],
      rowsOf: (m) => m.resolvePlans.rows,
    }),
    table({
      title:
        "query plans of GET a version's scorecard, 100k calls of it (the admin's read, then staff's)",
      columns: ['database', 'read', 'query', 'plan'],
      rowsOf: (m) => m.scorecardPlans.rows,
    }),
    table({
      title:
        'query plans of GET /api/audit, 100k entries in other tenants (first page and a page after a cursor)',
      columns: ['database', 'read', 'query', 'plan'],
      rowsOf: (m) => m.auditPlans.rows,
    }),
  ];
}

/** Flat metrics, relative to the suite: `sqlite.icpList.c10.rps` is budgets' `api.sqlite.icpList.c10.rps`. */
export function resultMetrics(measured) {
  const metrics = {};
  for (const [dialect, m] of Object.entries(measured)) {
    const put = (key, value) => (metrics[`${dialect}.${key}`] = value);
    put('icpList.bytes', m.listBytes);
    for (const [key, r] of Object.entries(m.throughput)) {
      for (const field of ['rps', 'p50Ms', 'p99Ms', 'cpuMs', 'loopCpuMs']) {
        if (r[field] !== undefined) put(`${key}.${field}`, r[field]);
      }
    }
    for (const c of CONNECTIONS) {
      put(`icpList.c${c}.vsBaseline`, vsBaseline(m, c));
      put(`scale.c${c}.rps`, m.large[`c${c}`].rps);
      put(`scale.c${c}.p99Ms`, m.large[`c${c}`].p99Ms);
      put(`scale.c${c}.cpuMs`, m.large[`c${c}`].cpuMs);
    }
    const login = m.throughput['login.c1'];
    if (login.loopCpuMs !== undefined)
      put('login.loopCpuShare', ratio(login.loopCpuMs, login.cpuMs));
    for (const [format, r] of Object.entries(m.exported)) put(`export.${format}.ms`, r.ms);
    put('scale.ratio', scaleRatio(m, 10));
    put('scale.cpuRatio', scaleCpuRatio(m, 10));
    put('scale.planFullScans', m.plans.fullScans);
    put('scale.auditPlanFullScans', m.auditPlans.fullScans);
    put('scale.auditPlanSorts', m.auditPlans.sorts);
    put('resolve.planFullScans', m.resolvePlans.fullScans);
    for (const [name, r] of Object.entries(m.resolveSteady)) {
      put(`${name}.steady.p50Ms`, r.p50Ms);
      put(`${name}.steady.p99Ms`, r.p99Ms);
    }
    for (const [key, value] of Object.entries(m.loginLoad)) put(`loginLoad.${key}`, value);
    for (const [key, value] of Object.entries(m.loginLoadPool4))
      put(`loginLoadPool4.${key}`, value);
    for (const c of CONNECTIONS) put(`icpList.c${c}.cpuVsBaseline`, cpuVsBaseline(m, c));
    for (const [reader, r] of Object.entries(m.scorecard)) {
      put(`scorecard.${reader}.p50Ms`, r.p50Ms);
      put(`scorecard.${reader}.p95Ms`, r.p95Ms);
      put(`scorecard.${reader}.p99Ms`, r.p99Ms);
    }
    put('scorecard.planFullScans', m.scorecardPlans.fullScans);
    put('scorecard.planSorts', m.scorecardPlans.sorts);
  }
  return metrics;
}

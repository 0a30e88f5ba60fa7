// Turns the measurements into the runner's tables and flat metrics (bench/budgets.json keys).
import { REMOTES } from '../../tooling/build-config/portal-parts.js';
import { bigWorkspaceReport } from './big-workspace-report.mjs';
import { SHARED_LIBRARIES } from './shared-libraries.mjs';

const ORIGINS = ['host', ...REMOTES.map((remote) => remote.name), 'api', 'other'];
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : 0);

function loadRows(page, build, load, readyLabel) {
  const rows = [];
  for (const name of ORIGINS) {
    const row = load.byOrigin[name];
    if (row) rows.push([page, build, name, kib(row.js), kib(row.css), row.requests, '']);
  }
  const total = load.byOrigin.total;
  rows.push([
    page,
    build,
    'total',
    kib(total.js),
    kib(total.css),
    total.requests,
    `${readyLabel} ${Math.round(load.readyMs)} ms`,
  ]);
  return rows;
}

function loadMetrics(prefix, load, timeKey) {
  const metrics = {
    [`${prefix}.js.compressedBytes`]: load.byOrigin.total.js,
    [`${prefix}.css.compressedBytes`]: load.byOrigin.total.css,
    [`${prefix}.requests`]: load.byOrigin.total.requests,
    [`${prefix}.chainDepth`]: load.chainDepth,
    [`${prefix}.${timeKey}`]: Math.round(load.readyMs),
  };
  for (const [name, row] of Object.entries(load.byOrigin)) {
    if (name === 'total') continue;
    metrics[`${prefix}.origin.${name}.js.compressedBytes`] = row.js;
    metrics[`${prefix}.origin.${name}.requests`] = row.requests;
  }
  return metrics;
}

/** `host/main.js → remote_auth/mf-manifest.json → …`: each URL by its last path segment. */
function shortChain(urls) {
  return urls.map((url) => new URL(url).pathname.split('/').pop() || '/').join(' → ');
}

/** Lighthouse (mobile preset) per page: the medians as rows and metrics. */
function lighthouseTable(lighthouse, metrics) {
  const rows = [];
  for (const [page, result] of Object.entries(lighthouse)) {
    rows.push([
      page,
      result.score,
      result.lcpMs,
      result.fcpMs,
      result.tbtMs,
      result.cls,
      result.runs.length,
    ]);
    metrics[`lighthouse.${page}.score`] = result.score;
    metrics[`lighthouse.${page}.lcpMs`] = result.lcpMs;
    metrics[`lighthouse.${page}.fcpMs`] = result.fcpMs;
    metrics[`lighthouse.${page}.tbtMs`] = result.tbtMs;
    metrics[`lighthouse.${page}.cls`] = result.cls;
  }
  return {
    title:
      'Lighthouse, mobile preset (slow 4G, 4x CPU), federated, median (goals: LCP <= 2500 ms, score >= 95)',
    columns: ['page', 'score', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'runs'],
    rows,
  };
}

// Libraries shared through kits of @portal/shared (docs/architecture.md): the copies of a
// library are those of its kits, each of which must be evaluated once.
const SHARE_NAMES = {
  antd: ['@portal/shared/antd', '@portal/shared/antd-nav', '@portal/shared/antd-data'],
  'react-router(-dom)': ['@portal/shared/router'],
};

function sharedTable({ federated, single }) {
  const rows = Object.keys(SHARED_LIBRARIES).map((name) => {
    const downloads = federated.session.downloads[name];
    const evaluated = federated.session.evaluated ?? {};
    const counts = (SHARE_NAMES[name] ?? [name])
      .map((shareName) => evaluated[shareName])
      .filter((count) => count !== undefined);
    const copies = counts.length ? Math.max(...counts) : undefined;
    return [
      name,
      downloads.origins.size,
      downloads.files,
      downloads.repeated,
      copies ?? '-',
      single.session.downloads[name].origins.size,
    ];
  });
  return {
    title: 'shared libraries over a full session (goal: 1 app, 0 repeats, 1 copy evaluated)',
    columns: [
      'library',
      'apps it came from',
      'files holding it',
      'repeated downloads',
      'copies evaluated',
      'single bundle: apps',
    ],
    rows,
  };
}

/** The tables and metrics of a Lighthouse-only run (BENCH_BROWSER_ONLY=lighthouse). */
export function lighthouseReport(lighthouse) {
  const metrics = {};
  return { tables: [lighthouseTable(lighthouse, metrics)], metrics };
}

export function buildReport({ federated, single, runs, lighthouse, bigWorkspace }) {
  const pages = [
    ['login', 'usableMs', 'usable'],
    ['dashboard', 'firstIcpCardMs', 'first ICP card'],
  ];
  const loadTable = {
    title: `cold loads: bytes over the wire (JS sent as ${federated.login.encodings.join('/')}), time median of ${runs} runs`,
    columns: ['page', 'build', 'origin', 'JS KiB', 'CSS KiB', 'requests', 'time'],
    rows: [],
  };
  const ratioTable = {
    title: 'federated / single bundle (goals: bytes <= 1.10, times <= 1.2)',
    columns: ['page', 'measure', 'federated', 'single bundle', 'ratio'],
    rows: [],
  };
  const metrics = {};
  for (const [page, timeKey, label] of pages) {
    const fed = federated[page];
    const one = single[page];
    loadTable.rows.push(
      ...loadRows(page, 'federated', fed, label),
      ...loadRows(page, 'single bundle', one, label),
    );
    Object.assign(
      metrics,
      loadMetrics(page, fed, timeKey),
      loadMetrics(`singleBundle.${page}`, one, timeKey),
    );
    const measures = [
      ['JS bytes', fed.byOrigin.total.js, one.byOrigin.total.js, 'js'],
      ['requests', fed.byOrigin.total.requests, one.byOrigin.total.requests, 'requests'],
      ['chain depth', fed.chainDepth, one.chainDepth, 'chainDepth'],
      [`${label} ms`, Math.round(fed.readyMs), Math.round(one.readyMs), 'time'],
    ];
    for (const [measure, a, b, key] of measures) {
      ratioTable.rows.push([page, measure, a, b, ratio(a, b)]);
      metrics[`ratio.${page}.${key}`] = ratio(a, b);
    }
  }
  const chainTable = {
    title: 'longest request chain until ready (each request started after the previous ended)',
    columns: ['page', 'build', 'depth', 'chain'],
    rows: pages.flatMap(([page]) => [
      [page, 'federated', federated[page].chainDepth, shortChain(federated[page].longestChain)],
      [page, 'single bundle', single[page].chainDepth, shortChain(single[page].longestChain)],
    ]),
  };
  const shared = sharedTable({ federated, single });
  for (const [name, apps, files, repeated, copies] of shared.rows) {
    metrics[`session.shared.${name}.apps`] = apps;
    metrics[`session.shared.${name}.files`] = files;
    metrics[`session.shared.${name}.repeatedDownloads`] = repeated;
    if (typeof copies === 'number') metrics[`session.shared.${name}.evaluatedCopies`] = copies;
  }
  metrics['session.requests'] = federated.session.requests;
  metrics['singleBundle.session.requests'] = single.session.requests;
  const tables = [loadTable, ratioTable, chainTable, shared];
  if (lighthouse) tables.push(lighthouseTable(lighthouse, metrics));
  if (bigWorkspace) {
    const big = bigWorkspaceReport(bigWorkspace);
    tables.push(big.table);
    Object.assign(metrics, big.metrics);
  }
  return { tables, metrics };
}

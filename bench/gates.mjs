#!/usr/bin/env node
// `pnpm bench:gates`: measures only what bench/budgets.json gates, the deterministic goals
// (bytes on the wire, query plans, shared-library downloads), and checks them: CI's
// `budgets` job (scripts/ci-jobs.mjs). A few minutes where `pnpm bench` takes half an hour:
//
//   api      SQLite only: the ICP list's bytes (50 ICPs), then with 100k ICPs and audit
//            entries in other tenants the plans of the ICP list and GET /api/audit, and with
//            100k model calls of one version those of its scorecard
//   browser  the production portal (built when missing or stale, as `pnpm start` does) in
//            Debian's Chromium: one cold load each of /auth/login and the signed-in
//            /dashboard (bytes per origin) and one session through every route (which app each
//            shared library came from)
//
// No load run, no timing, no Lighthouse, no single-bundle baseline; nothing is written to
// bench-results/. Exits 1 when a gated goal is missed or was not measured, so a new gated
// budget this script does not measure fails until it does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadApi } from './api/api-dist.mjs';
import { createBenchDatabase } from './api/database.mjs';
import { endpointsOf, listBody } from './api/endpoints.mjs';
import { seedListedWorkspace, seedOtherTenants, stageRelease } from './api/fixtures.mjs';
import {
  auditQueryPlans,
  listQueryPlans,
  resolveQueryPlans,
  scorecardQueryPlans,
  staffId,
} from './api/query-plan.mjs';
import { seedModelCalls } from './api/scorecard.mjs';
import { startServer } from './api/server-process.mjs';
import { launchChromium } from './browser/chromium.mjs';
import { measureColdLoad } from './browser/cold-load.mjs';
import { origin, PORTS, startPortal } from './browser/portal-process.mjs';
import { FIRST_ICP_CARD, LOGIN_FORM_USABLE } from './browser/ready-marker.mjs';
import { measureSession } from './browser/session-walk.mjs';
import { signedInCookies, signedInStorage } from './browser/sign-in.mjs';
import { evaluate, report } from './check.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { BENCH_DIR } from './lib/suites.mjs';

const log = (suite) => (message) => console.log(`[gates ${suite}] ${message}`);

async function apiGates(say) {
  ensureBuilt(['api'], say);
  const api = loadApi();
  const database = await createBenchDatabase('sqlite');
  const db = api.createDb(database.config);
  let server;
  try {
    const scope = await seedListedWorkspace(api, db);
    const released = await stageRelease(api, db, scope.tenantId);
    server = await startServer({ databaseEnv: database.env, ...scope });
    const { bytes } = await listBody(await endpointsOf(server.url, scope));
    say(`the ICP list of the bench workspace: ${bytes} bytes`);
    await server.stop();
    server = undefined;
    await seedOtherTenants(db);
    const list = await listQueryPlans(api, db, scope.tenantId, scope.workspaceId);
    const audit = await auditQueryPlans(api, db, {
      tenantId: scope.tenantId,
      userId: 'scale-user-100',
    });
    const [other] = await api.createRepositories(db).tenants.findByIdOrName('Globex');
    const resolve = await resolveQueryPlans(api, db, {
      stagedTenantId: scope.tenantId,
      otherTenantId: other.id,
    });
    await seedModelCalls(db, released);
    const scorecard = await scorecardQueryPlans(api, db, {
      ...released,
      staffId: await staffId(db),
    });
    for (const row of [...list.rows, ...audit.rows, ...resolve.rows, ...scorecard.rows])
      say(row.join(' | '));
    return {
      'sqlite.icpList.bytes': bytes,
      'sqlite.scale.planFullScans': list.fullScans,
      'sqlite.scale.auditPlanFullScans': audit.fullScans,
      'sqlite.scale.auditPlanSorts': audit.sorts,
      'sqlite.resolve.planFullScans': resolve.fullScans,
      'sqlite.scorecard.planFullScans': scorecard.fullScans,
      'sqlite.scorecard.planSorts': scorecard.sorts,
    };
  } finally {
    await server?.stop();
    await db.destroy();
    await database.drop();
  }
}

async function browserGates(say) {
  const stopPortal = await startPortal({ log: say });
  let browser;
  try {
    browser = await launchChromium();
    const originNames = { [origin(PORTS.host)]: 'host', [origin(PORTS.api)]: 'api' };
    for (const [remote, port] of Object.entries(PORTS.remotes)) originNames[origin(port)] = remote;
    const options = { baseURL: origin(PORTS.host), runs: 1, originNames };
    say('a cold load of /auth/login …');
    const login = await measureColdLoad(browser, {
      ...options,
      path: '/auth/login',
      ready: LOGIN_FORM_USABLE,
    });
    say('a signed-in cold load of /dashboard …');
    const dashboard = await measureColdLoad(browser, {
      ...options,
      path: '/dashboard',
      ready: FIRST_ICP_CARD,
      localStorage: await signedInStorage(origin(PORTS.api)),
      cookies: signedInCookies(),
    });
    say('a session through every route …');
    const session = await measureSession(browser, { ...options, federated: true });
    const metrics = {
      'login.js.compressedBytes': login.byOrigin.total.js,
      'dashboard.js.compressedBytes': dashboard.byOrigin.total.js,
    };
    for (const [name, downloads] of Object.entries(session.downloads)) {
      metrics[`session.shared.${name}.apps`] = downloads.origins.size;
      metrics[`session.shared.${name}.repeatedDownloads`] = downloads.repeated;
    }
    return metrics;
  } finally {
    await browser?.close();
    await stopPortal();
  }
}

async function main() {
  const budgets = JSON.parse(readFileSync(join(BENCH_DIR, 'budgets.json'), 'utf8')).filter(
    (budget) => budget.gate,
  );
  const started = Date.now();
  const results = {
    suites: {
      api: { metrics: await apiGates(log('api')) },
      browser: { metrics: await browserGates(log('browser')) },
    },
  };
  const outcome = evaluate(budgets, results);
  console.log(`\n${report(outcome)}`);
  console.log(`\nbench:gates: measured in ${Math.round((Date.now() - started) / 1000)} s`);
  if (outcome.failed) {
    console.error('bench:gates: a gated budget was missed or not measured (see above).');
    process.exitCode = 1;
  }
}

await main();

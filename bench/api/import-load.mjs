// Other requests during a large import (issue 33 §6), on SQLite and PostgreSQL:
// `node bench/api/import-load.mjs` (builds the API first when its build is stale). See
// docs/benchmarks.md.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from '../lib/build.mjs';
import { loadApi } from './api-dist.mjs';
import { createBenchDatabase, postgresAdminUrl } from './database.mjs';
import { withEventLoop } from './endpoints.mjs';
import { benchIcp, seedListedWorkspace } from './fixtures.mjs';
import { startServer } from './server-process.mjs';

/**
 * The import the issue measured: 5,000 new ICPs, of bench size but 2 segments and 2 personas
 * each, so that the file stays within an import's 5,000,000 characters.
 */
export const IMPORTED_ICPS = 5_000;
/** Imports at once in the second window, one per user (a user runs one at a time). */
export const IMPORTERS = 4;
/**
 * Each probe is sent every PROBE_MS whatever the answers (open loop): a request that arrives
 * during a stall waits for the rest of it, and so counts it, as a user's would.
 */
const PROBE_MS = 100;
const PASSWORD = 'staff12345';

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
};

function packOf(first) {
  const icps = Array.from({ length: IMPORTED_ICPS }, (_, n) => {
    const icp = benchIcp(first + n);
    return {
      ...icp,
      segments: icp.segments.slice(0, 2),
      buyerPersonas: icp.buyerPersonas.slice(0, 2),
    };
  });
  return JSON.stringify({ schemaVersion: 1, icps, usps: [] });
}

/** IMPORTERS members of the listed workspace's tenant (staff's password hash), signed in. */
async function importers(api, db, url, tenantId) {
  const repos = api.createRepositories(db);
  const staff = await repos.users.findByUsername('staff@example.com');
  const headers = [];
  for (let n = 1; n <= IMPORTERS; n++) {
    const username = `importer${n}@example.com`;
    const user =
      (await repos.users.findByUsername(username)) ??
      (await repos.users.create({ username, passwordHash: staff.passwordHash }));
    await repos.tenants.addMember(user.id, tenantId);
    const answer = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    headers.push({ authorization: `Bearer ${(await answer.json()).token}` });
  }
  return headers;
}

/** GET `url` through `agent`: its status once the whole answer has arrived. */
const get = (agent, url, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', reject);
  });

/**
 * GETs `url` every PROBE_MS until `stop()`: the latencies of those sent before it, and how
 * many failed (the first failure's reason).
 */
function probe(url, headers) {
  // Its own few sockets, kept alive: a stalled server makes the probes queue here (their
  // wait counts) rather than open thousands of connections; no probe waits behind another's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const latencies = [];
  const failures = [];
  const pending = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    pending.push(
      get(agent, url, headers)
        .then((status) => {
          if (status >= 300) throw new Error(`answered ${status}`);
          latencies.push(performance.now() - sent);
        })
        .catch((error) => failures.push(error.code ?? error.message)),
    );
  }, PROBE_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    agent.destroy();
    return {
      ...summary(latencies),
      ...(failures.length > 0 && { failed: failures.length, firstFailure: failures[0] }),
    };
  };
}

/**
 * One window: `imports` (a request each) sent at once while `probed` (GET /api/health, or
 * the listed workspace's ICP list) is probed: the probe's latencies, the imports' time and
 * the server's event-loop delay over the window. One probe a window, so that requests queued
 * behind the import's transaction (the list, on SQLite) do not delay the other's answers.
 */
async function importWindow(url, probed, imports) {
  const { result, eventLoop } = await withEventLoop(url, async () => {
    const stop = probe(probed.url, probed.headers);
    const started = performance.now();
    const times = await Promise.all(
      imports.map(async ({ url: importUrl, headers, content }) => {
        const response = await fetch(importUrl, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ format: 'json', content, onConflict: 'copy', dryRun: false }),
        });
        const body = await response.json();
        if (!body.written) throw new Error(`an import answered ${JSON.stringify(body)}`);
        return performance.now() - started;
      }),
    );
    return { importMs: Math.round(Math.max(...times)), ...(await stop()) };
  });
  return { ...result, eventLoopMaxMs: eventLoop.maxMs };
}

/**
 * One import, then IMPORTERS at once (one per user), into a workspace of their own: once
 * while /api/health is probed, once while the ICP list is.
 */
export async function measureImportLoad(api, db, url, scope, say) {
  const workspace = await api
    .createRepositories(db)
    .workspaces.create({ tenantId: scope.tenantId, name: 'Imports', description: 'Imported' });
  const importUrl = `${url}/api/tenants/${scope.tenantId}/workspaces/${workspace.id}/import`;
  const users = await importers(api, db, url, scope.tenantId);
  const probes = {
    health: { url: `${url}/api/health` },
    icpList: {
      url: `${url}/api/icp-onboarding/${scope.tenantId}/workspace/${scope.workspaceId}`,
      headers: users[0],
    },
  };
  const content = packOf(1);
  const result = {};
  for (const count of [1, IMPORTERS]) {
    for (const [name, probed] of Object.entries(probes)) {
      const imports = users
        .slice(0, count)
        .map((headers) => ({ url: importUrl, headers, content }));
      const key = `imports${count}.${name}`;
      result[key] = await importWindow(url, probed, imports);
      say(`${count} import(s) of ${IMPORTED_ICPS} ICPs, ${name}: ${JSON.stringify(result[key])}`);
    }
  }
  return result;
}

async function main() {
  const log = (line) => console.log(`[import-load] ${line}`);
  ensureBuilt(['api'], log);
  const api = loadApi();
  for (const dialect of ['sqlite', 'postgres']) {
    if (dialect === 'postgres' && !postgresAdminUrl()) {
      log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      continue;
    }
    const database = await createBenchDatabase(dialect);
    const db = api.createDb(database.config);
    let server;
    try {
      const scope = await seedListedWorkspace(api, db);
      server = await startServer({ databaseEnv: database.env, ...scope });
      await measureImportLoad(api, db, server.url, scope, (line) => log(`${dialect}: ${line}`));
    } finally {
      await server?.stop();
      await db.destroy();
      await database.drop();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();

#!/usr/bin/env node
// Crash test: `kill -9` of the real API server (src/server.ts under tsx) while concurrent
// clients write, three rounds per database (a SQLite file; PostgreSQL too when
// TEST_DATABASE_URL is set, mandatory with CI=true). After each kill: SQLite's
// `PRAGMA integrity_check` is ok, no child row lacks its parent, and once restarted the API
// serves every write it had acknowledged (2xx received): created ICPs/USPs/prompts with all
// their children, deleted ICPs gone, imports of 200 ICPs whole (and the one the kill cut
// whole or absent). Prints the figures per round; exits 1 on any breach.
//
//   node scripts/crash-test.mjs            (from api/)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 3;
const WRITERS = 8;
const JWT_SECRET = 'crash-test-secret-that-is-at-least-32-bytes';
const STAFF = { username: 'staff@example.com', password: 'staff12345' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The real server, as `pnpm dev` runs it but without watch; resolves once /api/ready is ok. */
async function startServer(databaseEnv) {
  const port = await freePort();
  const log = [];
  // tsx as a loader in this very process (its CLI would put a parent in between, and a
  // SIGKILL of that parent would leave the server running).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=portal-source', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...databaseEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        LOGIN_IP_MAX: '100000',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${log.join('')}`);
    await sleep(100);
  }
  return { base, child, exited, log };
}

async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

async function signIn(base) {
  const { status, json } = await call(base, 'POST', '/api/auth/login', undefined, STAFF);
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  return json.token;
}

/** Acme Corp and its Enterprise Sales workspace, where staff writes. */
async function scopeOf(base, token) {
  const tenants = (await call(base, 'GET', '/api/tenants/', token)).json;
  const acme = tenants.find((t) => t.name === 'Acme Corp');
  const workspaces = (await call(base, 'GET', `/api/workspaces/tenant/${acme.id}`, token)).json;
  return { tenantId: acme.id, workspaceId: workspaces[0].id };
}

/**
 * One writer: creates ICPs (3 segments, 2 personas), USPs (2 products, 3 capabilities) and
 * prompts, and deletes some of its own acknowledged ICPs, until the server dies. Only answers
 * received count as acknowledged.
 */
async function writer(base, token, scope, id, acknowledged) {
  for (let n = 0; ; n++) {
    const label = `crash-w${id}-${n}`;
    try {
      if (n % 6 === 5 && acknowledged.icps.size > 0) {
        const [victim] = [...acknowledged.icps.keys()].filter((key) => key.startsWith(`w${id}:`));
        if (victim) {
          const icpId = acknowledged.icps.get(victim);
          // Sent but unanswered, a delete may or may not have landed before the kill.
          acknowledged.deleteSent.add(icpId);
          const r = await call(
            base,
            'DELETE',
            `/api/icp-onboarding/${scope.tenantId}/${icpId}`,
            token,
          );
          if (r.status === 204) {
            acknowledged.icps.delete(victim);
            acknowledged.deleted.push(icpId);
          }
          continue;
        }
      }
      if (n % 3 === 0) {
        const r = await call(base, 'POST', '/api/icp-onboarding', token, {
          ...scope,
          name: label,
          description: 'written during a crash test',
          segments: [1, 2, 3].map((i) => ({ name: `s${i}`, description: 'd', details: 'x' })),
          buyerPersonas: [1, 2].map((i) => ({
            name: `p${i}`,
            isMobilizer: i === 1,
            isBuyingCommittee: true,
          })),
        });
        if (r.status === 201) acknowledged.icps.set(`w${id}:${n}`, r.json.id);
      } else if (n % 3 === 1) {
        const r = await call(base, 'POST', '/api/usp-onboarding', token, {
          ...scope,
          name: label,
          differentiator: 'survives a crash',
          products: ['a', 'b'],
          capabilities: ['c', 'd', 'e'],
        });
        if (r.status === 201) acknowledged.usps.push(r.json.id);
      } else {
        const r = await call(base, 'POST', '/api/prompts/', token, {
          version: '1.0',
          description: label,
          promptType: 'ICP',
          promptContent: 'written during a crash test',
        });
        if (r.status === 201) acknowledged.prompts.push(r.json.id);
      }
    } catch {
      return; // the server is gone
    }
  }
}

/** ICPs in each import of the import writer: enough for the kill to cut one mid-way. */
const IMPORT_SIZE = 200;

/**
 * The import writer (one: an import runs one at a time per user): JSON packs of IMPORT_SIZE
 * ICPs (3 segments, 2 personas), one after another, until the server dies. Each import's
 * names share a prefix, by which `verify` counts what it left: all of an acknowledged one;
 * all or none of the one the kill cut, however many of its chunks were written.
 */
async function importer(base, token, scope, round, acknowledged) {
  const url = `/api/tenants/${scope.tenantId}/workspaces/${scope.workspaceId}/import`;
  for (let n = 0; ; n++) {
    const prefix = `crash-import-r${round}-${n}-`;
    const icps = Array.from({ length: IMPORT_SIZE }, (_, k) => ({
      name: `${prefix}${k}`,
      description: 'imported during a crash test',
      segments: [1, 2, 3].map((i) => ({ name: `s${i}`, description: 'd', details: 'x' })),
      buyerPersonas: [1, 2].map((i) => ({
        name: `p${i}`,
        description: '',
        isMobilizer: i === 1,
        isBuyingCommittee: true,
      })),
    }));
    acknowledged.importsSent.push(prefix);
    try {
      const r = await call(base, 'POST', url, token, {
        format: 'json',
        content: JSON.stringify({ schemaVersion: 1, icps, usps: [] }),
        onConflict: 'copy',
        dryRun: false,
      });
      if (r.status === 200) acknowledged.imports.push(prefix);
    } catch {
      return; // the server is gone
    }
  }
}

/** Rows of a child table whose parent is missing; and SQLite's own verdict. */
const ORPHANS = [
  ['icp_segments', 'icp_id', 'icps'],
  ['icp_buyer_personas', 'icp_id', 'icps'],
  ['usp_products', 'usp_id', 'usps'],
  ['usp_capabilities', 'usp_id', 'usps'],
].map(
  ([child, column, parent]) =>
    `select count(*) as n from ${child} c where not exists (select 1 from ${parent} p where p.id = c.${column})`,
);

async function inspect(database) {
  if (database.dialect === 'sqlite') {
    const sqlite = new SQLite(database.path);
    try {
      const integrity = sqlite.pragma('integrity_check', { simple: true });
      const foreignKeys = sqlite.pragma('foreign_key_check').length;
      const orphans = ORPHANS.reduce((sum, query) => sum + sqlite.prepare(query).get().n, 0);
      return { integrity, orphans: orphans + foreignKeys };
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    let orphans = 0;
    for (const query of ORPHANS) orphans += Number((await client.query(query)).rows[0].n);
    return { integrity: 'n/a (PostgreSQL)', orphans };
  } finally {
    await client.end();
  }
}

/** What the restarted API serves of the acknowledged writes; lists what is missing. */
async function verify(base, token, scope, acknowledged) {
  const icps = (
    await call(
      base,
      'GET',
      `/api/icp-onboarding/${scope.tenantId}/workspace/${scope.workspaceId}`,
      token,
    )
  ).json;
  const usps = (
    await call(
      base,
      'GET',
      `/api/usp-onboarding/${scope.tenantId}/workspace/${scope.workspaceId}`,
      token,
    )
  ).json;
  const prompts = (await call(base, 'GET', '/api/prompts/', token)).json;
  const icpById = new Map(icps.map((icp) => [icp.id, icp]));
  const uspById = new Map(usps.map((usp) => [usp.id, usp]));
  const promptIds = new Set(prompts.map((prompt) => prompt.id));
  const problems = [];
  let found = 0;
  for (const id of acknowledged.icps.values()) {
    const icp = icpById.get(id);
    if (icp && icp.segments.length === 3 && icp.buyerPersonas.length === 2) found++;
    else if (!icp && acknowledged.deleteSent.has(id))
      found++; // its unanswered delete landed
    else problems.push(`ICP ${id} ${icp ? 'incomplete' : 'missing'}`);
  }
  for (const id of acknowledged.deleted) {
    if (icpById.has(id)) problems.push(`deleted ICP ${id} is back`);
    else found++;
  }
  for (const id of acknowledged.usps) {
    const usp = uspById.get(id);
    if (usp && usp.products.length === 2 && usp.capabilities.length === 3) found++;
    else problems.push(`USP ${id} ${usp ? 'incomplete' : 'missing'}`);
  }
  for (const id of acknowledged.prompts) {
    if (promptIds.has(id)) found++;
    else problems.push(`prompt ${id} missing`);
  }
  for (const prefix of acknowledged.importsSent) {
    const count = icps.filter((icp) => icp.name.startsWith(prefix)).length;
    const whole = acknowledged.imports.includes(prefix)
      ? count === IMPORT_SIZE
      : count === 0 || count === IMPORT_SIZE;
    if (!whole) problems.push(`import ${prefix}* left ${count} of its ${IMPORT_SIZE} ICPs`);
    else if (acknowledged.imports.includes(prefix)) found++;
  }
  // Unacknowledged writes may or may not have landed, but never half: every crash ICP/USP whole.
  for (const icp of icps) {
    if (
      icp.name.startsWith('crash-') &&
      (icp.segments.length !== 3 || icp.buyerPersonas.length !== 2)
    ) {
      problems.push(`ICP ${icp.id} stored without all its children`);
    }
  }
  for (const usp of usps) {
    if (
      usp.name.startsWith('crash-') &&
      (usp.products.length !== 2 || usp.capabilities.length !== 3)
    ) {
      problems.push(`USP ${usp.id} stored without all its lists`);
    }
  }
  return { found, problems };
}

async function runDatabase(label, database, env) {
  let failures = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = Date.now();
    const server = await startServer(env);
    const token = await signIn(server.base);
    const scope = await scopeOf(server.base, token);
    const acknowledged = {
      icps: new Map(),
      usps: [],
      prompts: [],
      deleted: [],
      deleteSent: new Set(),
      imports: [],
      importsSent: [],
    };
    const writers = [
      ...Array.from({ length: WRITERS }, (_, id) =>
        writer(server.base, token, scope, id, acknowledged),
      ),
      importer(server.base, token, scope, round, acknowledged),
    ];
    await sleep(400 + Math.floor(Math.random() * 800));
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writers);
    const total =
      acknowledged.icps.size +
      acknowledged.deleted.length +
      acknowledged.usps.length +
      acknowledged.prompts.length +
      acknowledged.imports.length;

    const { integrity, orphans } = await inspect(database);
    const restarted = await startServer(env);
    let result;
    try {
      result = await verify(restarted.base, await signIn(restarted.base), scope, acknowledged);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
    const ok =
      (integrity === 'ok' || database.dialect !== 'sqlite') &&
      orphans === 0 &&
      result.problems.length === 0 &&
      result.found === total &&
      total > 0;
    if (!ok) failures++;
    console.log(
      `[crash ${label} round ${round}] acknowledged ${total} writes ` +
        `(ICPs ${acknowledged.icps.size}, deletes ${acknowledged.deleted.length}, ` +
        `USPs ${acknowledged.usps.length}, prompts ${acknowledged.prompts.length}, ` +
        `imports of ${IMPORT_SIZE} ICPs ${acknowledged.imports.length} of ` +
        `${acknowledged.importsSent.length} sent), ` +
        `found ${result.found}/${total}, integrity ${integrity}, orphans ${orphans}, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s: ${ok ? 'ok' : 'FAILED'}`,
    );
    for (const problem of result.problems.slice(0, 10)) console.log(`  ${problem}`);
  }
  return failures;
}

async function main() {
  const started = Date.now();
  let failures = 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  try {
    const path = join(dir, 'portal.sqlite');
    failures += await runDatabase(
      'sqlite',
      { dialect: 'sqlite', path },
      { SQLITE_PATH: path, DATABASE_URL: '' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `portal_crash_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      failures += await runDatabase(
        'postgres',
        { dialect: 'postgres', url: String(url) },
        { DATABASE_URL: String(url) },
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else if (process.env.CI === 'true' || process.env.CI === '1') {
    console.error('[crash] TEST_DATABASE_URL is not set, but CI requires the PostgreSQL rounds.');
    process.exit(1);
  } else {
    console.log('[crash] TEST_DATABASE_URL not set: PostgreSQL rounds not run.');
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `[crash] ${failures === 0 ? 'all rounds ok' : `${failures} round(s) FAILED`} in ${seconds} s`,
  );
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

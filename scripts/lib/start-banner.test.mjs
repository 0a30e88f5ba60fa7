// What `pnpm start` prints (issue 37 §5): a short banner that says which model and database run,
// and one line per part it builds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { partLine } from './build-parts.mjs';
import { databaseLine, modelLine, startBanner } from './start-banner.mjs';

const portal = {
  hostUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:3001',
  remotes: [
    { dir: 'remote-auth', url: 'http://localhost:3002' },
    { dir: 'remote-artifacts', url: 'http://localhost:3003' },
  ],
  model: { kind: 'offline' },
  database: { dialect: 'sqlite', path: `${process.cwd()}/api/.data/portal.sqlite` },
};

test('offline, the banner says no model is connected and where connecting one is told', () => {
  assert.equal(
    modelLine({ kind: 'offline' }),
    'Model: offline, no model connected (drafts and research say so); to connect one see docs/model-provider.md',
  );
});

test("with a model, the banner names it and its server's origin, never the path or a key", () => {
  const model = {
    kind: 'openai-compatible',
    model: 'gpt-4o-mini',
    baseUrl: 'https://models.example.com/v1',
    apiKey: 'sk-secret',
  };
  assert.equal(modelLine(model), 'Model: gpt-4o-mini at https://models.example.com');
});

test('the database line names SQLite with its file, PostgreSQL without its password', () => {
  assert.equal(
    databaseLine({ dialect: 'sqlite', path: '/portal/api/.data/portal.sqlite' }, '/portal'),
    'Database: SQLite, api/.data/portal.sqlite',
  );
  assert.equal(
    databaseLine({ dialect: 'sqlite', path: '/tmp/e2e/portal.sqlite' }, '/portal'),
    'Database: SQLite, /tmp/e2e/portal.sqlite',
  );
  const line = databaseLine({
    dialect: 'postgres',
    url: 'postgres://portal:hunter2@db.internal:5432/portal',
  });
  assert.equal(line, 'Database: PostgreSQL at db.internal:5432/portal');
});

test('the banner is 14 lines: URL, four sign-ins, model, database, the parts, how to stop', () => {
  const lines = startBanner(portal).split('\n');
  assert.equal(lines.length, 14);
  assert.equal(lines[1], 'Enterprise Portal is running: http://localhost:3000');
  assert.ok(lines.includes(`  ${modelLine(portal.model)}`));
  assert.ok(lines.includes('  Database: SQLite, api/.data/portal.sqlite'));
  assert.ok(
    lines.includes(
      '  API http://localhost:3001 · remote-auth http://localhost:3002 · remote-artifacts http://localhost:3003',
    ),
  );
});

test('a built part prints one line: how many are done, its name and its time', () => {
  const part = { dir: 'host' };
  assert.equal(
    partLine({ done: 2, total: 6, part, ms: 95_000, ok: true }),
    'start: [2/6] host built in 1m 35s',
  );
  assert.equal(
    partLine({ done: 3, total: 6, part, ms: 4_000, ok: false }),
    'start: [3/6] host FAILED in 4s',
  );
});

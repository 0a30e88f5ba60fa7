import type { ImportResult } from '@portal/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { exchangeClient } from '../helpers/exchange';
import { sender, snapshotOnboarding } from '../helpers/onboarding';
import { withReplaced } from '../helpers/replaced';
import { seededIds } from '../helpers/seeded';

/*
 * Issue 33 §6. On SQLite every query runs synchronously, so an import that wrote all its
 * records without a turn of the event loop held every other request, /api/health included,
 * until it committed. It now writes in chunks with a turn between them, still in one
 * transaction; and one import per user runs at a time.
 */

/** While set, the n-th insert into `icps` from now on fails, as a full disk would. */
let failAt: number | undefined;
let inserts = 0;
const failingInsert: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'icps') {
      if (failAt !== undefined && ++inserts === failAt) throw new Error('injected failure');
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

const ctx = useTestApp({}, undefined, (db) => db.withPlugin(failingInsert));
const send = sender(ctx);
const tokens = { staff: '', admin: '' };
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  tokens.staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  tokens.admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
});
const as = (user: keyof typeof tokens) =>
  exchangeClient(
    send,
    () => tokens[user],
    () => ids.acme.id,
  );

async function newWorkspace(name: string) {
  return (await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name })).id;
}

const pack = (count: number, prefix: string) =>
  JSON.stringify({
    schemaVersion: 1,
    icps: Array.from({ length: count }, (_, n) => ({
      name: `${prefix} ${n}`,
      description: 'Imported in chunks',
      segments: [{ name: 'Segment', description: 'One', details: 'Two' }],
      buyerPersonas: [],
    })),
  });

/** A promise and the function that settles it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Runs `body` with the app's imports waiting at their start until `gate` opens; `entered` once one is there. */
async function withImportsHeld(
  body: (held: { entered: Promise<void>; open: () => void }) => Promise<void>,
) {
  const entered = signal();
  const gate = signal();
  await withReplaced(
    ctx.app.repos.exchange,
    'import',
    (original) =>
      async (...args) => {
        entered.resolve();
        await gate.promise;
        return original(...args);
      },
    () => body({ entered: entered.promise, open: gate.resolve }),
  );
}

/** Enough records for the import to write over many turns of the event loop. */
const RECORDS = 600;

test('an HTTP request sent while an import writes is answered before the import has finished', async () => {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const workspaceId = await newWorkspace('Chunked import');
  let finished = false;
  const started = signal();

  await withReplaced(
    ctx.app.repos.exchange,
    'import',
    (original) =>
      (...args) => {
        const importing = original(...args);
        started.resolve();
        return importing;
      },
    async () => {
      const importing = as('staff')
        .import(workspaceId, { content: pack(RECORDS, 'Chunked') })
        .then((response) => {
          finished = true;
          return response;
        });
      // The import has read its names and is writing: on SQLite its queries settle at once,
      // so only its own turns of the event loop let the socket below be served.
      await started.promise;
      const health = await fetch(`${address}/api/health`);

      expect(health.status).toBe(200);
      expect(finished).toBe(false);
      expect((await importing).json<ImportResult>().written).toBe(true);
    },
  );
  expect(await ctx.repos.icps.listByWorkspace(ids.acme.id, workspaceId)).toHaveLength(RECORDS);
  // On PostgreSQL its queries are network round trips: a loaded machine takes a while.
}, 120_000);

test('a failure after several chunks writes nothing', async () => {
  const workspaceId = await newWorkspace('Failing import');
  const before = await snapshotOnboarding(ctx.database.db);
  const audit = await countAuditRows(ctx.database.db);
  inserts = 0;
  failAt = 180;
  try {
    const response = await as('staff').import(workspaceId, { content: pack(200, 'Failing') });
    expect(response.statusCode).toBe(500);
  } finally {
    failAt = undefined;
  }
  expect(inserts).toBe(180);
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  expect(await countAuditRows(ctx.database.db)).toBe(audit);
});

describe('one import per user at a time', () => {
  const running = {
    statusCode: 429,
    code: 'IMPORT_RUNNING',
    message: 'Your previous import is still running. Wait for it to finish, then import again.',
  };

  test("a second import (or preview) of the same user is 429 IMPORT_RUNNING while the first runs; another user's runs", async () => {
    const workspaceId = await newWorkspace('One at a time');
    const before = await snapshotOnboarding(ctx.database.db);
    await withImportsHeld(async ({ entered, open }) => {
      const first = as('staff').import(workspaceId, { content: pack(1, 'First') });
      await entered;

      const second = await as('staff').import(workspaceId, { content: pack(1, 'Second') });
      const preview = await as('staff').import(workspaceId, {
        content: pack(1, 'Preview'),
        dryRun: true,
      });
      expect(second.json()).toEqual(running);
      expect(preview.json()).toEqual(running);
      expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);

      const admins = as('admin').import(workspaceId, { content: pack(1, 'Admin') });
      open();
      expect((await admins).json<ImportResult>().written).toBe(true);
      expect((await first).json<ImportResult>().written).toBe(true);
    });
    const names = (await ctx.repos.icps.listByWorkspace(ids.acme.id, workspaceId)).map(
      (icp) => icp.name,
    );
    expect(names.sort()).toEqual(['Admin 0', 'First 0']);
  });

  test('the next import runs once the last has answered, whatever it answered', async () => {
    const workspaceId = await newWorkspace('After another');
    const unreadable = await as('staff').import(workspaceId, { content: '{' });
    expect(unreadable.statusCode).toBe(400);
    inserts = 0;
    failAt = 1;
    const failed = await as('staff').import(workspaceId, { content: pack(1, 'Failing') });
    failAt = undefined;
    expect(failed.statusCode).toBe(500);

    const next = await as('staff').import(workspaceId, { content: pack(1, 'Next') });
    expect(next.json<ImportResult>().written).toBe(true);
  });
});

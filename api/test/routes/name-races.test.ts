import type { CopyResult, ImportResult } from '@portal/contract';
import { readPack } from '../../src/exchange/read-pack';
import { createCopyRepository } from '../../src/copy/repository';
import { createExchangeRepository } from '../../src/exchange/repository';
import { createTrashRepository } from '../../src/trash/repository';
import { copyInto } from '../helpers/copy';
import { useStaffExchange } from '../helpers/exchange';
import { held, untilAnotherWaits } from '../helpers/lock-wait';
import { icpInput } from '../helpers/onboarding';

/*
 * Issue 33 §5. Import, copy and restore match names: each reads the workspace's names, then
 * writes. On PostgreSQL two of them at once both read the names before either wrote, so both
 * created the name (or both restored theirs despite NAME_IN_USE). Each now waits for the
 * other in the workspace; SQLite runs one transaction at a time already, and passes the same
 * tests. A write is held open mid-transaction, the other started, and released once the
 * other waits on it (or has finished: then it did not wait, and the checks below fail).
 */

const { ctx, send, client, signedIn } = useStaffExchange();
const actor = { id: 'race-actor', username: 'race@example.com' };

let workspaceCount = 0;
async function newWorkspace() {
  const workspace = await ctx.repos.workspaces.create({
    tenantId: signedIn.ids.acme.id,
    name: `Name race ${++workspaceCount}`,
    description: 'Two writes matching one name',
  });
  return { tenantId: signedIn.ids.acme.id, workspaceId: workspace.id };
}

const onePack = (name: string, description = 'From the file') =>
  JSON.stringify({
    schemaVersion: 1,
    icps: [{ name, description, segments: [], buyerPersonas: [] }],
  });

/** The live ICPs of the workspace named `name` (case and spaces ignored, as imports match). */
async function liveNamed(scope: { tenantId: string; workspaceId: string }, name: string) {
  const { icp } = await ctx.repos.exchange.names(scope);
  return icp.filter((record) => record.name.trim().toLowerCase() === name.toLowerCase());
}

/** Starts `second` while `first` holds its transaction open, then lets `first` commit. */
async function whileHeld<T>(first: ReturnType<typeof held>, second: () => Promise<T>) {
  await first.written;
  const other = second();
  await Promise.race([other, untilAnotherWaits(ctx.database.db)]);
  first.release();
  await first.result;
  return other;
}

test('an import started while another import of the name is uncommitted replaces what it wrote', async () => {
  const scope = await newWorkspace();
  const records = await readPack(onePack('Held import'), 'all');
  const first = held(ctx.database.db, (trx) =>
    createExchangeRepository(trx).import(scope, records, {
      onConflict: 'replace',
      dryRun: false,
      actor,
    }),
  );

  const response = await whileHeld(first, () =>
    client.import(scope.workspaceId, {
      content: onePack('HELD IMPORT ', 'The second file'),
      onConflict: 'replace',
    }),
  );

  const [record] = await liveNamed(scope, 'Held import');
  expect(await liveNamed(scope, 'Held import')).toHaveLength(1);
  expect(response.json<ImportResult>().conflicts).toEqual([
    expect.objectContaining({ existingId: record!.id, resolution: 'replace' }),
  ]);
});

test('an import started while a copy of the name is uncommitted sees the copy', async () => {
  const scope = await newWorkspace();
  const [source] = await ctx.repos.icps.listByWorkspace(
    signedIn.ids.acme.id,
    signedIn.ids.enterpriseSales.id,
  );
  const first = held(ctx.database.db, (trx) =>
    createCopyRepository(trx).records(
      scope,
      {
        tenantId: signedIn.ids.acme.id,
        workspaceId: signedIn.ids.enterpriseSales.id,
        workspaceName: 'Enterprise Sales',
      },
      { icpIds: [source!.id], uspIds: [], onConflict: 'copy', dryRun: false },
      actor,
    ),
  );

  const response = await whileHeld(first, () =>
    client.import(scope.workspaceId, { content: onePack(source!.name), onConflict: 'skip' }),
  );

  expect(response.json<ImportResult>().conflicts).toEqual([
    expect.objectContaining({ name: source!.name, resolution: 'skip' }),
  ]);
  expect(await liveNamed(scope, source!.name)).toHaveLength(1);
});

test('a copy started while an import of the name is uncommitted sees the import', async () => {
  const scope = await newWorkspace();
  const [source] = await ctx.repos.icps.listByWorkspace(
    signedIn.ids.acme.id,
    signedIn.ids.enterpriseSales.id,
  );
  const records = await readPack(onePack(source!.name), 'all');
  const first = held(ctx.database.db, (trx) =>
    createExchangeRepository(trx).import(scope, records, {
      onConflict: 'skip',
      dryRun: false,
      actor,
    }),
  );

  const response = await whileHeld(first, () =>
    copyInto(ctx)(signedIn.staff, scope.tenantId, scope.workspaceId, {
      fromTenantId: signedIn.ids.acme.id,
      fromWorkspaceId: signedIn.ids.enterpriseSales.id,
      icpIds: [source!.id],
      onConflict: 'copy',
    }),
  );

  expect(response.json<CopyResult>().conflicts).toEqual([
    expect.objectContaining({ resolution: 'copy', newName: `${source!.name} (copy)` }),
  ]);
  expect(await liveNamed(scope, source!.name)).toHaveLength(1);
});

test("the same one-ICP file imported 8 times at once with 'replace', three rounds: one record of that name", async () => {
  for (let round = 0; round < 3; round++) {
    const scope = await newWorkspace();
    const records = await readPack(onePack('Eight at once'), 'all');
    const options = { onConflict: 'replace' as const, dryRun: false, actor };

    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => ctx.repos.exchange.import(scope, records, options)),
    );

    expect(await liveNamed(scope, 'Eight at once')).toHaveLength(1);
    const resolutions = outcomes.map((imported) => {
      if (imported.outcome !== 'done') throw new Error(`import answered ${imported.outcome}`);
      return imported.result.create.length > 0
        ? 'create'
        : imported.result.conflicts[0]!.resolution;
    });
    expect(resolutions.sort()).toEqual(['create', ...Array<string>(7).fill('replace')]);
  }
});

describe("restoring trashed 'n' and 'N'", () => {
  async function trashedPair() {
    const scope = await newWorkspace();
    const trashed = [];
    for (const name of ['n', 'N']) {
      const icp = await ctx.repos.icps.create(
        icpInput(scope.tenantId, scope.workspaceId, { name }),
        null,
      );
      await ctx.repos.icps.delete({ tenantId: scope.tenantId, id: icp.id }, null);
      trashed.push(icp);
    }
    return { scope, trashed };
  }
  const restoreUrl = (scope: { tenantId: string; workspaceId: string }, id: string) =>
    `/api/tenants/${scope.tenantId}/workspaces/${scope.workspaceId}/trash/icp/${id}/restore`;

  test('the second, started while the first is uncommitted, is NAME_IN_USE', async () => {
    const { scope, trashed } = await trashedPair();
    const first = held(ctx.database.db, (trx) =>
      createTrashRepository(trx).restore(scope, 'icp', trashed[0]!.id, actor),
    );

    const response = await whileHeld(first, () =>
      send('POST', restoreUrl(scope, trashed[1]!.id), signedIn.staff),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(expect.objectContaining({ code: 'NAME_IN_USE' }));
    expect((await liveNamed(scope, 'n')).map((record) => record.id)).toEqual([trashed[0]!.id]);
  });

  test('both at once, five rounds: one restored, the other NAME_IN_USE', async () => {
    for (let round = 0; round < 5; round++) {
      const { scope, trashed } = await trashedPair();
      const answers = await Promise.all(
        trashed.map((icp) => send('POST', restoreUrl(scope, icp.id), signedIn.staff)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await liveNamed(scope, 'n')).toHaveLength(1);
    }
  });
});

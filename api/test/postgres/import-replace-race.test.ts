import type { Icp, IcpContent } from '@portal/contract';
import { ICP_KIND } from '../../src/kinds';
import { createArtifactRepository } from '../../src/kinds/repository';
import { countAuditRows } from '../helpers/audit';
import { useStaffExchange } from '../helpers/exchange';
import { held, untilAnotherWaits } from '../helpers/lock-wait';
import { icpInput, snapshotOnboarding } from '../helpers/onboarding';

/*
 * Issue 33 §4, PostgreSQL only (SQLite runs one transaction at a time: the import plans after
 * the delete and creates the record anew). An import plans its replaces from the names it
 * reads, then writes; a DELETE of a record to replace, committed between the two, left the
 * import's update matching nothing, and the import still answered "written": the file's
 * content for that record was dropped.
 */

const { ctx, client, signedIn } = useStaffExchange();

const newIcps = (count: number): IcpContent[] =>
  Array.from({ length: count }, (_, n) => ({
    name: `Raced import ${n}`,
    description: 'New with the replace',
    segments: [],
    buyerPersonas: [],
  }));

test('a record to replace deleted while the import runs: 409, nothing written, the delete stands', async () => {
  const workspace = await ctx.repos.workspaces.create({
    tenantId: signedIn.ids.acme.id,
    name: 'Replace race',
    description: 'An import replacing a record being deleted',
  });
  const scope = { tenantId: signedIn.ids.acme.id, workspaceId: workspace.id };
  const target: Icp = await ctx.repos.icps.create(
    icpInput(scope.tenantId, scope.workspaceId, { name: 'Raced record' }),
    null,
  );
  const actor = { id: 'race-deleter', username: 'race@example.com' };
  // The delete has trashed the record and holds its row, not committed: the import reads
  // the record as live, plans to replace it, and its update waits on the row.
  const deletion = held(ctx.database.db, (trx) =>
    createArtifactRepository(trx, ICP_KIND).delete({ tenantId: scope.tenantId, id: target.id }, actor),
  );
  await deletion.written;
  const before = await snapshotOnboarding(ctx.database.db);
  const audit = await countAuditRows(ctx.database.db);
  const replace = { ...newIcps(1)[0]!, name: 'Raced record', description: 'From the file' };

  // The replace first, so that the import reaches the held row at once; the 300 new records
  // after it are written only if the import goes on past the failed update.
  const imported = client.import(workspace.id, {
    content: JSON.stringify({ schemaVersion: 1, icps: [replace, ...newIcps(300)] }),
    onConflict: 'replace',
  });
  await untilAnotherWaits(ctx.database.db);
  deletion.release();
  expect(await deletion.result).toBe(true);
  const response = await imported;

  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    statusCode: 409,
    code: 'IMPORT_STALE',
    message:
      "The ICP 'Raced record' was deleted while the file was imported. Nothing was imported: preview the import again.",
  });
  // Only the delete's own work: it trashed the record and wrote its audit entry.
  const after = await snapshotOnboarding(ctx.database.db);
  expect(after.icps!.length).toBe(before.icps!.length);
  expect(after.icp_segments).toEqual(before.icp_segments);
  expect(await countAuditRows(ctx.database.db)).toBe(audit + 1);
  const trashed = await ctx.repos.trash.find(scope, 'icp', target.id);
  expect(trashed).toEqual(expect.objectContaining({ name: 'Raced record', revision: 1 }));
});

import { createHash } from 'node:crypto';
import type { Icp, Usp, WorkspacePack } from '@portal/contract';
import { EXCHANGE_LIMITS } from '@portal/contract/limits';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import { exchangeClient } from '../helpers/exchange';
import { icpInput, invalidBody, notFoundBody, sender, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/* Export of a selection (issue 24 §4): `ids` narrows an export to those records of one kind. */

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let workspaceId: string;
const client = exchangeClient(
  send,
  () => staff,
  () => ids.acme.id,
);

const segment = (n: number) => ({ name: `Segment ${n}`, description: 'd', details: 'x' });
const persona = (n: number) => ({
  name: `Persona ${n}`,
  isMobilizer: n === 1,
  isBuyingCommittee: true,
});
const list = <T>(count: number, item: (n: number) => T) =>
  Array.from({ length: count }, (_, index) => item(index + 1));

/** Four ICPs oldest first; B has the most segments, C the most personas. */
let icps: Record<'a' | 'b' | 'c' | 'd', Icp>;
let usps: Usp[];

async function createIcp(name: string, segments: number, personas: number) {
  return ctx.repos.icps.create(
    {
      ...icpInput(ids.acme.id, workspaceId, { name }),
      segments: list(segments, segment),
      buyerPersonas: list(personas, persona),
    },
    null,
  );
}

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  ids = await seededIds(ctx.repos);
  workspaceId = (await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name: 'Selection' }))
    .id;
  icps = {
    a: await createIcp('Alpha', 1, 1),
    b: await createIcp('Bravo', 3, 2),
    c: await createIcp('Charlie', 2, 4),
    d: await createIcp('Delta', 1, 1),
  };
  usps = [
    await ctx.repos.usps.create(uspInput(ids.acme.id, workspaceId, { name: 'First USP' }), null),
    await ctx.repos.usps.create(
      uspInput(ids.acme.id, workspaceId, { name: 'Second USP', products: ['One'] }),
      null,
    ),
  ];
});

const selected = (kind: string, chosen: string[], format = 'json') =>
  client.export(workspaceId, `?format=${format}&kind=${kind}&ids=${chosen.join(',')}`);

/** docs/api.md's rule, computed here from the pack itself. */
const expectedHash = (pack: WorkspacePack) => {
  const lines = [
    ...pack.icps.map((icp) => `icp\t${JSON.stringify(icp)}\n`),
    ...pack.usps.map((usp) => `usp\t${JSON.stringify(usp)}\n`),
  ];
  return `sha256:${createHash('sha256').update(lines.join('')).digest('hex')}`;
};

describe('a selection as JSON', () => {
  test('holds only the named ICPs, oldest first whatever the order named, and their hash', async () => {
    const response = await selected('icp', [icps.c.id, icps.a.id]);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-icps-selected-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const pack = response.json<WorkspacePack>();
    expect(pack.icps.map((icp) => icp.name)).toEqual(['Alpha', 'Charlie']);
    expect(pack.usps).toEqual([]);
    expect(pack.icps[1]!.buyerPersonas).toHaveLength(4);
    expect(pack.hash).toBe(expectedHash(pack));
  });

  test('its hash is the hash of the same records imported into an empty workspace and exported', async () => {
    const pack = (await selected('icp', [icps.b.id, icps.d.id])).json<WorkspacePack>();
    expect(pack.icps.map((icp) => icp.name)).toEqual(['Bravo', 'Delta']);
    const empty = (await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name: 'Empty' })).id;

    const imported = await client.import(empty, { content: JSON.stringify(pack) });
    expect(imported.statusCode).toBe(200);
    const again = await client.pack(empty);
    expect(again).toEqual(pack);
    expect(again.hash).toBe(pack.hash);
  });

  test('of USPs, the USP list only', async () => {
    const pack = (await selected('usp', [usps[1]!.id])).json<WorkspacePack>();
    expect(pack.icps).toEqual([]);
    expect(pack.usps.map((usp) => usp.name)).toEqual(['Second USP']);
    expect(pack.hash).toBe(expectedHash(pack));
  });
});

describe('a selection as CSV', () => {
  test('has rows for the named ICPs only, in columns as wide as their own longest lists', async () => {
    const response = await selected('icp', [icps.c.id, icps.a.id], 'csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-icps-selected-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = response.body.slice(1).split('\r\n');
    const columns = header!.split(',');
    // Bravo's third segment is not exported, so neither is its column; Charlie has 4 personas.
    expect(columns).toContain('segment 2 details');
    expect(columns).not.toContain('segment 3 name');
    expect(columns.at(-1)).toBe('persona 4 buying committee');
    expect(rows.filter((row) => row !== '').map((row) => row.split(',')[0])).toEqual([
      'Alpha',
      'Charlie',
    ]);
  });

  test('of USPs, one row and the columns its lists need', async () => {
    const response = await selected('usp', [usps[1]!.id], 'csv');
    const [header, row] = response.body.slice(1).split('\r\n');
    expect(header).toBe('name,differentiator,product 1,capability 1,capability 2,capability 3');
    expect(row).toMatch(/^Second USP,/);
  });
});

describe('refusals', () => {
  test('ids with kind=all (or no kind) is a 400: a selection is of one kind', async () => {
    const message = 'ids name records of one kind: choose kind=icp or kind=usp';
    const all = await selected('all', [icps.a.id]);
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual(invalidBody(message));
    const noKind = await client.export(workspaceId, `?ids=${icps.a.id}`);
    expect(noKind.json()).toEqual(invalidBody(message));
  });

  test('an id in the trash, of another workspace or tenant, or of the other kind is a 404 like a missing one', async () => {
    const trashed = await createIcp('Trashed', 1, 1);
    const deleted = await send('DELETE', `/api/icp-onboarding/${ids.acme.id}/${trashed.id}`, staff);
    expect(deleted.statusCode).toBe(204);
    const elsewhere = await ctx.repos.icps.create(icpInput(ids.acme.id, ids.smb.id), null);
    const globex = await ctx.repos.icps.create(icpInput(ids.globex.id, ids.emea.id), null);

    for (const outOfReach of [trashed.id, elsewhere.id, globex.id, usps[0]!.id, 'no-such-icp']) {
      const response = await selected('icp', [icps.a.id, outOfReach]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody('ICP not found'));
    }
    const usp = await selected('usp', [icps.a.id]);
    expect(usp.json()).toEqual(notFoundBody('USP not found'));
  });

  test('a workspace of a tenant the caller is not a member of is a 404, ids or not', async () => {
    const globex = await ctx.repos.icps.create(icpInput(ids.globex.id, ids.emea.id), null);
    const response = await send(
      'GET',
      `/api/tenants/${ids.globex.id}/workspaces/${ids.emea.id}/export?kind=icp&ids=${globex.id}`,
      staff,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('Tenant not found'));
  });

  test('too many, empty, repeated or overlong ids are a 400 naming what is wrong', async () => {
    const max = EXCHANGE_LIMITS.exportIds;
    const tooMany = await selected(
      'icp',
      list(max + 1, (n) => `id-${n}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(
      invalidBody(`ids names ${max + 1} records; an export takes at most ${max}`),
    );
    const cases: [string, string][] = [
      ['', 'ids names no record: leave it out to export every record'],
      [
        `${icps.a.id},,${icps.b.id}`,
        'ids is a comma-separated list of record ids: entry 2 is empty',
      ],
      [`${icps.a.id},${icps.a.id}`, `ids names '${icps.a.id}' twice`],
      [`${icps.a.id},${'x'.repeat(101)}`, 'ids: entry 2 is longer than 100 characters'],
    ];
    for (const [value, message] of cases) {
      const response = await client.export(workspaceId, `?kind=icp&ids=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidBody(message));
    }
  });
});

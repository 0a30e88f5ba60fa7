import { createHash } from 'node:crypto';
import type { Icp, WorkspacePack } from '@portal/contract';
import { loginAs, useTestApp } from '../helpers/app';
import { icpInput, invalidBody, notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));

const exportOf = (tenantId: string, workspaceId: string, query = '') =>
  send('GET', `/api/tenants/${tenantId}/workspaces/${workspaceId}/export${query}`, staff);

async function packOf(workspaceId: string, query = '') {
  const response = await exportOf(ids.acme.id, workspaceId, query);
  expect(response.statusCode).toBe(200);
  return response.json<WorkspacePack>();
}

/** docs/api.md's rule, computed here from the pack itself. */
const expectedHash = (pack: WorkspacePack) => {
  const lines = [
    ...pack.icps.map((icp) => `icp\t${JSON.stringify(icp)}\n`),
    ...pack.usps.map((usp) => `usp\t${JSON.stringify(usp)}\n`),
  ];
  return `sha256:${createHash('sha256').update(lines.join('')).digest('hex')}`;
};

describe('the JSON pack', () => {
  test('an empty workspace exports empty lists, and the hash of nothing', async () => {
    const pack = await packOf(ids.smb.id);
    expect(pack).toEqual({
      schemaVersion: 1,
      icps: [],
      usps: [],
      briefs: [],
      hash: `sha256:${createHash('sha256').digest('hex')}`,
    });
  });

  test('holds every ICP and USP, oldest first, as content without ids, scope or revision', async () => {
    const icps = (
      await send(
        'GET',
        `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.enterpriseSales.id}`,
        staff,
      )
    ).json<Icp[]>();
    const response = await exportOf(ids.acme.id, ids.enterpriseSales.id);

    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-workspace-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pack = response.json<WorkspacePack>();
    expect(Object.keys(pack)).toEqual(['schemaVersion', 'icps', 'usps', 'briefs', 'hash']);
    expect(pack.icps.map((icp) => icp.name)).toEqual(icps.map((icp) => icp.name));
    expect(pack.icps[0]).toEqual({
      name: icps[0]!.name,
      description: icps[0]!.description,
      segments: icps[0]!.segments.map(({ name, description, details }) => ({
        name,
        description,
        details,
      })),
      buyerPersonas: icps[0]!.buyerPersonas.map(({ id: _id, ...persona }) => persona),
    });
    expect(pack.usps.map((usp) => usp.name)).toEqual([
      'Pipeline intelligence',
      'Enterprise-grade governance',
    ]);
    expect(pack.usps[0]).toEqual({
      name: 'Pipeline intelligence',
      differentiator: expect.any(String),
      products: ['Acme Forecast', 'Acme Deal Rooms'],
      capabilities: expect.any(Array),
    });
    expect(pack.hash).toBe(expectedHash(pack));
  });

  test('kind=icp and kind=usp leave the other list empty', async () => {
    const icpsOnly = await packOf(ids.enterpriseSales.id, '?kind=icp');
    const uspsOnly = await packOf(ids.enterpriseSales.id, '?kind=usp&format=json');
    expect(icpsOnly.icps.length).toBeGreaterThan(0);
    expect(icpsOnly.usps).toEqual([]);
    expect(uspsOnly.icps).toEqual([]);
    expect(uspsOnly.usps).toHaveLength(2);
    expect(icpsOnly.hash).toBe(expectedHash(icpsOnly));
    expect(uspsOnly.hash).toBe(expectedHash(uspsOnly));
  });

  test('the hash stays while the content does (an update that changes nothing included), and follows it', async () => {
    const before = await packOf(ids.enterpriseSales.id);
    expect((await packOf(ids.enterpriseSales.id)).hash).toBe(before.hash);

    const icps = (
      await send(
        'GET',
        `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.enterpriseSales.id}`,
        staff,
      )
    ).json<Icp[]>();
    const first = icps[0]!;
    const put = (name: string) =>
      send('PUT', `/api/icp-onboarding/${ids.acme.id}/${first.id}`, staff, {
        id: first.id,
        tenantId: ids.acme.id,
        workspaceId: ids.enterpriseSales.id,
        name,
      });
    expect((await put(first.name)).statusCode).toBe(200);
    expect((await packOf(ids.enterpriseSales.id)).hash).toBe(before.hash);

    expect((await put(`${first.name} (renamed)`)).statusCode).toBe(200);
    const renamed = await packOf(ids.enterpriseSales.id);
    expect(renamed.hash).not.toBe(before.hash);
    expect((await put(first.name)).statusCode).toBe(200);
    expect((await packOf(ids.enterpriseSales.id)).hash).toBe(before.hash);
  });

  test('the same content in another workspace gives the same pack and hash', async () => {
    const source = await packOf(ids.enterpriseSales.id);
    for (const icp of source.icps)
      expect(
        (
          await send('POST', '/api/icp-onboarding', staff, {
            tenantId: ids.acme.id,
            workspaceId: ids.smb.id,
            ...icp,
          })
        ).statusCode,
      ).toBe(201);
    for (const usp of source.usps)
      expect(
        (
          await send('POST', '/api/usp-onboarding', staff, {
            tenantId: ids.acme.id,
            workspaceId: ids.smb.id,
            ...usp,
          })
        ).statusCode,
      ).toBe(201);

    expect(await packOf(ids.smb.id)).toEqual(source);
  });

  test('streams a workspace past one page of records, every record once and in order', async () => {
    const { id: tenantId } = ids.globex;
    const workspaceId = ids.emea.id;
    const names = Array.from(
      { length: 205 },
      (_, index) => `Bulk ICP ${String(index).padStart(3, '0')}`,
    );
    for (const name of names)
      await ctx.repos.icps.create({ ...icpInput(tenantId, workspaceId), name }, null);
    const admin = await loginAs(ctx.app, 'admin@example.com', 'admin12345');

    const response = await send(
      'GET',
      `/api/tenants/${tenantId}/workspaces/${workspaceId}/export?kind=icp`,
      admin,
    );
    const pack = response.json<WorkspacePack>();
    expect(pack.icps.map((icp) => icp.name).filter((name) => name.startsWith('Bulk ICP'))).toEqual(
      names,
    );
    expect(pack.hash).toBe(expectedHash(pack));
  });
});

describe('CSV', () => {
  const csvOf = async (workspaceId: string, kind: 'icp' | 'usp') => {
    const response = await exportOf(ids.acme.id, workspaceId, `?format=csv&kind=${kind}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="portal-${kind}s-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    return response.body;
  };

  test('one row per ICP, lists in numbered columns as wide as the longest, formulas neutralised', async () => {
    const { workspaceId } = { workspaceId: ids.smb.id };
    const created = await send(
      'POST',
      '/api/icp-onboarding',
      staff,
      icpInput(ids.acme.id, workspaceId, {
        name: '=HYPERLINK("http://evil.example")',
        description: 'Plain, with "quotes"\nand a second line',
        segments: [
          { name: '-5% churn', description: '+ growth', details: '@risk' },
          { name: "'=already quoted", description: 'tab\there', details: "'plain apostrophe" },
          { name: 'Third', description: 'x', details: 'y' },
        ],
        buyerPersonas: [{ name: 'CFO', isMobilizer: true, isBuyingCommittee: false }],
      }),
    );
    expect(created.statusCode).toBe(201);

    const csv = await csvOf(workspaceId, 'icp');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    const header = lines[0]!.split(',');
    // The seeded copies have at most 3 segments and personas; the new ICP has 3 segments.
    expect(header.slice(0, 5)).toEqual([
      'name',
      'description',
      'segment 1 name',
      'segment 1 description',
      'segment 1 details',
    ]);
    expect(header).toContain('segment 3 details');
    expect(header).not.toContain('segment 4 name');
    expect(header.at(-1)).toMatch(/^persona \d+ buying committee$/);
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil.example"")","Plain, with ""quotes""\nand a second line",'-5% churn,'+ growth,'@risk,''=already quoted,tab\there,'plain apostrophe,Third,x,y,`,
    );
    expect(csv).toContain(',CFO,,yes,no');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('one row per USP, products and capabilities in numbered columns', async () => {
    const csv = await csvOf(ids.enterpriseSales.id, 'usp');
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header).toMatch(/^name,differentiator,product 1,product 2,(product \d+,)*capability 1/);
    expect(first).toMatch(/^Pipeline intelligence,.*,Acme Forecast,Acme Deal Rooms,/);
  });
});

describe('refusals', () => {
  test('CSV of both kinds, or an unknown format or kind, is a 400', async () => {
    const both = await exportOf(ids.acme.id, ids.smb.id, '?format=csv&kind=all');
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual(invalidBody('A CSV holds one kind: choose kind=icp or kind=usp'));
    expect((await exportOf(ids.acme.id, ids.smb.id, '?format=xml')).statusCode).toBe(400);
    expect((await exportOf(ids.acme.id, ids.smb.id, '?kind=everything')).statusCode).toBe(400);
  });

  test("a tenant the caller may not reach, or another tenant's workspace, is a 404 like a missing one", async () => {
    const globex = await exportOf(ids.globex.id, ids.emea.id);
    expect(globex.statusCode).toBe(404);
    expect(globex.json()).toEqual(notFoundBody('Tenant not found'));
    const crossed = await exportOf(ids.acme.id, ids.emea.id, '?format=csv&kind=icp');
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual(notFoundBody('Workspace not found'));
    const missing = await exportOf(ids.acme.id, 'no-such-workspace');
    expect(missing.json()).toEqual(crossed.json());
  });

  test('without a token it is a 401', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenants/${ids.acme.id}/workspaces/${ids.smb.id}/export`,
    });
    expect(response.statusCode).toBe(401);
  });
});

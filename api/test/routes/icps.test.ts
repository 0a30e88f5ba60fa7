import type { Icp } from '@portal/contract';
import { useTestApp } from '../helpers/app';
import { icpInput, lastUpdate, notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/icp-onboarding';
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

describe('who updated an ICP last (issue 37 §2)', () => {
  test('the creator, then whoever updated it, in the read and the list; the seed says nobody', async () => {
    const created = await send('POST', base, staff, icpInput(ids.acme.id, ids.smb.id));
    const icp = created.json<Icp>();
    expect(icp).toMatchObject(lastUpdate('staff@example.com'));

    const url = `${base}/${ids.acme.id}/${icp.id}`;
    const changed = { id: icp.id, tenantId: ids.acme.id, workspaceId: ids.smb.id, name: 'New' };
    const updated = await send('PUT', url, admin, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ revision: 2, ...lastUpdate('admin@example.com') });
    expect(Date.parse(updated.json<Icp>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(icp.updatedAt),
    );

    const listed = await send('GET', `${base}/${ids.acme.id}/workspace/${ids.smb.id}`, staff);
    expect(listed.json<Icp[]>().find((item) => item.id === icp.id)).toEqual(updated.json());
    const seeded = await send(
      'GET',
      `${base}/${ids.acme.id}/workspace/${ids.enterpriseSales.id}`,
      staff,
    );
    expect(seeded.json<Icp[]>().map((item) => item.updatedBy)).not.toContain('staff@example.com');
    expect(seeded.json<Icp[]>()[0]).toMatchObject(lastUpdate(null));
  });
});

/** A fresh, empty Acme workspace, so lists in one test do not see another test's ICPs. */
const newWorkspace = (name: string) => ctx.repos.workspaces.create({ tenantId: ids.acme.id, name });

async function create(workspaceId: string, overrides = {}): Promise<Icp> {
  const response = await send('POST', base, staff, icpInput(ids.acme.id, workspaceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

const ICP_NOT_FOUND = notFoundBody('ICP not found');

describe('POST /api/icp-onboarding', () => {
  test('answers 201 with the created ICP, children in the order sent with new ids', async () => {
    const input = icpInput(ids.acme.id, ids.smb.id);
    const response = await send('POST', base, staff, input);
    expect(response.statusCode).toBe(201);
    const icp = response.json<Icp>();
    expect(icp).toEqual({
      id: expect.any(String),
      name: 'Healthcare providers',
      description: 'Hospital groups modernising patient intake',
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      revision: 1,
      ...lastUpdate(),
      segments: input.segments.map((s) => ({ id: expect.any(String), ...s })),
      // A persona sent without a description has '' (contract).
      buyerPersonas: [
        { id: expect.any(String), ...input.buyerPersonas[0] },
        { id: expect.any(String), ...input.buyerPersonas[1], description: '' },
      ],
    });
    const childIds = [...icp.segments, ...icp.buyerPersonas].map((c) => c.id);
    expect(new Set([icp.id, ...childIds]).size).toBe(5);

    const read = await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(icp);
  });

  test('stores strings trimmed; empty lists are allowed', async () => {
    const icp = await create(ids.smb.id, {
      name: '  Padded  ',
      description: '\tText\n',
      segments: [{ name: ' S ', description: ' D ', details: ' X ' }],
      buyerPersonas: [],
    });
    expect(icp).toMatchObject({ name: 'Padded', description: 'Text', buyerPersonas: [] });
    expect(icp.segments).toEqual([
      { id: expect.any(String), name: 'S', description: 'D', details: 'X' },
    ]);
  });

  test('a workspace that does not exist is a 404 and nothing is written', async () => {
    const response = await send('POST', base, staff, icpInput(ids.acme.id, 'no-such-workspace'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('Workspace not found'));
  });
});

describe('GET /api/icp-onboarding/:tenantId/workspace/:workspaceId', () => {
  test('lists oldest first (not by name), each with its children in stored order', async () => {
    const workspace = await newWorkspace('Ordering');
    const created: Icp[] = [];
    for (const name of ['Zeta', 'Alpha', 'Mid']) created.push(await create(workspace.id, { name }));
    const response = await send('GET', `${base}/${ids.acme.id}/workspace/${workspace.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect(response.json<Icp[]>().map((i) => i.name)).toEqual(['Zeta', 'Alpha', 'Mid']);
  });

  test('the seed gives Enterprise Sales its ICPs; SMB starts without any', async () => {
    const seeded = await send(
      'GET',
      `${base}/${ids.acme.id}/workspace/${ids.enterpriseSales.id}`,
      staff,
    );
    expect(seeded.json<Icp[]>().map((i) => i.name)).toEqual([
      'Mid-market SaaS revenue teams',
      'Enterprise IT security buyers',
    ]);
    expect(seeded.json<Icp[]>()[0]!.buyerPersonas[2]).toMatchObject({
      name: 'Sales Enablement Manager',
      description: '',
    });
    const smb = await ctx.repos.icps.listByWorkspace(ids.acme.id, ids.smb.id);
    expect(smb.every((icp) => icp.name !== 'Mid-market SaaS revenue teams')).toBe(true);
  });

  test('an empty workspace gives []', async () => {
    const workspace = await newWorkspace('Empty');
    const response = await send('GET', `${base}/${ids.acme.id}/workspace/${workspace.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('a workspace that does not exist is a 404', async () => {
    const response = await send('GET', `${base}/${ids.acme.id}/workspace/missing`, staff);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('Workspace not found'));
  });
});

describe('GET /api/icp-onboarding/:tenantId/:icpId', () => {
  test('an unknown id is a 404', async () => {
    const response = await send('GET', `${base}/${ids.acme.id}/missing`, staff);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ICP_NOT_FOUND);
  });
});

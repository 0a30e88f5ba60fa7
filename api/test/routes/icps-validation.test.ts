import type { Icp } from '@portal/contract';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import {
  icpInput,
  invalidBody,
  lastUpdate,
  sender,
  snapshotOnboarding,
} from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/icp-onboarding';
let staff: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let stored: Icp;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  ids = await seededIds(ctx.repos);
  stored = (await send('POST', base, staff, icpInput(ids.acme.id, ids.smb.id))).json<Icp>();
});

type Body = Record<string, unknown>;
const validCreate = (): Body => icpInput(ids.acme.id, ids.smb.id) as unknown as Body;
const validUpdate = (): Body => {
  const { tenantId, workspaceId, name, description, segments, buyerPersonas } = validCreate();
  return { id: stored.id, tenantId, workspaceId, name, description, segments, buyerPersonas };
};

/** Sets `value` (or deletes the key, for `undefined`) at a path like "segments.1.name". */
function withField(body: Body, path: string, value: unknown): Body {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Body>((node, key) => node[key] as Body, body);
  if (value === undefined) delete parent[keys.at(-1)!];
  else parent[keys.at(-1)!] = value;
  return body;
}

const post = (body: Body) => send('POST', base, staff, body);
const put = (body: Body) => send('PUT', `${base}/${ids.acme.id}/${stored.id}`, staff, body);

/** Every invalid request is a 400 with `message` and leaves the database as it was. */
async function expectRejected(
  request: Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
) {
  const before = await snapshotOnboarding(ctx.database.db);
  const response = await request;
  expect(response.json()).toEqual(invalidBody(message));
  expect(response.statusCode).toBe(400);
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
}

/** Blank to the eye: spaces, NBSP, zero-width and other invisible (format) characters. */
const INVISIBLE = ['\u200b', '\u00a0', ' \ufeff\u200d\u2060 ', '\u00ad\u3164'];

const REQUIRED: [path: string, field: string][] = [
  ['name', 'name'],
  ['description', 'description'],
  ['segments.0.name', 'segments[0].name'],
  ['segments.1.description', 'segments[1].description'],
  ['segments.1.details', 'segments[1].details'],
  ['buyerPersonas.1.name', 'buyerPersonas[1].name'],
];

describe.each([
  ['POST', post, validCreate],
  ['PUT', put, validUpdate],
] as const)('%s validation (spec §5)', (method, call, valid) => {
  test.each(REQUIRED)('%s blank, empty or missing → "%s is required"', async (path, field) => {
    // A PUT may leave out top-level fields (they stay as stored), never send them blank.
    const optional = method === 'PUT' && !path.includes('.');
    for (const value of ['  \t', '', ...INVISIBLE, ...(optional ? [] : [undefined])]) {
      await expectRejected(call(withField(valid(), path, value)), `${field} is required`);
    }
  });

  test('too long → 400 naming the field and the limit', async () => {
    const long = (n: number) => 'x'.repeat(n);
    await expectRejected(
      call(withField(valid(), 'name', long(201))),
      'name must be at most 200 characters',
    );
    await expectRejected(
      call(withField(valid(), 'segments.0.details', long(10_001))),
      'segments[0].details must be at most 10000 characters',
    );
    await expectRejected(
      call(withField(valid(), 'buyerPersonas.0.description', long(10_001))),
      'buyerPersonas[0].description must be at most 10000 characters',
    );
    const segment = { name: 's', description: 'd', details: 'x' };
    await expectRejected(
      call(withField(valid(), 'segments', Array(51).fill(segment))),
      'segments must have at most 50 items',
    );
  });

  test('unknown and wrongly typed fields → 400 naming them', async () => {
    await expectRejected(call({ ...valid(), owner: 'me' }), "Unknown field 'owner' in body");
    // Children are sent without ids (spec §3): an id is an unknown field, not silently dropped.
    await expectRejected(
      call(withField(valid(), 'segments.0.id', 'client-id')),
      "Unknown field 'id' in segments[0]",
    );
    await expectRejected(
      call(withField(valid(), 'buyerPersonas.0.isMobilizer', 'yes')),
      'buyerPersonas[0].isMobilizer must be boolean',
    );
    await expectRejected(
      call(withField(valid(), 'buyerPersonas.1.isBuyingCommittee', undefined)),
      'buyerPersonas[1].isBuyingCommittee is required',
    );
  });
});

test('text with something visible is kept as sent, invisible characters and all', async () => {
  const name = '\u200bAcme\u00a0ICP';
  const body = withField(withField(validCreate(), 'name', name), 'segments.0.details', '\u200d-');
  const response = await post(body);
  expect(response.statusCode).toBe(201);
  expect(response.json<Icp>().name).toBe(name);
  expect(response.json<Icp>().segments[0]!.details).toBe('\u200d-');
});

test('PUT requires id, tenantId and workspaceId, and nothing else', async () => {
  for (const field of ['id', 'tenantId', 'workspaceId']) {
    await expectRejected(put(withField(validUpdate(), field, undefined)), `${field} is required`);
  }
  const minimal = { id: stored.id, tenantId: ids.acme.id, workspaceId: ids.smb.id };
  const response = await put(minimal);
  expect(response.statusCode).toBe(200);
  // Nothing but the revision changes: a PUT is an update even when it sends no field.
  expect(response.json()).toEqual({ ...stored, revision: stored.revision + 1, ...lastUpdate() });
});

test('POST requires tenantId and workspaceId', async () => {
  for (const field of ['tenantId', 'workspaceId']) {
    await expectRejected(post(withField(validCreate(), field, undefined)), `${field} is required`);
  }
});

test('the largest ICP the limits allow is accepted (field limits bind, not the body limit)', async () => {
  const [name, text] = ['n'.repeat(200), 't'.repeat(10_000)];
  const body = icpInput(ids.acme.id, ids.smb.id, {
    name,
    description: text,
    segments: Array.from({ length: 50 }, () => ({ name, description: text, details: text })),
    buyerPersonas: Array.from({ length: 50 }, () => ({
      name,
      description: text,
      isMobilizer: false,
      isBuyingCommittee: true,
    })),
  });
  expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
  const response = await send('POST', base, staff, body);
  expect(response.statusCode).toBe(201);
  const icp = response.json<Icp>();
  expect(icp.segments).toHaveLength(50);
  expect(icp.buyerPersonas[49]!.description).toBe(text);
});

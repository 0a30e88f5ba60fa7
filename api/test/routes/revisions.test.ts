import type { Icp, Usp } from '@portal/contract';
import { useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { icpInput, sender, snapshotOnboarding, uspInput, uspPutBody } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));

const STALE_ICP = {
  statusCode: 409,
  code: 'STALE_REVISION',
  message: 'This ICP was changed by someone else. Reload to see their changes.',
};
const STALE_USP = {
  statusCode: 409,
  code: 'STALE_REVISION',
  message: 'This USP was changed by someone else. Reload to see their changes.',
};

/** Both kinds behind one interface: create one, PUT it with a body change and a revision. */
const kinds = {
  ICP: {
    stale: STALE_ICP,
    create: async () =>
      (
        await send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.smb.id))
      ).json<Icp>(),
    put: (item: Icp | Usp, name: string, revision?: number) =>
      send('PUT', `/api/icp-onboarding/${ids.acme.id}/${item.id}`, staff, {
        id: item.id,
        tenantId: ids.acme.id,
        workspaceId: ids.smb.id,
        name,
        ...(revision === undefined ? {} : { revision }),
      }),
    get: async (item: Icp | Usp) =>
      (await send('GET', `/api/icp-onboarding/${ids.acme.id}/${item.id}`, staff)).json<Icp>(),
  },
  USP: {
    stale: STALE_USP,
    create: async () =>
      (
        await send('POST', '/api/usp-onboarding', staff, uspInput(ids.acme.id, ids.smb.id))
      ).json<Usp>(),
    put: (item: Icp | Usp, name: string, revision?: number) => {
      const { revision: _stored, ...usp } = uspPutBody(item as Usp);
      return send('PUT', `/api/usp-onboarding/${item.id}`, staff, {
        ...usp,
        name,
        ...(revision === undefined ? {} : { revision }),
      });
    },
    get: async (item: Icp | Usp) =>
      (await send('GET', `/api/usp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`, staff))
        .json<Usp[]>()
        .find((usp) => usp.id === item.id)!,
  },
};

describe.each(Object.entries(kinds))('%s revisions', (_kind, kind) => {
  test('1 when created, +1 on every update, with or without a revision sent', async () => {
    const item = await kind.create();
    expect(item.revision).toBe(1);
    const first = await kind.put(item, 'First', 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'First', revision: 2 });
    const second = await kind.put(item, 'Second');
    expect(second.json()).toMatchObject({ name: 'Second', revision: 3 });
    expect(await kind.get(item)).toMatchObject({ name: 'Second', revision: 3 });
  });

  test('a stale revision answers 409 STALE_REVISION and writes nothing, no audit entry', async () => {
    const item = await kind.create();
    expect((await kind.put(item, 'Theirs', 1)).statusCode).toBe(200);
    const rows = await snapshotOnboarding(ctx.database.db);
    const entries = await countAuditRows(ctx.database.db);
    for (const revision of [1, 3, 99]) {
      const mine = await kind.put(item, 'Mine', revision);
      expect(mine.statusCode).toBe(409);
      expect(mine.json()).toEqual(kind.stale);
    }
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(rows);
    expect(await countAuditRows(ctx.database.db)).toBe(entries);
    expect(await kind.get(item)).toMatchObject({ name: 'Theirs', revision: 2 });
  });

  test('a revision for an object that does not exist is still a 404', async () => {
    const item = await kind.create();
    const missing = { ...item, id: 'missing' };
    const response = await kind.put(missing, 'Ghost', 1);
    expect(response.statusCode).toBe(404);
  });

  test('two concurrent PUTs of one revision: exactly one wins, the other is 409', async () => {
    const item = await kind.create();
    const answers = await Promise.all([kind.put(item, 'Left', 1), kind.put(item, 'Right', 1)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Icp | Usp>();
    expect(winner.revision).toBe(2);
    expect(await kind.get(item)).toMatchObject({ name: winner.name, revision: 2 });
    const trail = await ctx.database.db
      .selectFrom('audit_entries')
      .select('action')
      .where('entity_id', '=', item.id)
      .execute();
    expect(trail.map((row) => row.action).sort()).toEqual(['create', 'update']);
  });

  test('revision 0 or a non-integer is a 400', async () => {
    const item = await kind.create();
    for (const [revision, message] of [
      [0, 'revision must be at least 1'],
      [1.5, 'revision must be integer'],
    ] as const) {
      const response = await kind.put(item, 'Bad', revision);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
  });

  test('a revision past the 32-bit column (2147483648) is a 400 naming the bound, not a 409 or 500', async () => {
    const item = await kind.create();
    for (const revision of [2_147_483_648, 2 ** 53]) {
      const response = await kind.put(item, 'Huge', revision);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'revision must be at most 2147483647',
      });
    }
    expect(await kind.get(item)).toMatchObject({ revision: 1 });
  });
});

import { Type, type TSchema } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Icp, Usp } from '@portal/contract';
import { createRepositories, type Repositories } from '../../src/repositories';
import type { Page, PageOf } from '../../src/repositories/page';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { icpInput, uspInput } from '../helpers/onboarding';
import { isFullScan, planOf, recording } from '../helpers/queries';
import { seededIds } from '../helpers/seeded';

let database: TestDatabase;
let repos: Repositories;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
  ids = await seededIds(repos);
});
afterAll(() => database.drop());

/**
 * Texts that escape differently in careless JSON writers: quotes and backslashes, every
 * control character JSON must escape (short forms and \u00XX), DEL and C1 controls, the
 * line/paragraph separators, a BOM, astral characters (surrogate pairs in JavaScript),
 * combining marks, right-to-left text, markup, and a text at the schema's 10 000 limit.
 * NUL and unpaired surrogates are refused by the API (INVALID_CHARACTERS) and never stored.
 */
const CONTROLS = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('');
const AWKWARD = [
  `Quote " backslash \\ slash / apostrophe '`,
  `controls ${CONTROLS} end`,
  'DEL \u007f C1 \u0080\u009f separators \u2028 \u2029 BOM \ufeff',
  'astral 👩‍💻 𝄞 combining é RTL שלום CJK 漢字',
  '</script><!-- & &amp; -->',
  `long ${'x'.repeat(9_990)}`,
];

/** The list route's answer: the objects through Fastify's serializer for the route's schema. */
async function serialized(schema: TSchema, items: unknown[]): Promise<string> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: Type.Array(schema) } } }, async () => items);
  const response = await app.inject('/');
  await app.close();
  return response.body;
}

/**
 * The compiled response schema writes what JSON.stringify writes, byte for byte: the whole
 * list, and every page of each size, followed by its cursors, against the matching slice.
 */
async function expectSameBytes(
  schema: TSchema,
  list: {
    objects: () => Promise<unknown[]>;
    page: (page?: Page) => Promise<PageOf<unknown>>;
  },
  pageSizes: number[],
) {
  const objects = await list.objects();
  const whole = await list.page();
  expect(await serialized(schema, whole.items)).toBe(JSON.stringify(objects));
  expect(whole.next).toBeUndefined();
  for (const limit of pageSizes) {
    let after: number | undefined;
    let offset = 0;
    do {
      const page = await list.page({ limit, ...(after === undefined ? {} : { after }) });
      expect(await serialized(schema, page.items)).toBe(
        JSON.stringify(objects.slice(offset, offset + limit)),
      );
      offset += limit;
      // A next page exactly while rows remain beyond this one.
      expect(page.next !== undefined).toBe(offset < objects.length);
      after = page.next;
    } while (after !== undefined);
  }
}

describe('lists through the compiled response schema: the same bytes as JSON.stringify', () => {
  test('ICPs: empty lists, awkward texts, a persona without description, big revisions', async () => {
    const { id: workspaceId } = await repos.workspaces.create({
      tenantId: ids.acme.id,
      name: 'JSON bytes ICPs',
    });
    const tenantId = ids.acme.id;
    const icps = [
      icpInput(tenantId, workspaceId, { segments: [], buyerPersonas: [] }),
      icpInput(tenantId, workspaceId, {
        name: AWKWARD[0]!,
        description: AWKWARD[5]!,
        segments: AWKWARD.map((text, i) => ({ name: `${i}`, description: text, details: text })),
        buyerPersonas: AWKWARD.map((text, i) => ({
          name: text,
          ...(i % 2 === 0 ? {} : { description: text }),
          isMobilizer: i % 2 === 0,
          isBuyingCommittee: i % 3 === 0,
        })),
      }),
      icpInput(tenantId, workspaceId, { name: AWKWARD[1]!, segments: [] }),
      icpInput(tenantId, workspaceId, { name: AWKWARD[3]!, buyerPersonas: [] }),
      icpInput(tenantId, workspaceId, { name: AWKWARD[2]!, description: AWKWARD[4]! }),
    ];
    for (const input of icps) await repos.icps.create(input, null);
    await database.db
      .updateTable('icps')
      .set({ revision: 2_147_483_647 })
      .where('name', '=', AWKWARD[3]!)
      .execute();

    await expectSameBytes(
      Icp,
      {
        objects: () => repos.icps.listByWorkspace(tenantId, workspaceId),
        page: (page) => repos.icps.list(tenantId, workspaceId, page),
      },
      [1, 2, 5, 200],
    );
  });

  test('USPs: awkward lines, one-line lists, big revisions', async () => {
    const { id: workspaceId } = await repos.workspaces.create({
      tenantId: ids.acme.id,
      name: 'JSON bytes USPs',
    });
    const tenantId = ids.acme.id;
    const usps = [
      uspInput(tenantId, workspaceId, { products: ['One'], capabilities: ['Only'] }),
      uspInput(tenantId, workspaceId, {
        name: AWKWARD[1]!,
        differentiator: AWKWARD[5]!,
        products: AWKWARD.map((text) => text.slice(0, 500)),
        capabilities: [...AWKWARD].reverse().map((text) => text.slice(0, 500)),
      }),
      uspInput(tenantId, workspaceId, { name: AWKWARD[3]!, differentiator: AWKWARD[2]! }),
    ];
    for (const input of usps) await repos.usps.create(input, null);
    await database.db
      .updateTable('usps')
      .set({ revision: 2_147_483_647 })
      .where('name', '=', AWKWARD[3]!)
      .execute();

    await expectSameBytes(
      Usp,
      {
        objects: () => repos.usps.listByWorkspace(tenantId, workspaceId),
        page: (page) => repos.usps.list(tenantId, workspaceId, page),
      },
      [1, 2, 200],
    );
  });

  test('an empty workspace lists nothing, and its page has no next', async () => {
    expect(await repos.icps.list(ids.acme.id, ids.smb.id)).toEqual({ items: [], next: undefined });
    expect(await repos.usps.list(ids.acme.id, ids.smb.id, { limit: 5 })).toEqual({
      items: [],
      next: undefined,
    });
  });

  test("versions, lists and pages read index ranges only, never another tenant's rows", async () => {
    const { db, executed } = recording(database.db);
    const lists = createRepositories(db);
    const es = ids.enterpriseSales.id;
    // The same workspace id under another tenant: the tenant filter alone must empty it.
    expect((await lists.icps.list(ids.globex.id, es)).items).toEqual([]);
    expect((await lists.usps.list(ids.globex.id, es)).items).toEqual([]);
    expect(await lists.icps.version(ids.globex.id, es)).toBe('');
    executed.length = 0;
    for (const list of [lists.icps, lists.usps]) {
      await list.version(ids.acme.id, es);
      await list.list(ids.acme.id, es);
      await list.version(ids.acme.id, es, { limit: 1, after: 1 });
      await list.list(ids.acme.id, es, { limit: 1, after: 1 });
    }
    // Each: its version, then its roots and their two child tables.
    expect(executed).toHaveLength(16);
    const plans = await Promise.all(executed.map((query) => planOf(database.db, query)));
    for (const index of [0, 1, 4, 5]) {
      expect(plans[index]!.join('\n')).toContain('icps_tenant_workspace_seq_idx');
    }
    for (const index of [8, 9, 12, 13]) {
      expect(plans[index]!.join('\n')).toContain('usps_tenant_workspace_seq_idx');
    }
    for (const plan of plans) expect(plan.filter(isFullScan)).toEqual([]);
  });
});

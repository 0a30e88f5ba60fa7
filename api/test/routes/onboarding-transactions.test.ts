import type { Icp, Usp } from '@portal/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { useTestApp } from '../helpers/app';
import { icpInput, sender, snapshotOnboarding, uspInput, uspPutBody } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/**
 * The app runs on a view of the database whose inserts into one chosen child table fail, as
 * a broken disk or a lost connection would: the request fails with 500 and leaves nothing.
 */
let failInsertsInto: string | undefined;
const failing: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === failInsertsInto) {
      throw new Error(`injected failure writing ${failInsertsInto}`);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

const ctx = useTestApp({}, undefined, (db) => db.withPlugin(failing));
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));
afterEach(() => {
  failInsertsInto = undefined;
});

const SERVER_ERROR = {
  statusCode: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Internal Server Error',
};

/** Runs `request` with inserts into `table` failing; expects a 500 and an unchanged database. */
async function expectNothingWritten(table: string, request: () => ReturnType<typeof send>) {
  const before = await snapshotOnboarding(ctx.database.db);
  failInsertsInto = table;
  const response = await request();
  failInsertsInto = undefined;
  expect(response.json()).toEqual(SERVER_ERROR);
  expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
}

describe('ICP writes are one transaction', () => {
  test('create: personas failing after the ICP and its segments went in leaves nothing', async () => {
    await expectNothingWritten('icp_buyer_personas', () =>
      send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.smb.id)),
    );
  });

  test('update: personas failing leaves name, segments and personas as they were', async () => {
    const icp = (
      await send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.smb.id))
    ).json<Icp>();
    await expectNothingWritten('icp_buyer_personas', () =>
      send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
        id: icp.id,
        tenantId: icp.tenantId,
        workspaceId: icp.workspaceId,
        name: 'Changed',
        segments: [{ name: 'New', description: 'd', details: 'x' }],
        buyerPersonas: [{ name: 'New', isMobilizer: true, isBuyingCommittee: false }],
      }),
    );
    const read = await send('GET', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff);
    expect(read.json()).toEqual(icp);
  });
});

describe('USP writes are one transaction', () => {
  test('create: capabilities failing after the USP and its products went in leaves nothing', async () => {
    await expectNothingWritten('usp_capabilities', () =>
      send('POST', '/api/usp-onboarding', staff, uspInput(ids.acme.id, ids.smb.id)),
    );
  });

  test('update: capabilities failing leaves every field and line as it was', async () => {
    const usp = (
      await send('POST', '/api/usp-onboarding', staff, uspInput(ids.acme.id, ids.smb.id))
    ).json<Usp>();
    await expectNothingWritten('usp_capabilities', () =>
      send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
        ...uspPutBody(usp),
        name: 'Changed',
        products: ['New'],
        capabilities: ['New'],
      }),
    );
  });
});

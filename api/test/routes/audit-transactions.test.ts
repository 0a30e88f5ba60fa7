import type { Icp, Prompt, Usp } from '@portal/contract';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { hashPassword } from '../../src/auth/passwords';
import { bearer, loginAs, useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { icpInput, sender, snapshotOnboarding, uspInput, uspPutBody } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl, snapshotPrompts } from '../helpers/prompts';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/**
 * The app runs on a view of the database whose inserts into `audit_entries` fail while
 * `failing` is set, as a full disk would: the write they belong to must fail with them (500)
 * and leave nothing, since the entry is appended in the write's own transaction.
 */
let failing = false;
const failAudit: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (
      failing &&
      InsertQueryNode.is(node) &&
      node.into?.table.identifier.name === 'audit_entries'
    ) {
      throw new Error('injected failure writing audit_entries');
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

const ctx = useTestApp({}, undefined, (db) => db.withPlugin(failAudit));
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));
afterEach(() => {
  failing = false;
});

const state = async () => ({
  onboarding: await snapshotOnboarding(ctx.database.db),
  prompts: await snapshotPrompts(ctx.database.db),
  users: await ctx.database.db.selectFrom('users').selectAll().orderBy('id').execute(),
  audit: await countAuditRows(ctx.database.db),
});

/** Runs `request` with audit inserts failing: a 500, and the database exactly as before. */
async function expectNothingWritten(request: () => ReturnType<typeof send>) {
  const before = await state();
  failing = true;
  const response = await request();
  failing = false;
  expect(response.statusCode).toBe(500);
  expect(await state()).toEqual(before);
}

const created = async <T>(url: string, body: object) =>
  (await send('POST', url, staff, body)).json<T>();

test('ICP create, update and delete fail with their audit entry', async () => {
  await expectNothingWritten(() =>
    send('POST', '/api/icp-onboarding', staff, icpInput(ids.acme.id, ids.smb.id)),
  );
  const icp = await created<Icp>('/api/icp-onboarding', icpInput(ids.acme.id, ids.smb.id));
  await expectNothingWritten(() =>
    send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
      id: icp.id,
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      name: 'Changed',
      revision: 1,
      segments: [],
    }),
  );
  await expectNothingWritten(() =>
    send('DELETE', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff),
  );
});

test('USP create, update and delete fail with their audit entry', async () => {
  await expectNothingWritten(() =>
    send('POST', '/api/usp-onboarding', staff, uspInput(ids.acme.id, ids.smb.id)),
  );
  const usp = await created<Usp>('/api/usp-onboarding', uspInput(ids.acme.id, ids.smb.id));
  await expectNothingWritten(() =>
    send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
      ...uspPutBody(usp),
      name: 'Changed',
    }),
  );
  await expectNothingWritten(() =>
    send('DELETE', `/api/usp-onboarding/${ids.acme.id}/${usp.id}`, staff),
  );
});

test('instruction create, edit, restore and delete fail with their audit entry', async () => {
  await expectNothingWritten(() => send('POST', '/api/prompts/', staff, promptInput()));
  const v10 = await created<Prompt>('/api/prompts/', promptInput());
  await expectNothingWritten(() =>
    send('PUT', promptUrl(v10.id, '1.0'), staff, editOf(v10, { promptContent: 'New' })),
  );
  expect(
    (await send('PUT', promptUrl(v10.id, '1.0'), staff, editOf(v10, { promptContent: 'B' })))
      .statusCode,
  ).toBe(200);
  await expectNothingWritten(() =>
    send('POST', `${promptUrl(v10.id)}/versions/1.0/restore`, staff, { activeVersion: '1.1' }),
  );
  await expectNothingWritten(() => send('DELETE', promptUrl(v10.id), staff));
});

test('a password change fails with its audit entry: the old password still works', async () => {
  await ctx.repos.users.create({
    username: 'keeps@example.com',
    passwordHash: await hashPassword('old-password'),
  });
  const token = await loginAs(ctx.app, 'keeps@example.com', 'old-password');
  await expectNothingWritten(() =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'old-password', newPassword: 'new-password' },
    }),
  );
  expect(await loginAs(ctx.app, 'keeps@example.com', 'old-password')).toEqual(expect.any(String));
});

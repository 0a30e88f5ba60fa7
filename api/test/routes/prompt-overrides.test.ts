import type { Prompt, PromptOverride } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows, readAudit } from '../helpers/audit';
import { notFoundBody, sender } from '../helpers/onboarding';
import { overridesUrl, resolveUrl, snapshotOverrides } from '../helpers/prompt-overrides';
import { promptInput, promptUrl } from '../helpers/prompts';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
/** The seeded ICP instruction: active 1.1, inactive 1.0. */
let icp: Prompt;

beforeAll(async () => {
  ids = await seededIds(ctx.repos);
  [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
  icp = (await ctx.repos.prompts.list()).find((p) => p.promptType === 'ICP' && p.isActive)!;
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const FORBIDDEN = {
  statusCode: 403,
  code: 'FORBIDDEN',
  message: "Only an admin can change a tenant's instruction overrides",
};

/** `work` must leave every override row and the audit trail as they were. */
async function expectNothingWritten(work: () => Promise<void>) {
  const [rows, audit] = [
    await snapshotOverrides(ctx.database.db),
    await countAuditRows(ctx.database.db),
  ];
  await work();
  expect(await snapshotOverrides(ctx.database.db)).toEqual(rows);
  expect(await countAuditRows(ctx.database.db)).toBe(audit);
}

describe('admins write overrides; staff read them', () => {
  test('admin PUT of a pin answers 201 with the override, then 200 when replaced', async () => {
    const created = await send('PUT', overridesUrl(ids.acme.id, 'ICP'), admin, {
      promptId: icp.id,
      version: '1.0',
    });
    expect(created.statusCode).toBe(201);
    const v10 = (await ctx.repos.prompts.find({ id: icp.id, version: '1.0' }))!;
    expect(created.json()).toEqual({
      id: expect.any(String),
      tenantId: ids.acme.id,
      tenantName: 'Acme Corp',
      promptType: 'ICP',
      kind: 'pin',
      promptId: icp.id,
      version: '1.0',
      promptContent: v10.promptContent,
      updatedAt: expect.stringMatching(ISO),
      author: ADMIN.username,
    });
    const replaced = await send('PUT', overridesUrl(ids.acme.id, 'ICP'), admin, {
      promptContent: '  Profile the customers of {{tenant.name}}.  ',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: created.json<PromptOverride>().id,
      kind: 'variant',
      promptId: null,
      version: '1.0',
      promptContent: 'Profile the customers of {{tenant.name}}.',
    });
  });

  test('staff list the overrides of their tenant; another tenant is a 404', async () => {
    const mine = await send('GET', overridesUrl(ids.acme.id), staff);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<PromptOverride[]>().map((o) => [o.tenantName, o.promptType])).toEqual([
      ['Acme Corp', 'ICP'],
    ]);
    const theirs = await send('GET', overridesUrl(ids.globex.id), staff);
    expect(theirs.json()).toEqual(notFoundBody('Tenant not found'));
  });

  test('GET /api/prompts/overrides: every reachable tenant, by tenant name then type', async () => {
    const pin = { promptId: icp.id, version: icp.version };
    for (const type of ['ICP', 'BUYER_PERSONA'] as const) {
      const body = type === 'ICP' ? pin : { promptContent: 'Find the buyers.' };
      expect((await send('PUT', overridesUrl(ids.globex.id, type), admin, body)).statusCode).toBe(
        201,
      );
    }
    const all = (await send('GET', '/api/prompts/overrides', admin)).json<PromptOverride[]>();
    expect(all.map((o) => [o.tenantName, o.promptType, o.kind])).toEqual([
      ['Acme Corp', 'ICP', 'variant'],
      ['Globex', 'ICP', 'pin'],
      ['Globex', 'BUYER_PERSONA', 'variant'],
    ]);
    const staffs = (await send('GET', '/api/prompts/overrides', staff)).json<PromptOverride[]>();
    expect(staffs.map((o) => o.tenantName)).toEqual(['Acme Corp']);
  });

  test('staff PUT and DELETE answer 403 FORBIDDEN and write nothing', async () => {
    await expectNothingWritten(async () => {
      const bodies = [{ promptId: icp.id, version: '1.0' }, { promptContent: 'Mine now.' }];
      for (const body of bodies) {
        const put = await send('PUT', overridesUrl(ids.acme.id, 'ICP'), staff, body);
        expect([put.statusCode, put.json()]).toEqual([403, FORBIDDEN]);
      }
      const del = await send('DELETE', overridesUrl(ids.acme.id, 'ICP'), staff);
      expect([del.statusCode, del.json()]).toEqual([403, FORBIDDEN]);
      // Out of reach stays the 404 of a missing tenant, before the admin check.
      const theirs = await send('DELETE', overridesUrl(ids.globex.id, 'ICP'), staff);
      expect(theirs.json()).toEqual(notFoundBody('Tenant not found'));
    });
  });
});

describe('refused writes change nothing', () => {
  test('a variant naming an unknown variable: 400 UNKNOWN_VARIABLE', async () => {
    await expectNothingWritten(async () => {
      const response = await send('PUT', overridesUrl(ids.initech.id, 'ICP'), admin, {
        promptContent: 'Line one\nProfile {{company}}.',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'UNKNOWN_VARIABLE' });
      expect(response.json().message).toContain('line 2');
    });
  });

  test('a pin to a version of another type: 400 PROMPT_TYPE_MISMATCH; a missing version: 404', async () => {
    await expectNothingWritten(async () => {
      const mismatch = await send('PUT', overridesUrl(ids.initech.id, 'USP'), admin, {
        promptId: icp.id,
        version: '1.0',
      });
      expect(mismatch.json()).toEqual({
        statusCode: 400,
        code: 'PROMPT_TYPE_MISMATCH',
        message:
          'Version 1.0 of that instruction is of type ICP; a USP override can only pin a USP instruction.',
      });
      const missing = await send('PUT', overridesUrl(ids.initech.id, 'ICP'), admin, {
        promptId: icp.id,
        version: '9.9',
      });
      expect(missing.json()).toEqual(notFoundBody('Instruction version not found'));
      const none = await send('DELETE', overridesUrl(ids.initech.id, 'ICP'), admin);
      expect(none.json()).toEqual(notFoundBody('Override not found'));
    });
  });

  test('a body that is neither a pin nor a text: 400 naming what is wrong, nothing written', async () => {
    const shapes =
      "Send either { promptId, version } (a pin) or { promptContent } (the tenant's own text)";
    const cases: [object, string][] = [
      [{}, shapes],
      [{ promptId: icp.id }, shapes],
      [{ promptContent: 'x', version: '1.0' }, shapes],
      [{ promptContent: '   ' }, 'promptContent is required'],
      [{ promptContent: 'x'.repeat(50_001) }, 'promptContent must be at most 50000 characters'],
      [{ promptId: icp.id, version: 'one' }, 'version must match pattern "^\\d+\\.\\d+$"'],
    ];
    await expectNothingWritten(async () => {
      for (const [body, message] of cases) {
        const response = await send('PUT', overridesUrl(ids.initech.id, 'ICP'), admin, body);
        expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      }
    });
  });
});

describe('audit trail and instruction deletes', () => {
  test('create, update and delete of an override each append an entry under the tenant', async () => {
    const url = overridesUrl(ids.initech.id, 'COMPANY_RESEARCH');
    const created = (
      await send('PUT', url, admin, { promptContent: 'Research it.' })
    ).json<PromptOverride>();
    await send('PUT', url, admin, { promptContent: 'Research it well.' });
    // The same text again changes nothing: no entry.
    expect((await send('PUT', url, admin, { promptContent: 'Research it well.' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', url, admin)).statusCode).toBe(204);
    const { page } = await readAudit(ctx, admin, {
      tenantId: ids.initech.id,
      entity: 'prompt-override',
      entityId: created.id,
    });
    expect(page!.items.map((e) => [e.action, e.username, e.tenantId, e.workspaceId])).toEqual([
      ['delete', ADMIN.username, ids.initech.id, null],
      ['update', ADMIN.username, ids.initech.id, null],
      ['create', ADMIN.username, ids.initech.id, null],
    ]);
    expect(page!.items[1]!.changes).toEqual([
      { field: 'version', before: '1.0', after: '1.1' },
      { field: 'promptContent', before: 'Research it.', after: 'Research it well.' },
    ]);
    expect(page!.items[2]!.changes).toEqual([
      { field: 'promptType', after: 'COMPANY_RESEARCH' },
      { field: 'kind', after: 'variant' },
      { field: 'promptId' },
      { field: 'version', after: '1.0' },
      { field: 'promptContent', after: 'Research it.' },
    ]);
  });

  test('deleting an instruction removes the pins to it, each with its entry; tenants fall back', async () => {
    const created = await send(
      'POST',
      '/api/prompts/',
      staff,
      promptInput({ promptType: 'USP_EDIT', promptContent: 'Edit the USP.' }),
    );
    const prompt = created.json<Prompt>();
    const pin = { promptId: prompt.id, version: '1.0' };
    const pins = [];
    for (const tenant of [ids.acme, ids.initech]) {
      pins.push(
        (await send('PUT', overridesUrl(tenant.id, 'USP_EDIT'), admin, pin)).json<PromptOverride>(),
      );
    }
    expect((await send('DELETE', promptUrl(prompt.id), staff)).statusCode).toBe(204);
    expect(
      await ctx.database.db
        .selectFrom('prompt_overrides')
        .where('prompt_id', '=', prompt.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    for (const [index, tenant] of [ids.acme, ids.initech].entries()) {
      const { page } = await readAudit(ctx, admin, {
        tenantId: tenant.id,
        entity: 'prompt-override',
        entityId: pins[index]!.id,
      });
      expect(page!.items.map((e) => [e.action, e.username])).toEqual([
        ['delete', STAFF.username],
        ['create', ADMIN.username],
      ]);
    }
    // Back to the type's release: the USP_EDIT instruction the portal came with (issue 39 §2).
    const portals = (await ctx.repos.prompts.list()).find((p) => p.promptType === 'USP_EDIT')!;
    const resolved = await send('GET', resolveUrl(ids.acme.id, 'USP_EDIT'), staff);
    expect(resolved.json()).toMatchObject({
      id: portals.id,
      version: '1.0',
      source: 'default',
    });
    expect(portals.author).toBe('the portal');
  });
});

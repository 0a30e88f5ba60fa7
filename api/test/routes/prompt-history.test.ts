import type { Prompt, UpdatePromptResponse } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { notFoundBody, sender } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl, snapshotPrompts } from '../helpers/prompts';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let admin: string;

beforeAll(async () => {
  [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
});

/** A prompt with versions 1.0 (staff), 1.1 and 1.2 (admin); 1.2 is active. */
async function history() {
  const v10 = (await send('POST', '/api/prompts/', staff, promptInput())).json<Prompt>();
  const v11 = (
    await send('PUT', promptUrl(v10.id, '1.0'), admin, editOf(v10, { promptContent: 'Second' }))
  ).json<UpdatePromptResponse>();
  const v12 = (
    await send('PUT', promptUrl(v10.id, '1.1'), admin, editOf(v11, { description: 'Third' }))
  ).json<UpdatePromptResponse>();
  return { v10, v11, v12, id: v10.id };
}

const restoreUrl = (id: string, version: string) =>
  `${promptUrl(id)}/versions/${encodeURIComponent(version)}/restore`;

describe('GET /api/prompts/:id/versions', () => {
  test("one instruction's versions, newest first, each with its author", async () => {
    const { id, v10 } = await history();
    await send('POST', '/api/prompts/', staff, promptInput({ description: 'Another' }));
    const response = await send('GET', `${promptUrl(id)}/versions`, staff);
    expect(response.statusCode).toBe(200);
    const versions = response.json<Prompt[]>();
    expect(versions.map((p) => [p.version, p.isActive, p.author])).toEqual([
      ['1.2', 1, ADMIN.username],
      ['1.1', 0, ADMIN.username],
      ['1.0', 0, STAFF.username],
    ]);
    expect(versions[2]).toEqual({ ...v10, isActive: 0 });
  });

  test('an unknown id is a 404', async () => {
    const response = await send('GET', `${promptUrl('no-such-id')}/versions`, staff);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody('Instruction not found'));
  });

  test('versions written before authors were kept have author null', async () => {
    const seeded = (await send('GET', '/api/prompts/', staff)).json<Prompt[]>();
    const demo = seeded.find((p) => p.promptType === 'COMPANY_RESEARCH')!;
    expect(demo.author).toBeNull();
  });
});

describe('POST /api/prompts/:id/versions/:version/restore', () => {
  test('appends a new active version with the old content; history stays as it was', async () => {
    const { id, v10 } = await history();
    const before = await snapshotPrompts(ctx.database.db);
    const response = await send('POST', restoreUrl(id, '1.0'), staff, { activeVersion: '1.2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      version: '1.3',
      newVersion: '1.3',
      description: `Restored from version 1.0: ${v10.description}`,
      promptType: v10.promptType,
      promptContent: v10.promptContent,
      isActive: 1,
      author: STAFF.username,
      updatedAt: expect.any(String),
    });
    const after = await snapshotPrompts(ctx.database.db);
    // The rows before stay, only 1.2's active flag turned off; one row was appended.
    expect(after).toHaveLength(before.length + 1);
    const versions = (await send('GET', `${promptUrl(id)}/versions`, staff)).json<Prompt[]>();
    expect(versions.map((p) => [p.version, p.isActive])).toEqual([
      ['1.3', 1],
      ['1.2', 0],
      ['1.1', 0],
      ['1.0', 0],
    ]);
    expect(versions[3]).toEqual({ ...v10, isActive: 0 });
  });

  test('a stale activeVersion is the 409 of a stale edit; nothing written', async () => {
    const { id } = await history();
    const before = await snapshotPrompts(ctx.database.db);
    const entries = await countAuditRows(ctx.database.db);
    const response = await send('POST', restoreUrl(id, '1.0'), staff, { activeVersion: '1.1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'VERSION_NOT_ACTIVE',
      message:
        'Version 1.1 is no longer the active version of this instruction; reload to edit the latest one.',
    });
    const unknownActive = await send('POST', restoreUrl(id, '1.0'), staff, {
      activeVersion: '7.7',
    });
    expect(unknownActive.statusCode).toBe(409);
    expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
    expect(await countAuditRows(ctx.database.db)).toBe(entries);
  });

  test('restoring the active version is a 400 VERSION_IS_ACTIVE; a stale one of it a 409', async () => {
    const { id } = await history();
    const before = await snapshotPrompts(ctx.database.db);
    const active = await send('POST', restoreUrl(id, '1.2'), staff, { activeVersion: '1.2' });
    expect(active.statusCode).toBe(400);
    expect(active.json()).toEqual({
      statusCode: 400,
      code: 'VERSION_IS_ACTIVE',
      message: 'Version 1.2 is the active version already; pick an older one to restore.',
    });
    const stale = await send('POST', restoreUrl(id, '1.1'), staff, { activeVersion: '1.1' });
    expect(stale.statusCode).toBe(409);
    expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
  });

  test('a version or instruction that does not exist is a 404', async () => {
    const { id } = await history();
    for (const url of [restoreUrl(id, '1.9'), restoreUrl('no-such-id', '1.0')]) {
      const response = await send('POST', url, staff, { activeVersion: '1.2' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody('Instruction version not found'));
    }
  });

  test('two concurrent restores against one active version: one 200, one 409', async () => {
    const { id } = await history();
    const answers = await Promise.all([
      send('POST', restoreUrl(id, '1.0'), staff, { activeVersion: '1.2' }),
      send('POST', restoreUrl(id, '1.1'), admin, { activeVersion: '1.2' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const versions = (await send('GET', `${promptUrl(id)}/versions`, staff)).json<Prompt[]>();
    expect(versions.map((p) => [p.version, p.isActive])[0]).toEqual(['1.3', 1]);
    expect(versions.filter((p) => p.isActive === 1)).toHaveLength(1);
  });

  test.each([
    ['249 emoji stay whole', 249, 249],
    ['500 emoji are cut to the limit between two emoji', 500, 473],
  ])('a restored description counts characters as the API does: %s', async (_what, sent, kept) => {
    const emoji = '\u{1f600}';
    const v10 = (
      await send('POST', '/api/prompts/', staff, promptInput({ description: emoji.repeat(sent) }))
    ).json<Prompt>();
    const v11 = (
      await send('PUT', promptUrl(v10.id, '1.0'), staff, editOf(v10, { description: 'Second' }))
    ).json<UpdatePromptResponse>();
    const restored = await send('POST', restoreUrl(v10.id, '1.0'), staff, {
      activeVersion: v11.newVersion,
    });
    expect(restored.statusCode).toBe(200);
    const description = `Restored from version 1.0: ${emoji.repeat(kept)}`;
    expect(restored.json<Prompt>().description).toBe(description);
    const versions = (await send('GET', `${promptUrl(v10.id)}/versions`, staff)).json<Prompt[]>();
    expect(versions[0]!.description).toBe(description);
    // The editor sends it back as loaded: within the limit the API validates.
    const edit = await send('PUT', promptUrl(v10.id, '1.2'), staff, editOf(versions[0]!));
    expect(edit.statusCode).toBe(200);
  });

  test('bad bodies and versions are 400', async () => {
    const { id } = await history();
    for (const [url, body] of [
      [restoreUrl(id, '1.0'), {}],
      [restoreUrl(id, '1.0'), { activeVersion: 'latest' }],
      [restoreUrl(id, '1.0'), { activeVersion: '1.2', extra: true }],
      [restoreUrl(id, 'one'), { activeVersion: '1.2' }],
    ] as const) {
      const response = await send('POST', url, staff, body);
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });
});

describe('GET /api/prompts/compare', () => {
  const compareUrl = (fromId: string, fromVersion: string, toId: string, toVersion: string) =>
    `/api/prompts/compare?${new URLSearchParams({ fromId, fromVersion, toId, toVersion })}`;

  test('answers both versions of one instruction', async () => {
    const { id, v10, v12 } = await history();
    const response = await send('GET', compareUrl(id, '1.0', id, '1.2'), staff);
    expect(response.statusCode).toBe(200);
    const { newVersion: _n, ...to } = v12;
    expect(response.json()).toEqual({ from: { ...v10, isActive: 0 }, to });
  });

  test('two different instructions: 400 DIFFERENT_INSTRUCTIONS', async () => {
    const first = await history();
    const second = await history();
    const response = await send('GET', compareUrl(first.id, '1.0', second.id, '1.0'), staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'DIFFERENT_INSTRUCTIONS',
      message: 'Only two versions of the same instruction can be compared',
    });
  });

  test('a missing version on either side: 404', async () => {
    const { id } = await history();
    for (const url of [compareUrl(id, '1.0', id, '2.0'), compareUrl(id, '3.1', id, '1.0')]) {
      const response = await send('GET', url, staff);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody('Instruction version not found'));
    }
    const unknown = await send('GET', compareUrl('nope', '1.0', 'nope', '1.1'), staff);
    expect(unknown.statusCode).toBe(404);
  });

  test('missing or malformed parameters: 400', async () => {
    const { id } = await history();
    for (const url of [
      '/api/prompts/compare',
      `/api/prompts/compare?fromId=${id}&fromVersion=1.0&toId=${id}`,
      compareUrl(id, 'v1', id, '1.0'),
      `${compareUrl(id, '1.0', id, '1.1')}&extra=1`,
    ]) {
      expect((await send('GET', url, staff)).statusCode).toBe(400);
    }
  });

  test('"compare" is not taken for an instruction id by the other routes', async () => {
    const response = await send('GET', `${promptUrl('compare')}/versions`, staff);
    expect(response.json()).toEqual(notFoundBody('Instruction not found'));
  });
});

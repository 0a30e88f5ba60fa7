import type { Prompt, UpdatePromptResponse } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { notFoundBody, sender } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl, snapshotPrompts, versionsOf } from '../helpers/prompts';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/prompts/';
let staff: string;
let admin: string;

beforeAll(async () => {
  [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const NOT_FOUND = notFoundBody('Instruction not found');
const notActive = (version: string) => ({
  statusCode: 409,
  code: 'VERSION_NOT_ACTIVE',
  message: `Version ${version} is no longer the active version of this instruction; reload to edit the latest one.`,
});

async function create(overrides = {}, token = staff): Promise<Prompt> {
  const response = await send('POST', base, token, promptInput(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Prompt>();
}
const list = async () => (await send('GET', base, staff)).json<Prompt[]>();
const edit = (prompt: Prompt, changes = {}, token = staff) =>
  send('PUT', promptUrl(prompt.id, prompt.version), token, editOf(prompt, changes));

describe('prompt round trip', () => {
  test('GET lists the seeded prompts, active first; the ICP prompt keeps its inactive 1.0', async () => {
    const prompts = await list();
    const firstInactive = prompts.findIndex((p) => p.isActive === 0);
    expect(firstInactive).toBeGreaterThan(0);
    expect(prompts.slice(firstInactive).every((p) => p.isActive === 0)).toBe(true);
    const icp = prompts.filter((p) => p.promptType === 'ICP');
    expect(icp.map((p) => [p.version, p.isActive])).toEqual([
      ['1.1', 1],
      ['1.0', 0],
    ]);
  });

  test('POST answers 201 with a new active 1.0; GET lists it first, with an ISO updatedAt', async () => {
    const before = Date.now();
    const prompt = await create({ description: '  Trimmed  ', promptType: 'COMPANY_RESEARCH' });
    const { version: _version, ...input } = promptInput();
    expect(prompt).toEqual({
      ...input,
      id: expect.any(String),
      version: '1.0',
      description: 'Trimmed',
      promptType: 'COMPANY_RESEARCH',
      updatedAt: expect.stringMatching(ISO),
      isActive: 1,
      author: 'staff@example.com',
    });
    // Both clocks are the host's; a second's slack covers SQLite's and PostgreSQL's rounding.
    expect(Date.parse(prompt.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(prompt.updatedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await list())[0]).toEqual(prompt);
    const other = await create({}, admin);
    expect(other.id).not.toBe(prompt.id);
  });

  test('PUT of the active version appends 1.1, then 1.2; older versions keep their content', async () => {
    const v10 = await create();
    const response = await edit(v10, { promptContent: 'Second draft', description: 'Tighter' });
    expect(response.statusCode).toBe(200);
    const v11 = response.json<UpdatePromptResponse>();
    expect(v11).toEqual({
      ...v10,
      version: '1.1',
      newVersion: '1.1',
      description: 'Tighter',
      promptContent: 'Second draft',
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(v11.updatedAt)).toBeGreaterThanOrEqual(Date.parse(v10.updatedAt));

    const { newVersion: _, ...v11Row } = v11;
    const v12 = (
      await edit(v11Row, { promptType: 'ICP_EDIT' }, admin)
    ).json<UpdatePromptResponse>();
    expect([v12.version, v12.newVersion, v12.promptType]).toEqual(['1.2', '1.2', 'ICP_EDIT']);

    const versions = (await list()).filter((p) => p.id === v10.id);
    const { newVersion: __, ...v12Row } = v12;
    expect(versions).toEqual([v12Row, { ...v11Row, isActive: 0 }, { ...v10, isActive: 0 }]);
    expect(await versionsOf(ctx.database.db, v10.id)).toEqual([
      ['1.0', false],
      ['1.1', false],
      ['1.2', true],
    ]);
  });

  test('PUT of a version that is no longer active is a 409 and writes nothing', async () => {
    const v10 = await create();
    expect((await edit(v10, { promptContent: 'Newer' })).statusCode).toBe(200);
    const before = await snapshotPrompts(ctx.database.db);
    const stale = await edit(v10, { promptContent: 'Stale screen' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(notActive('1.0'));
    expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
  });

  test('of two parallel PUTs of one version exactly one wins; the other gets a 409', async () => {
    let current = await create();
    for (let round = 0; round < 5; round++) {
      const before = (await snapshotPrompts(ctx.database.db)).length;
      const responses = await Promise.all([
        edit(current, { promptContent: `A${round}` }),
        edit(current, { promptContent: `B${round}` }, admin),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json<UpdatePromptResponse>();
      const loser = responses.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toEqual(notActive(current.version));
      expect((await snapshotPrompts(ctx.database.db)).length).toBe(before + 1);
      const versions = await versionsOf(ctx.database.db, current.id);
      expect(versions.filter(([, active]) => active)).toEqual([[winner.version, true]]);
      const { newVersion: _, ...row } = winner;
      current = row;
    }
    expect(current.version).toBe('1.5');
  });

  test('DELETE answers 204 and removes every version; again is a 404', async () => {
    const v10 = await create();
    await edit(v10);
    const keep = await create();
    const response = await send('DELETE', promptUrl(v10.id), staff);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await versionsOf(ctx.database.db, v10.id)).toEqual([]);
    expect((await list()).some((p) => p.id === v10.id)).toBe(false);
    expect(await versionsOf(ctx.database.db, keep.id)).toEqual([['1.0', true]]);
    expect((await send('DELETE', promptUrl(v10.id), staff)).json()).toEqual(NOT_FOUND);
  });
});

describe('a DELETE racing an edit', () => {
  test('20 rounds: the DELETE answers 204 and no version is left, whoever went first', async () => {
    for (let round = 0; round < 20; round++) {
      const v10 = await create();
      const [edited, deleted] = await Promise.all([
        edit(v10, { promptContent: `Edit ${round}` }),
        send('DELETE', promptUrl(v10.id), staff),
      ]);
      // The edit lands before the DELETE (200) or finds nothing left (404).
      expect([200, 404]).toContain(edited.statusCode);
      expect(deleted.statusCode).toBe(204);
      expect(await versionsOf(ctx.database.db, v10.id)).toEqual([]);
    }
  });
});

describe('unknown prompts and versions', () => {
  test('PUT of an unknown id, or of a version the prompt never had, is a 404', async () => {
    const prompt = await create();
    const before = await snapshotPrompts(ctx.database.db);
    const ghost = { ...prompt, id: 'missing' };
    expect((await edit(ghost)).json()).toEqual(NOT_FOUND);
    expect((await edit({ ...prompt, version: '1.7' })).json()).toEqual(NOT_FOUND);
    expect((await send('DELETE', promptUrl('missing'), staff)).json()).toEqual(NOT_FOUND);
    expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
  });

  test('every route needs a valid token', async () => {
    const prompt = await create();
    const requests: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', base],
      ['POST', base, promptInput()],
      ['PUT', promptUrl(prompt.id, prompt.version), editOf(prompt)],
      ['DELETE', promptUrl(prompt.id)],
    ];
    const before = await snapshotPrompts(ctx.database.db);
    for (const [method, url, payload] of requests) {
      const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
  });
});

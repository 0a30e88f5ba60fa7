import type { Prompt, PromptOverride, ResolvedPrompt } from '@portal/contract';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { noReleaseBody, notFoundBody, sender } from '../helpers/onboarding';
import { overridesUrl, resolveUrl } from '../helpers/prompt-overrides';
import { editOf, promptInput, promptUrl } from '../helpers/prompts';
import { releaseVersion } from '../helpers/releases';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  ids = await seededIds(ctx.repos);
  [staff, admin] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
  ]);
});

/** Instruction texts without variables: valid for every type, whatever the catalogue holds. */
async function createPrompt(promptType: Prompt['promptType'], promptContent: string) {
  const response = await send(
    'POST',
    '/api/prompts/',
    staff,
    promptInput({ promptType, promptContent }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<Prompt>();
}

const resolve = (
  tenantId: string,
  type: Prompt['promptType'],
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'GET',
    url: resolveUrl(tenantId, type),
    headers: { authorization: `Bearer ${staff}`, ...headers },
  });

async function putOverride(tenantId: string, type: Prompt['promptType'], body: object) {
  const response = await send('PUT', overridesUrl(tenantId, type), admin, body);
  expect([200, 201]).toContain(response.statusCode);
  return response.json<PromptOverride>();
}

describe('GET /api/prompts/resolve', () => {
  test('without an override: the release of the type (issue 35), not its newest edit', async () => {
    const portals = (await resolve(ids.acme.id, 'ICP_EDIT')).json<ResolvedPrompt>();
    const older = await createPrompt('ICP_EDIT', 'Refine the ICP, older instruction.');
    const newer = await createPrompt('ICP_EDIT', 'Refine the ICP, newer instruction.');
    // Created is not released: the type still resolves to its release, the one the portal
    // came with (issue 39 §2).
    expect((await resolve(ids.acme.id, 'ICP_EDIT')).json()).toEqual(portals);
    expect(portals).toMatchObject({ version: '1.0', source: 'default' });
    expect([older.id, newer.id]).not.toContain(portals.id);
    const release = await releaseVersion(send, { requester: staff, releaser: admin }, newer);
    const response = await resolve(ids.acme.id, 'ICP_EDIT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: newer.id,
      version: '1.0',
      promptType: 'ICP_EDIT',
      promptContent: 'Refine the ICP, newer instruction.',
      source: 'default',
      release: { id: release.id, releasedAt: release.releasedAt },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);

    // An edit of another instruction of the type changes nothing until it is released.
    const edit = await send('PUT', promptUrl(older.id, '1.0'), staff, editOf(older));
    expect(edit.statusCode).toBe(200);
    expect((await resolve(ids.acme.id, 'ICP_EDIT')).json()).toMatchObject({ id: newer.id });
    await releaseVersion(send, { requester: staff, releaser: admin }, edit.json<Prompt>());
    expect((await resolve(ids.acme.id, 'ICP_EDIT')).json()).toMatchObject({
      id: older.id,
      version: '1.1',
      source: 'default',
    });
  });

  test('a type without a release is a 404 NO_RELEASE that says so', async () => {
    // Every type comes released (issue 39 §2): take USP_EDIT's release away.
    await ctx.database.db
      .deleteFrom('release_assignments')
      .where('prompt_type', '=', 'USP_EDIT')
      .execute();
    const response = await resolve(ids.acme.id, 'USP_EDIT');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(noReleaseBody('USP_EDIT'));
  });

  test('a pin answers the pinned (older) version as an override; other tenants keep the default', async () => {
    const seeded = (await ctx.repos.prompts.list()).filter((p) => p.promptType === 'ICP');
    const [active, older] = seeded;
    await putOverride(ids.globex.id, 'ICP', { promptId: older!.id, version: older!.version });
    const asAdmin = await send('GET', resolveUrl(ids.globex.id, 'ICP'), admin);
    expect(asAdmin.json()).toEqual({
      id: older!.id,
      version: '1.0',
      promptType: 'ICP',
      promptContent: older!.promptContent,
      source: 'override',
      override: 'pin',
    });
    expect((await resolve(ids.acme.id, 'ICP')).json()).toMatchObject({
      id: active!.id,
      version: active!.version,
      source: 'default',
    });
  });

  test("a variant answers its own text under the override's id: 1.0, then 1.1 after a change", async () => {
    const first = await putOverride(ids.acme.id, 'BUYER_PERSONA', {
      promptContent: 'Describe the buyers of {{tenant.name}}.',
    });
    const resolved = (await resolve(ids.acme.id, 'BUYER_PERSONA')).json<ResolvedPrompt>();
    expect(resolved).toEqual({
      id: first.id,
      version: '1.0',
      promptType: 'BUYER_PERSONA',
      promptContent: 'Describe the buyers of {{tenant.name}}.',
      source: 'override',
      override: 'variant',
    });
    await putOverride(ids.acme.id, 'BUYER_PERSONA', { promptContent: 'Name the buyers.' });
    expect((await resolve(ids.acme.id, 'BUYER_PERSONA')).json()).toMatchObject({
      id: first.id,
      version: '1.1',
      promptContent: 'Name the buyers.',
    });
  });
});

describe('ETag and If-None-Match', () => {
  test('the current tag answers 304 without a body; any other tag, the answer', async () => {
    const first = await resolve(ids.acme.id, 'COMPANY_RESEARCH');
    const etag = first.headers.etag as string;
    const again = await resolve(ids.acme.id, 'COMPANY_RESEARCH', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // A list of tags, a weak form of the tag, or `*` match too.
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect(
        (await resolve(ids.acme.id, 'COMPANY_RESEARCH', { 'if-none-match': header })).statusCode,
      ).toBe(304);
    }
    const stale = await resolve(ids.acme.id, 'COMPANY_RESEARCH', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  test('the same tag after an edit, a new one after its release', async () => {
    const before = await resolve(ids.acme.id, 'COMPANY_RESEARCH');
    const prompt = before.json<ResolvedPrompt>();
    const current = (await ctx.repos.prompts.find(prompt))!;
    const edit = await send('PUT', promptUrl(prompt.id, prompt.version), staff, editOf(current));
    expect(edit.statusCode).toBe(200);
    const tag = { 'if-none-match': before.headers.etag as string };
    expect((await resolve(ids.acme.id, 'COMPANY_RESEARCH', tag)).statusCode).toBe(304);
    await releaseVersion(send, { requester: staff, releaser: admin }, edit.json<Prompt>());
    const after = await resolve(ids.acme.id, 'COMPANY_RESEARCH', tag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({ id: prompt.id, version: edit.json<Prompt>().version });
  });

  test('a new tag after each change of the override, and after its removal', async () => {
    const tags = [(await resolve(ids.acme.id, 'USP')).headers.etag];
    await putOverride(ids.acme.id, 'USP', { promptContent: 'Sell it.' });
    tags.push((await resolve(ids.acme.id, 'USP')).headers.etag);
    await putOverride(ids.acme.id, 'USP', { promptContent: 'Sell it well.' });
    tags.push((await resolve(ids.acme.id, 'USP')).headers.etag);
    expect((await send('DELETE', overridesUrl(ids.acme.id, 'USP'), admin)).statusCode).toBe(204);
    const back = await resolve(ids.acme.id, 'USP', { 'if-none-match': tags[2] as string });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ source: 'default' });
    expect(back.headers.etag).toBe(tags[0]);
    expect(new Set(tags).size).toBe(3);
  });

  test('a tenant out of reach is the same 404 as a missing one, tag or not', async () => {
    for (const tenantId of [ids.globex.id, 'no-such-tenant']) {
      const response = await resolve(tenantId, 'ICP', { 'if-none-match': '*' });
      expect(response.json()).toEqual(notFoundBody('Tenant not found'));
    }
  });
});

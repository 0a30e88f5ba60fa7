import type {
  CopyResult,
  ImportResult,
  RenderPromptResponse,
  ResearchBrief,
  ResearchBriefContent,
  ResearchResponse,
  TrashList,
  WorkspacePack,
} from '@portal/contract';
import { readAudit, triples } from '../helpers/audit';
import { CANNED_DRAFTS, jsonAnswer } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { notFoundBody, sender, snapshotOnboarding } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/**
 * Company research (issue 39 §3) against the fake model server: 'Research the company', the
 * brief as an artifact kind (one per workspace, revisions, history, trash, export, import,
 * copy) and the research.* variables the drafts' instructions render.
 */

/** What the fake model answers: the brief's sections, as COMPANY_RESEARCH asks for them. */
const RESEARCHED = CANNED_DRAFTS.research;

const { ctx, fake } = useFakeModelApp({ initial: jsonAnswer(RESEARCHED) });
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith(jsonAnswer(RESEARCHED));
});

const scope = (workspaceId = ids.enterpriseSales.id) => ({ tenantId: ids.acme.id, workspaceId });
const research = (body: object = {}) =>
  send('POST', '/api/research-briefs/research', staff, { ...scope(), ...body });
const listUrl = (workspaceId: string) =>
  `/api/research-briefs/${ids.acme.id}/workspace/${workspaceId}`;
const briefUrl = (id: string) => `/api/research-briefs/${ids.acme.id}/${id}`;
const briefOf = async (workspaceId: string) =>
  (await send('GET', listUrl(workspaceId), staff)).json<ResearchBrief[]>()[0];
const trashUrl = (workspaceId: string) =>
  `/api/tenants/${ids.acme.id}/workspaces/${workspaceId}/trash`;

const content = (overrides: Partial<ResearchBriefContent> = {}): ResearchBriefContent => ({
  ...RESEARCHED,
  sources: [],
  ...overrides,
});
const create = (workspaceId: string, body: object = content()) =>
  send('POST', '/api/research-briefs', staff, { ...scope(workspaceId), ...body });

/** Moves the workspace's live brief, if any, to the trash: each test starts without one. */
async function withoutBrief(workspaceId: string) {
  const live = await briefOf(workspaceId);
  if (live) expect((await send('DELETE', briefUrl(live.id), staff)).statusCode).toBe(204);
}

describe('POST /api/research-briefs/research', () => {
  test("sends the tenant's released COMPANY_RESEARCH instruction in JSON mode; answers a proposal with no sources and its generation; writes nothing", async () => {
    const before = await snapshotOnboarding(ctx.database.db);
    const briefsBefore = await ctx.database.db.selectFrom('briefs').selectAll().execute();

    const response = await research();

    expect(response.statusCode).toBe(200);
    const { proposal, generation } = response.json<ResearchResponse>();
    expect(proposal).toEqual({ ...RESEARCHED, sources: [] });
    const instruction = (await ctx.repos.prompts.findDefault('COMPANY_RESEARCH'))!;
    expect(generation).toEqual({
      promptId: instruction.id,
      promptType: 'COMPANY_RESEARCH',
      version: '1.1',
      model: 'gpt-test',
      generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      token: expect.any(String),
    });
    const sent = fake.requests[0]!.body!;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const [system, user] = sent.messages!;
    expect(system!.content).toContain('in these sections: a summary');
    expect(system!.content).toContain(
      'Company: Acme Corp (acme.example.com). Outbound motion for enterprise accounts',
    );
    expect(user!.content).toMatch(
      /^Company description:\nOutbound motion for enterprise accounts\n\n/,
    );
    expect(user!.content).toContain('"competitors" and "signals"');
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
    expect(await ctx.database.db.selectFrom('briefs').selectAll().execute()).toEqual(briefsBefore);
  });

  test('a workspace without a description researches the tenant by its name and domain, not a 400', async () => {
    const response = await research({ workspaceId: ids.smb.id });

    expect(response.statusCode).toBe(200);
    expect(fake.requests[0]!.body!.messages![1]!.content).toMatch(
      /^Company description:\nAcme Corp \(acme\.example\.com\)\n\n/,
    );
  });

  test('an answer past the contract is 502 MODEL_ANSWER_UNUSABLE naming why', async () => {
    fake.answerWith(jsonAnswer({ ...RESEARCHED, competitors: 'Transporeon' }));

    const response = await research();

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      code: 'MODEL_ANSWER_UNUSABLE',
      message: "The model's answer could not be used: competitors must be an array",
    });
  });

  test("another tenant's workspace is 404, as a missing one, and calls no model", async () => {
    const response = await send('POST', '/api/research-briefs/research', staff, {
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
    });

    expect(response.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the brief: save, one per workspace, revisions, history', () => {
  test('a proposal saved unchanged records its lineage; a second create is 409 BRIEF_EXISTS naming the live one', async () => {
    await withoutBrief(ids.enterpriseSales.id);
    const { proposal, generation } = (await research()).json<ResearchResponse>();

    const saved = await create(ids.enterpriseSales.id, {
      ...proposal,
      generation: { token: generation.token },
    });

    expect(saved.statusCode).toBe(201);
    const brief = saved.json<ResearchBrief>();
    expect(brief).toMatchObject({ ...proposal, ...scope(), revision: 1 });
    expect(brief.generatedBy).toMatchObject({ promptType: 'COMPANY_RESEARCH', edited: false });
    expect(await briefOf(ids.enterpriseSales.id)).toEqual(brief);

    const second = await create(ids.enterpriseSales.id, content({ name: 'Another' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      code: 'BRIEF_EXISTS',
      message:
        'This workspace already has a research brief: open it and change it there (a workspace holds one).',
      existingId: brief.id,
    });
  });

  test('a save with sources staff added keeps each with its section; a stale save is 409 and writes nothing; history lists both saves', async () => {
    await withoutBrief(ids.enterpriseSales.id);
    const brief = (await create(ids.enterpriseSales.id)).json<ResearchBrief>();
    const sources = [
      { section: 'summary' as const, reference: 'https://acme.example.com/about' },
      { section: 'signals' as const, reference: 'Press release, 3 March 2026' },
    ];
    const put = (revision: number, body: Partial<ResearchBriefContent>) =>
      send('PUT', briefUrl(brief.id), staff, {
        id: brief.id,
        ...scope(),
        ...content(body),
        revision,
      });

    const updated = await put(1, { summary: 'Acme plans freight.', sources });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ResearchBrief>()).toMatchObject({
      summary: 'Acme plans freight.',
      sources: sources.map((source) => ({ id: expect.any(String), ...source })),
      revision: 2,
    });

    const stale = await put(1, { summary: 'Someone else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_REVISION',
      message: 'This research brief was changed by someone else. Reload to see their changes.',
    });
    expect((await briefOf(ids.enterpriseSales.id))!.summary).toBe('Acme plans freight.');

    const { page } = await readAudit(ctx, staff, {
      tenantId: ids.acme.id,
      entity: 'brief',
      entityId: brief.id,
    });
    expect(triples(page!.items)).toEqual([
      ['update', 'brief', brief.id],
      ['create', 'brief', brief.id],
    ]);
  });

  test("another tenant's brief, list or save is 404 as a missing one", async () => {
    const list = await send(
      'GET',
      `/api/research-briefs/${ids.globex.id}/workspace/${ids.emea.id}`,
      staff,
    );
    expect(list.statusCode).toBe(404);
    const saved = await send('POST', '/api/research-briefs', staff, {
      ...content(),
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
    });
    expect(saved.statusCode).toBe(404);
    expect(
      (await send('GET', `/api/research-briefs/${ids.acme.id}/no-such-brief`, staff)).json(),
    ).toEqual(notFoundBody('Research brief not found'));
  });
});

describe('the research.* variables', () => {
  const render = (workspaceId: string) =>
    send('POST', '/api/prompts/render', staff, {
      promptType: 'ICP',
      promptContent:
        'Brief: {{research.summary}}\n{{#research.competitors}}- {{.}}\n{{/research.competitors}}',
      ...scope(workspaceId),
    });

  test("render fills them from the workspace's brief", async () => {
    await withoutBrief(ids.enterpriseSales.id);
    await create(ids.enterpriseSales.id);

    const rendered = (await render(ids.enterpriseSales.id)).json<RenderPromptResponse>();

    expect(rendered.text).toBe(`Brief: ${RESEARCHED.summary}\n- Transporeon\n`);
    expect(rendered.warnings).toEqual([]);
    expect(rendered.variables).toEqual([
      { name: 'research.summary', value: RESEARCHED.summary },
      { name: 'research.competitors', value: 'Transporeon' },
    ]);
  });

  test('without a brief they render empty and the render says so once', async () => {
    await withoutBrief(ids.smb.id);

    const rendered = (await render(ids.smb.id)).json<RenderPromptResponse>();

    expect(rendered.text).toBe('Brief: \n');
    expect(rendered.warnings).toEqual([
      {
        variable: 'research',
        message:
          'This workspace has no research brief yet: the research.* variables render empty. ' +
          "Use 'Research the company' on the dashboard.",
      },
    ]);
  });

  test("an ICP draft's instruction (the seeded one) carries the brief to the model", async () => {
    await withoutBrief(ids.enterpriseSales.id);
    await create(ids.enterpriseSales.id);
    fake.answerWith(jsonAnswer({ name: 'ICP', description: 'd', segments: [], buyerPersonas: [] }));

    expect((await send('POST', '/api/icp-onboarding/draft', staff, scope())).statusCode).toBe(200);

    expect(fake.requests[0]!.body!.messages![0]!.content).toContain(
      `research brief):\n${RESEARCHED.summary}\n- Offers: Route planner\n- Offers: Rate-card import`,
    );
  });
});

describe('trash, export, import and copy of a brief', () => {
  test('a deleted brief is in the trash; its restore waits while another brief is live', async () => {
    await withoutBrief(ids.smb.id);
    const first = (await create(ids.smb.id)).json<ResearchBrief>();
    expect((await send('DELETE', briefUrl(first.id), staff)).statusCode).toBe(204);
    const trash = (await send('GET', trashUrl(ids.smb.id), staff)).json<TrashList>();
    expect(trash.items).toContainEqual(
      expect.objectContaining({ kind: 'brief', id: first.id, name: 'Acme Corp' }),
    );
    const second = (await create(ids.smb.id, content({ name: 'Second' }))).json<ResearchBrief>();
    const restore = () => send('POST', `${trashUrl(ids.smb.id)}/brief/${first.id}/restore`, staff);

    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'BRIEF_EXISTS',
      message: 'This workspace already has a research brief. Delete it, then restore this one.',
    });

    await send('DELETE', briefUrl(second.id), staff);
    expect((await restore()).statusCode).toBe(200);
    expect((await briefOf(ids.smb.id))!.id).toBe(first.id);
  });

  test("the pack carries the brief; importing it matches the workspace's brief whatever its name, and 'copy' keeps one", async () => {
    await withoutBrief(ids.enterpriseSales.id);
    await withoutBrief(ids.smb.id);
    await create(ids.enterpriseSales.id);
    const exported = await send(
      'GET',
      `/api/tenants/${ids.acme.id}/workspaces/${ids.enterpriseSales.id}/export?kind=brief`,
      staff,
    );
    const pack = exported.json<WorkspacePack>();
    expect(pack.briefs).toEqual([content()]);
    const importInto = (onConflict: string) =>
      send('POST', `/api/tenants/${ids.acme.id}/workspaces/${ids.smb.id}/import`, staff, {
        format: 'json',
        content: JSON.stringify(pack),
        onConflict,
        dryRun: false,
      });

    const created = (await importInto('skip')).json<ImportResult>();
    expect(created.create).toEqual([{ row: 1, kind: 'brief', name: 'Acme Corp' }]);
    await send('PUT', briefUrl((await briefOf(ids.smb.id))!.id), staff, {
      id: (await briefOf(ids.smb.id))!.id,
      ...scope(ids.smb.id),
      ...content({ name: 'Renamed' }),
    });

    const again = (await importInto('copy')).json<ImportResult>();
    expect(again.create).toEqual([]);
    expect(again.conflicts).toEqual([
      expect.objectContaining({ kind: 'brief', name: 'Acme Corp', resolution: 'skip' }),
    ]);
    const replaced = (await importInto('replace')).json<ImportResult>();
    expect(replaced.conflicts).toEqual([
      expect.objectContaining({ kind: 'brief', resolution: 'replace' }),
    ]);
    const live = await send('GET', listUrl(ids.smb.id), staff);
    expect(live.json<ResearchBrief[]>().map((brief) => brief.name)).toEqual(['Acme Corp']);
  });

  test("a copy brings the source's brief with its provenance, or replaces the target's", async () => {
    await withoutBrief(ids.enterpriseSales.id);
    await withoutBrief(ids.smb.id);
    const source = (await create(ids.enterpriseSales.id)).json<ResearchBrief>();
    const copy = (body: object) =>
      send('POST', `/api/tenants/${ids.acme.id}/workspaces/${ids.smb.id}/copy`, staff, {
        fromTenantId: ids.acme.id,
        fromWorkspaceId: ids.enterpriseSales.id,
        icpIds: [],
        uspIds: [],
        briefIds: [source.id],
        onConflict: 'copy',
        dryRun: false,
        ...body,
      });

    const first = await copy({});
    expect(first.statusCode).toBe(200);
    expect(first.json<CopyResult>().create).toEqual([
      { id: source.id, kind: 'brief', name: 'Acme Corp' },
    ]);
    const copied = (await briefOf(ids.smb.id))!;
    expect(copied).toMatchObject({ summary: RESEARCHED.summary, copiedFrom: { revision: 1 } });

    const preview = (await copy({ onConflict: 'replace', dryRun: true })).json<CopyResult>();
    const [conflict] = preview.conflicts;
    expect(conflict).toMatchObject({ kind: 'brief', existingId: copied.id });
    const replaced = await copy({
      onConflict: 'replace',
      seen: [{ kind: 'brief', id: copied.id, revision: conflict!.existingRevision }],
    });
    expect(replaced.statusCode).toBe(200);
    expect((await send('GET', listUrl(ids.smb.id), staff)).json<ResearchBrief[]>()).toHaveLength(1);
  });
});

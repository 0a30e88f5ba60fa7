import type {
  ArtifactsPage,
  AuditPage,
  Icp,
  IcpDraftResponse,
  PersonaDraftResponse,
  Usp,
  UspDraftResponse,
} from '@portal/contract';
import { createGenerationTokens } from '../../src/drafts/generation-token';
import { ADMIN, loginAs, STAFF } from '../helpers/app';
import { CANNED_DRAFTS, jsonAnswer } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import { countOnboardingRows, icpInput, sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/** Lineage (issue 21): ICPs and USPs saved from drafts, and what an instruction version drafted. */
const { ctx, fake } = useFakeModelApp({
  initial: jsonAnswer(CANNED_DRAFTS.icp),
  provider: { timeoutMs: 5_000 },
});
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: Awaited<ReturnType<typeof seededIds>>;
let icpPromptId: string;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  ids = await seededIds(ctx.repos);
  icpPromptId = (await ctx.repos.prompts.findDefault('ICP'))!.id;
});

const acmeSales = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });

async function icpDraft(scope = acmeSales(), token = staff) {
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
  const response = await send('POST', '/api/icp-onboarding/draft', token, {
    ...scope,
    companyDescription: 'We plan freight for 3PLs.',
  });
  expect(response.statusCode).toBe(200);
  return response.json<IcpDraftResponse>();
}

async function saveIcp(body: object, token = staff) {
  const response = await send('POST', '/api/icp-onboarding', token, body);
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

const generatedBy = (generation: IcpDraftResponse['generation'], edited: boolean) => {
  const { token: _token, ...info } = generation;
  return { ...info, edited };
};

describe('an ICP saved from a draft', () => {
  test('records generatedBy, not edited, as the last key; its audit entry carries the generation', async () => {
    const { draft, generation } = await icpDraft();

    const icp = await saveIcp({
      ...acmeSales(),
      ...draft,
      generation: { token: generation.token },
    });

    expect(icp.generatedBy).toEqual(generatedBy(generation, false));
    expect(icp.generatedBy).toMatchObject({
      promptId: icpPromptId,
      promptType: 'ICP',
      version: '1.1',
    });
    expect(Object.keys(icp).at(-1)).toBe('generatedBy');
    const audit = await send(
      'GET',
      `/api/audit?tenantId=${ids.acme.id}&entity=icp&entityId=${icp.id}`,
      staff,
    );
    const [created] = audit.json<AuditPage>().items;
    expect(created).toMatchObject({ action: 'create', generation: generatedBy(generation, false) });
  });

  test('with one segment changed before saving, it is edited', async () => {
    const { draft, generation } = await icpDraft();
    const segments = [
      { ...draft.segments[0]!, details: 'Own warehouses, EU and UK' },
      draft.segments[1]!,
    ];

    const icp = await saveIcp({
      ...acmeSales(),
      ...draft,
      segments,
      generation: { token: generation.token },
    });

    expect(icp.generatedBy).toEqual(generatedBy(generation, true));
  });

  test('a later update by a person marks it edited; an update that changes nothing does not', async () => {
    const { draft, generation } = await icpDraft();
    const icp = await saveIcp({
      ...acmeSales(),
      ...draft,
      generation: { token: generation.token },
    });
    const url = `/api/icp-onboarding/${ids.acme.id}/${icp.id}`;
    const body = { id: icp.id, ...acmeSales() };

    const same = await send('PUT', url, staff, { ...body, name: ` ${draft.name} ` });
    expect(same.json<Icp>().generatedBy).toEqual(generatedBy(generation, false));

    const renamed = await send('PUT', url, staff, { ...body, name: 'Logistics, renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Icp>().generatedBy).toEqual(generatedBy(generation, true));
    const stored = await send('GET', url, staff);
    expect(stored.json<Icp>().generatedBy?.edited).toBe(true);
  });

  test('the list shows generatedBy only on drafted ICPs, and its ETag changes with the lineage', async () => {
    const plain = await saveIcp(icpInput(ids.acme.id, ids.enterpriseSales.id));
    const listUrl = `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.enterpriseSales.id}`;
    const { generation } = await icpDraft();
    const before = await send('GET', listUrl, staff);

    // Drafted again, saved over the plain ICP: the lineage is the only new thing it gains.
    const updated = await send('PUT', `/api/icp-onboarding/${ids.acme.id}/${plain.id}`, staff, {
      id: plain.id,
      ...acmeSales(),
      generation: { token: generation.token },
    });

    expect(updated.json<Icp>().generatedBy).toEqual(generatedBy(generation, true));
    const after = await send('GET', listUrl, staff);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const items = after.json<Icp[]>();
    expect(items.find((item) => item.id === plain.id)!.generatedBy).toEqual(
      generatedBy(generation, true),
    );
    const people = await saveIcp(icpInput(ids.acme.id, ids.enterpriseSales.id));
    expect(Object.keys(people)).not.toContain('generatedBy');
  });

  test('from a persona draft, only the personas are compared', async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.personas));
    const personas = await send('POST', '/api/icp-onboarding/draft-personas', staff, {
      ...acmeSales(),
      icp: { name: 'Logistics', description: '', segments: [] },
    });
    const { draft, generation } = personas.json<PersonaDraftResponse>();

    const icp = await saveIcp({
      ...icpInput(ids.acme.id, ids.enterpriseSales.id),
      buyerPersonas: draft.buyerPersonas,
      generation: { token: generation.token },
    });

    expect(icp.generatedBy).toEqual(generatedBy(generation, false));
    expect(icp.generatedBy!.promptType).toBe('BUYER_PERSONA');
  });
});

describe('a generation token that does not fit', () => {
  const refused = async (body: object, code: string, message: string) => {
    const before = await countOnboardingRows(ctx.database.db);
    const response = await send('POST', '/api/icp-onboarding', staff, body);
    expect(response.json()).toEqual({ statusCode: 400, code, message });
    expect(await countOnboardingRows(ctx.database.db)).toEqual(before);
  };
  const INVALID =
    'generation.token is not a token this server gave with a draft: send the one the draft ' +
    'answered, or leave generation out';

  test('a forged token is 400 GENERATION_TOKEN_INVALID and writes nothing', async () => {
    const { draft, generation } = await icpDraft();
    const [payload, mac] = generation.token.split('.');
    const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { version: string };
    const altered = Buffer.from(JSON.stringify({ ...claim, version: '9.9' })).toString('base64url');
    const otherSecret = createGenerationTokens('another-secret-that-is-at-least-32-bytes!');
    const signedElsewhere = otherSecret.sign(
      JSON.parse(Buffer.from(payload!, 'base64url').toString()),
    );

    for (const token of [`${altered}.${mac}`, signedElsewhere, 'not-a-token']) {
      await refused(
        { ...acmeSales(), ...draft, generation: { token } },
        'GENERATION_TOKEN_INVALID',
        INVALID,
      );
    }
  });

  test('a token of another workspace, or of a USP draft, is 400 GENERATION_TOKEN_MISMATCH', async () => {
    const { draft, generation } = await icpDraft();
    await refused(
      {
        tenantId: ids.acme.id,
        workspaceId: ids.smb.id,
        ...draft,
        generation: { token: generation.token },
      },
      'GENERATION_TOKEN_MISMATCH',
      'generation.token was drafted for another tenant or workspace',
    );

    fake.answerWith(jsonAnswer(CANNED_DRAFTS.usp));
    const usp = (
      await send('POST', '/api/usp-onboarding/draft', staff, acmeSales())
    ).json<UspDraftResponse>();
    await refused(
      { ...acmeSales(), ...draft, generation: { token: usp.generation.token } },
      'GENERATION_TOKEN_MISMATCH',
      'generation.token is of a USP draft, not of an ICP draft or a persona draft',
    );
  });
});

describe('a USP saved from a draft', () => {
  test('records generatedBy; a later update by a person marks it edited', async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.usp));
    const { draft, generation } = (
      await send('POST', '/api/usp-onboarding/draft', staff, acmeSales())
    ).json<UspDraftResponse>();

    const created = await send('POST', '/api/usp-onboarding', staff, {
      ...acmeSales(),
      ...draft,
      generation: { token: generation.token },
    });

    expect(created.statusCode).toBe(201);
    const usp = created.json<Usp>();
    expect(usp.generatedBy).toEqual(generatedBy(generation, false));
    const updated = await send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
      id: usp.id,
      ...acmeSales(),
      ...draft,
      products: [...draft.products, 'Reporting'],
    });
    expect(updated.json<Usp>().generatedBy).toEqual(generatedBy(generation, true));
  });
});

describe('GET /api/prompts/{id}/versions/{version}/artifacts', () => {
  test("lists what the version drafted in the caller's tenants only; admins see every tenant", async () => {
    const { draft: globexDraft, generation: globexGeneration } = await icpDraft(
      { tenantId: ids.globex.id, workspaceId: ids.emea.id },
      admin,
    );
    const globexIcp = await saveIcp(
      {
        tenantId: ids.globex.id,
        workspaceId: ids.emea.id,
        ...globexDraft,
        generation: { token: globexGeneration.token },
      },
      admin,
    );
    const { draft, generation } = await icpDraft();
    const acmeIcp = await saveIcp({
      ...acmeSales(),
      ...draft,
      generation: { token: generation.token },
    });
    const url = `/api/prompts/${icpPromptId}/versions/1.1/artifacts`;

    const staffView = (await send('GET', url, staff)).json<ArtifactsPage>();
    const adminView = (await send('GET', url, admin)).json<ArtifactsPage>();

    expect(staffView.items).toContainEqual({
      kind: 'icp',
      id: acmeIcp.id,
      name: draft.name,
      ...acmeSales(),
      edited: false,
    });
    expect(staffView.items.map((item) => item.tenantId)).not.toContain(ids.globex.id);
    expect(staffView.total).toBe(staffView.items.length);
    expect(adminView.total).toBe(staffView.total + 1);
    expect(adminView.items.map((item) => item.id)).toContain(globexIcp.id);

    const page = (await send('GET', `${url}?limit=1&offset=1`, admin)).json<ArtifactsPage>();
    expect(page).toEqual({ total: adminView.total, items: [adminView.items[1]] });
    const older = (
      await send('GET', `/api/prompts/${icpPromptId}/versions/1.0/artifacts`, admin)
    ).json();
    expect(older).toEqual({ total: 0, items: [] });
  });

  test("an archived workspace's or tenant's drafts leave a non-admin's list, and come back whole", async () => {
    const { draft, generation } = await icpDraft();
    const icp = await saveIcp({
      ...acmeSales(),
      ...draft,
      generation: { token: generation.token },
    });
    const url = `/api/prompts/${icpPromptId}/versions/1.1/artifacts`;
    const staffIds = async () =>
      (await send('GET', url, staff)).json<ArtifactsPage>().items.map((item) => item.id);
    expect(await staffIds()).toContain(icp.id);

    for (const archived of [
      `/api/workspaces/${ids.enterpriseSales.id}`,
      `/api/tenants/${ids.acme.id}`,
    ]) {
      expect((await send('POST', `${archived}/archive`, admin)).statusCode).toBe(200);
      const staffView = (await send('GET', url, staff)).json<ArtifactsPage>();
      expect(staffView.items.map((item) => item.id)).not.toContain(icp.id);
      expect(staffView.total).toBe(staffView.items.length);
      const adminView = (await send('GET', url, admin)).json<ArtifactsPage>();
      expect(adminView.items.map((item) => item.id)).toContain(icp.id);
      expect((await send('POST', `${archived}/unarchive`, admin)).statusCode).toBe(200);
    }
    expect(await staffIds()).toContain(icp.id);
  });

  test('a page past the largest is 400', async () => {
    const response = await send(
      'GET',
      `/api/prompts/${icpPromptId}/versions/1.1/artifacts?limit=201`,
      staff,
    );

    expect(response.statusCode).toBe(400);
  });
});

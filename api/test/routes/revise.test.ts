import type { AuditPage, Icp, IcpReviseResponse, Usp, UspReviseResponse } from '@portal/contract';
import { applyChanges, changeList } from '@portal/contract/change-list';
import { buildApp } from '../../src/app';
import { bearer, loginAs, STAFF, testAppConfig } from '../helpers/app';
import { jsonAnswer, UNUSABLE_ANSWERS } from '../helpers/fake-model-server';
import { useFakeModelApp } from '../helpers/model-app';
import {
  icpInput,
  noReleaseBody,
  notFoundBody,
  sender,
  snapshotOnboarding,
  uspInput,
} from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/** Revise with AI (issue 39 §2) through the OpenAI-compatible provider, against a fake server. */
const { ctx, fake, provider } = useFakeModelApp();
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));
beforeEach(() => {
  fake.requests.length = 0;
});

const scope = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const REQUEST = 'Split the hospital groups segment by region';

async function newIcp(body = icpInput(ids.acme.id, ids.enterpriseSales.id), token = staff) {
  const response = await send('POST', '/api/icp-onboarding', token, body);
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

async function newUsp() {
  const response = await send(
    'POST',
    '/api/usp-onboarding',
    staff,
    uspInput(ids.acme.id, ids.enterpriseSales.id),
  );
  expect(response.statusCode).toBe(201);
  return response.json<Usp>();
}

/** The ICP's content as stored, without ids: what a revision works on. */
const contentOf = (icp: Icp) => ({
  name: icp.name,
  description: icp.description,
  segments: icp.segments.map(({ id: _id, ...segment }) => segment),
  buyerPersonas: icp.buyerPersonas.map(({ id: _id, ...persona }) => persona),
});

/** The model's revision: the first segment split in two, the name changed. Three changes. */
const revisedIcp = (icp: Icp) => {
  const content = contentOf(icp);
  return {
    ...content,
    name: `${icp.name} (by region)`,
    segments: [
      { name: 'Hospital groups, EU', description: '10+ sites in the EU', details: 'Epic' },
      { name: 'Hospital groups, US', description: '10+ sites in the US', details: 'Cerner' },
      ...content.segments.slice(1),
    ],
  };
};

const reviseIcp = (icp: Icp, body: object = { request: REQUEST }, token = staff) =>
  send('POST', `/api/icp-onboarding/${icp.tenantId}/${icp.id}/revise`, token, body);

const unusable = (reason: string) => ({
  statusCode: 502,
  code: 'MODEL_ANSWER_UNUSABLE',
  message: `The model's answer could not be used: ${reason}`,
});

describe('POST /api/icp-onboarding/{tenantId}/{icpId}/revise', () => {
  test("sends the tenant's ICP_EDIT instruction rendered on the ICP and the request, the ICP as JSON, in JSON mode; answers the proposal, its changes and generation; saves nothing", async () => {
    const icp = await newIcp();
    fake.answerWith(jsonAnswer(revisedIcp(icp)));
    const before = await snapshotOnboarding(ctx.database.db);

    const response = await reviseIcp(icp, { request: `  ${REQUEST}\n` });

    expect(response.statusCode).toBe(200);
    const { proposal, changes, generation } = response.json<IcpReviseResponse>();
    expect(proposal).toEqual({
      ...revisedIcp(icp),
      buyerPersonas: contentOf(icp).buyerPersonas,
    });
    expect(changes.map((change) => change.id)).toEqual([
      'name',
      'segments:changed:hospital groups',
      'segments:added:hospital groups, us',
    ]);
    expect(changes[1]!.diffs!.map((diff) => diff.key)).toEqual(['name', 'description', 'details']);
    const instruction = (await ctx.repos.prompts.findDefault('ICP_EDIT'))!;
    expect(generation).toEqual({
      promptId: instruction.id,
      promptType: 'ICP_EDIT',
      version: '1.0',
      model: 'gpt-test',
      generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      token: expect.any(String),
    });
    expect(instruction.author).toBe('the portal');

    const sent = fake.requests[0]!.body!;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const [system, user] = sent.messages!;
    expect(system!.content).toContain(`Request: ${REQUEST}\n`);
    expect(system!.content).toContain('Name: Healthcare providers\n');
    expect(system!.content).toContain('- Hospital groups: 10+ sites (Epic or Cerner EHR)\n');
    expect(
      JSON.parse(/as JSON:\n([\s\S]*?)\n\nRequested change:/.exec(user!.content)![1]!),
    ).toEqual({
      ...contentOf(icp),
      buyerPersonas: contentOf(icp).buyerPersonas,
    });
    expect(user!.content).toContain(`Requested change:\n${REQUEST}`);
    expect(user!.content).toContain('Answer with the whole ICP as revised');
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('with personaId, revises that persona alone with BUYER_PERSONA_EDIT; the rest of the ICP stays as stored', async () => {
    const icp = await newIcp();
    const nursing = icp.buyerPersonas[1]!;
    const revised = {
      name: 'Chief Nursing Officer',
      description: 'Owns patient intake across sites',
      isMobilizer: true,
      isBuyingCommittee: true,
    };
    fake.answerWith(jsonAnswer({ buyerPersonas: [revised] }));

    const response = await reviseIcp(icp, {
      request: 'Make this the chief nursing officer',
      personaId: nursing.id,
    });

    expect(response.statusCode).toBe(200);
    const { proposal, changes, generation } = response.json<IcpReviseResponse>();
    expect(proposal).toEqual({
      ...contentOf(icp),
      buyerPersonas: [contentOf(icp).buyerPersonas[0], revised],
    });
    expect(changes).toMatchObject([
      { id: 'buyerPersonas:changed:head of nursing', action: 'changed', after: revised },
    ]);
    expect(generation.promptType).toBe('BUYER_PERSONA_EDIT');
    const [system, user] = fake.requests[0]!.body!.messages!;
    expect(system!.content).toContain('Request: Make this the chief nursing officer');
    // The one persona is the record the model revises.
    expect(
      JSON.parse(/as JSON:\n([\s\S]*?)\n\nRequested change:/.exec(user!.content)![1]!),
    ).toEqual({
      name: 'Head of Nursing',
      description: '',
      isMobilizer: true,
      isBuyingCommittee: false,
    });
    expect(user!.content).toContain('"buyerPersonas" (array of');
  });

  test("a persona not of the ICP is 404 'Buyer persona not found'; no model is called", async () => {
    const icp = await newIcp();
    const other = await newIcp();
    const response = await reviseIcp(icp, {
      request: REQUEST,
      personaId: other.buyerPersonas[0]!.id,
    });
    expect(response.json()).toEqual(notFoundBody('Buyer persona not found'));
    expect(fake.requests).toHaveLength(0);
  });

  test("another tenant's ICP is 404 like a missing one, through its tenant or this one; no model is called", async () => {
    const globexIcp = await newIcp(icpInput(ids.globex.id, ids.emea.id), admin);

    const theirs = await reviseIcp(globexIcp);
    expect(theirs.statusCode).toBe(404);
    const missing = await send(
      'POST',
      `/api/icp-onboarding/${ids.globex.id}/no-such-icp/revise`,
      staff,
      { request: REQUEST },
    );
    expect(theirs.json()).toEqual(missing.json());

    const throughMine = await send(
      'POST',
      `/api/icp-onboarding/${ids.acme.id}/${globexIcp.id}/revise`,
      staff,
      { request: REQUEST },
    );
    expect(throughMine.json()).toEqual(notFoundBody('ICP not found'));
    const missingInMine = await send(
      'POST',
      `/api/icp-onboarding/${ids.acme.id}/no-such-icp/revise`,
      staff,
      { request: REQUEST },
    );
    expect(missingInMine.json()).toEqual(notFoundBody('ICP not found'));
    expect(fake.requests).toHaveLength(0);
  });

  test('a blank or too long request is 400; no model is called', async () => {
    const icp = await newIcp();
    expect((await reviseIcp(icp, { request: '   ' })).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await reviseIcp(icp, { request: 'x'.repeat(2_001) })).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await reviseIcp(icp, {})).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  test('an answer that is not JSON, or not of the shape, is 502 MODEL_ANSWER_UNUSABLE', async () => {
    const icp = await newIcp();
    fake.answerWith(UNUSABLE_ANSWERS.notJson);
    expect((await reviseIcp(icp)).json()).toEqual(unusable('it is not JSON'));

    fake.answerWith(jsonAnswer({ buyerPersonas: [] }));
    expect((await reviseIcp(icp)).statusCode).toBe(502);

    // A persona's revision answered with a whole ICP.
    fake.answerWith(jsonAnswer(revisedIcp(icp)));
    const persona = await reviseIcp(icp, { request: REQUEST, personaId: icp.buyerPersonas[0]!.id });
    expect(persona.json()).toMatchObject({ statusCode: 502, code: 'MODEL_ANSWER_UNUSABLE' });
  });

  test('a persona split past the ICP’s 50 personas is 502: the revised ICP could not be saved', async () => {
    const icp = await newIcp(
      icpInput(ids.acme.id, ids.enterpriseSales.id, {
        buyerPersonas: Array.from({ length: 50 }, (_, i) => ({
          name: `Persona ${i}`,
          isMobilizer: false,
          isBuyingCommittee: false,
        })),
      }),
    );
    const two = [0, 1].map((i) => ({
      name: `Split ${i}`,
      description: '',
      isMobilizer: false,
      isBuyingCommittee: false,
    }));
    fake.answerWith(jsonAnswer({ buyerPersonas: two }));
    const response = await reviseIcp(icp, {
      request: 'Split it',
      personaId: icp.buyerPersonas[0]!.id,
    });
    expect(response.json()).toMatchObject({
      statusCode: 502,
      code: 'MODEL_ANSWER_UNUSABLE',
      message: expect.stringContaining('buyerPersonas'),
    });
  });

  test('without a release of ICP_EDIT for the tenant it is 404 NO_RELEASE saying to release one; no model is called', async () => {
    const icp = await newIcp();
    const assignments = await ctx.database.db
      .selectFrom('release_assignments')
      .selectAll()
      .where('prompt_type', '=', 'ICP_EDIT')
      .execute();
    await ctx.database.db
      .deleteFrom('release_assignments')
      .where('prompt_type', '=', 'ICP_EDIT')
      .execute();
    try {
      const response = await reviseIcp(icp);
      expect(response.statusCode).toBe(404);
      // Its own code, so a client tells it from the NOT_FOUND of a record out of reach.
      expect(response.json()).toEqual(noReleaseBody('ICP_EDIT'));
      expect(fake.requests).toHaveLength(0);
      // An ICP out of reach is still the NOT_FOUND of a missing one, whatever is released.
      const missing = await reviseIcp({ ...icp, id: 'no-such-icp' });
      expect(missing.json()).toEqual(notFoundBody('ICP not found'));
    } finally {
      await ctx.database.db.insertInto('release_assignments').values(assignments).execute();
    }
  });
});

describe('saving a revision: lineage and changes kept', () => {
  const putIcp = (icp: Icp, body: object) =>
    send('PUT', `/api/icp-onboarding/${icp.tenantId}/${icp.id}`, staff, {
      id: icp.id,
      ...scope(),
      ...body,
    });

  async function revised(icp: Icp) {
    fake.answerWith(jsonAnswer(revisedIcp(icp)));
    const response = await reviseIcp(icp);
    expect(response.statusCode).toBe(200);
    return response.json<IcpReviseResponse>();
  }

  test('two of three changes kept: generatedBy says so, not edited (rejecting is no edit); the audit entry carries it', async () => {
    const icp = await newIcp();
    const { proposal, changes, generation } = await revised(icp);
    const kept = applyChanges('icp', icp, changes, [changes[0]!.id, changes[1]!.id]);

    const response = await putIcp(icp, {
      ...kept,
      revision: icp.revision,
      generation: { token: generation.token, proposal },
    });

    expect(response.statusCode).toBe(200);
    const { token: _token, ...info } = generation;
    const lineage = { ...info, edited: false, changes: { kept: 2, proposed: 3 } };
    expect(response.json<Icp>().generatedBy).toEqual(lineage);
    const audit = await send(
      'GET',
      `/api/audit?tenantId=${ids.acme.id}&entity=icp&entityId=${icp.id}`,
      staff,
    );
    expect(audit.json<AuditPage>().items[0]).toMatchObject({
      action: 'update',
      generation: lineage,
    });
  });

  test('every change kept: not edited, 3 of 3; the counts come from what was saved, not from the browser', async () => {
    const icp = await newIcp();
    const { proposal, generation } = await revised(icp);
    const saved = await putIcp(icp, {
      ...proposal,
      revision: icp.revision,
      generation: { token: generation.token, proposal },
    });
    expect(saved.json<Icp>().generatedBy).toMatchObject({
      promptType: 'ICP_EDIT',
      edited: false,
      changes: { kept: 3, proposed: 3 },
    });

    const other = await newIcp();
    const second = await revised(other);
    // Nothing accepted, whatever the browser would claim: 0 of 3.
    const none = await putIcp(other, {
      ...contentOf(other),
      revision: other.revision,
      generation: { token: second.generation.token, proposal: second.proposal },
    });
    expect(none.json<Icp>().generatedBy).toMatchObject({
      edited: false,
      changes: { kept: 0, proposed: 3 },
    });
  });

  test('a person’s own change on top of the accepted ones is edited', async () => {
    const icp = await newIcp();
    const { proposal, changes, generation } = await revised(icp);
    const accepted = applyChanges('icp', icp, changes, [changes[0]!.id]);
    const saved = await putIcp(icp, {
      ...accepted,
      description: 'Typed by a person before saving',
      revision: icp.revision,
      generation: { token: generation.token, proposal },
    });
    expect(saved.json<Icp>().generatedBy).toMatchObject({
      edited: true,
      changes: { kept: 1, proposed: 3 },
    });
  });

  test('the record changed meanwhile: the save is 409 STALE_REVISION; rebuilt on the current record, it saves and counts against it', async () => {
    const icp = await newIcp();
    const { proposal, generation } = await revised(icp);
    const colleague = await putIcp(icp, {
      description: 'Changed by a colleague',
      revision: icp.revision,
    });
    expect(colleague.statusCode).toBe(200);
    const current = colleague.json<Icp>();

    const stale = await putIcp(icp, {
      ...proposal,
      revision: icp.revision,
      generation: { token: generation.token, proposal },
    });
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_REVISION',
      message: 'This ICP was changed by someone else. Reload to see their changes.',
    });

    const rebuilt = changeList('icp', current, proposal);
    expect(rebuilt.map((change) => change.id)).toEqual([
      'name',
      'description',
      'segments:changed:hospital groups',
      'segments:added:hospital groups, us',
    ]);
    const accepted = rebuilt.filter((change) => change.id !== 'description').map((c) => c.id);
    const saved = await putIcp(current, {
      ...applyChanges('icp', current, rebuilt, accepted),
      revision: current.revision,
      generation: { token: generation.token, proposal },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Icp>()).toMatchObject({
      description: 'Changed by a colleague',
      generatedBy: { edited: false, changes: { kept: 3, proposed: 4 } },
    });
  });

  test("a revision's token needs its own record and its proposal as answered; a create refuses it", async () => {
    const icp = await newIcp();
    const { proposal, generation } = await revised(icp);
    const mismatch = (message: string) => ({
      statusCode: 400,
      code: 'GENERATION_TOKEN_MISMATCH',
      message: `generation.${message}`,
    });

    const withoutProposal = await putIcp(icp, {
      ...proposal,
      generation: { token: generation.token },
    });
    const asAnswered = 'proposal must be the proposal the revision answered, as it answered it';
    expect(withoutProposal.json()).toEqual(mismatch(asAnswered));
    const altered = await putIcp(icp, {
      ...proposal,
      generation: { token: generation.token, proposal: { ...proposal, name: 'Other' } },
    });
    expect(altered.json()).toEqual(mismatch(asAnswered));

    const other = await newIcp();
    const elsewhere = await putIcp(other, {
      ...proposal,
      generation: { token: generation.token, proposal },
    });
    expect(elsewhere.json()).toEqual(
      mismatch('token is of a revision of another ICP: save it with an update of that ICP'),
    );
    const created = await send('POST', '/api/icp-onboarding', staff, {
      ...scope(),
      ...proposal,
      generation: { token: generation.token, proposal },
    });
    expect(created.json()).toEqual(
      mismatch('token is of a revision of another ICP: save it with an update of that ICP'),
    );
    // Nothing was written by the refused saves.
    const stored = await send('GET', `/api/icp-onboarding/${icp.tenantId}/${icp.id}`, staff);
    expect(stored.json<Icp>()).toEqual(icp);
  });

  test('a persona revision saved: BUYER_PERSONA_EDIT lineage, 1 of 1 kept', async () => {
    const icp = await newIcp();
    const revisedPersona = {
      ...contentOf(icp).buyerPersonas[0]!,
      description: 'Owns the IT roadmap',
    };
    fake.answerWith(jsonAnswer({ buyerPersonas: [revisedPersona] }));
    const revision = (
      await reviseIcp(icp, {
        request: 'Say what the CIO owns',
        personaId: icp.buyerPersonas[0]!.id,
      })
    ).json<IcpReviseResponse>();

    const saved = await putIcp(icp, {
      ...revision.proposal,
      revision: icp.revision,
      generation: { token: revision.generation.token, proposal: revision.proposal },
    });

    expect(saved.json<Icp>().generatedBy).toMatchObject({
      promptType: 'BUYER_PERSONA_EDIT',
      version: '1.0',
      edited: false,
      changes: { kept: 1, proposed: 1 },
    });
  });
});

describe('POST /api/usp-onboarding/{tenantId}/{uspId}/revise', () => {
  test('revises a USP with USP_EDIT: products and capabilities lines added and removed; the save keeps what was accepted', async () => {
    const usp = await newUsp();
    const answer = {
      name: usp.name,
      differentiator: 'Live in a day, not a quarter',
      products: ['Portal', 'Mobile app'],
      capabilities: usp.capabilities,
    };
    fake.answerWith(jsonAnswer(answer));

    const response = await send(
      'POST',
      `/api/usp-onboarding/${usp.tenantId}/${usp.id}/revise`,
      staff,
      {
        request: 'Replace the connectors with the mobile app; we go live in a day',
      },
    );

    expect(response.statusCode).toBe(200);
    const { proposal, changes, generation } = response.json<UspReviseResponse>();
    expect(proposal).toEqual(answer);
    expect(changes.map((change) => change.id)).toEqual([
      'differentiator',
      'products:removed:Connectors',
      'products:added:Mobile app',
    ]);
    expect(generation).toMatchObject({ promptType: 'USP_EDIT', version: '1.0' });
    const [system] = fake.requests[0]!.body!.messages!;
    expect(system!.content).toContain('Differentiator: Live in a week, not a quarter\n');
    expect(system!.content).toContain('- Connectors\n');

    const saved = await send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
      id: usp.id,
      ...scope(),
      ...applyChanges('usp', usp, changes, ['products:added:Mobile app']),
      revision: usp.revision,
      generation: { token: generation.token, proposal },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Usp>()).toMatchObject({
      // Where the proposal has it: after Portal, before the removal staff rejected.
      products: ['Portal', 'Mobile app', 'Connectors'],
      generatedBy: { promptType: 'USP_EDIT', edited: false, changes: { kept: 1, proposed: 3 } },
    });
  });

  test("another tenant's USP is 404 like a missing one", async () => {
    const response = await send(
      'POST',
      `/api/usp-onboarding/${ids.acme.id}/no-such-usp/revise`,
      staff,
      {
        request: REQUEST,
      },
    );
    expect(response.json()).toEqual(notFoundBody('USP not found'));
    const globex = await send(
      'POST',
      `/api/usp-onboarding/${ids.globex.id}/no-such-usp/revise`,
      staff,
      {
        request: REQUEST,
      },
    );
    expect(globex.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('revisions with another configuration', () => {
  const withApp = async (
    overrides: Parameters<typeof testAppConfig>[0],
    run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ) => {
    const app = await buildApp(testAppConfig(overrides), ctx.database.db);
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  test('the offline provider is 409 MODEL_NOT_CONFIGURED', async () => {
    const icp = await newIcp();
    const usp = await newUsp();
    await withApp({}, async (offline) => {
      const token = await loginAs(offline, STAFF.username, STAFF.password);
      for (const url of [
        `/api/icp-onboarding/${icp.tenantId}/${icp.id}/revise`,
        `/api/usp-onboarding/${usp.tenantId}/${usp.id}/revise`,
      ]) {
        const response = await offline.inject({
          method: 'POST',
          url,
          headers: bearer(token),
          payload: { request: REQUEST },
        });
        expect(response.json()).toMatchObject({ statusCode: 409, code: 'MODEL_NOT_CONFIGURED' });
      }
    });
  });

  test('past the per-user limit of drafts a user gets 429', async () => {
    const icp = await newIcp();
    fake.answerWith(jsonAnswer(revisedIcp(icp)));
    const later = () => ctx.clock.now() + 10 * 60_000;
    const limits = { modelProvider: provider(), drafts: { max: 1, windowMs: 60_000 }, now: later };
    await withApp(limits, async (app) => {
      const token = await loginAs(app, STAFF.username, STAFF.password);
      const call = () =>
        app.inject({
          method: 'POST',
          url: `/api/icp-onboarding/${icp.tenantId}/${icp.id}/revise`,
          headers: bearer(token),
          payload: { request: REQUEST },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).json()).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many revisions from this account. Try again in 1 minute.',
      });
    });
  });
});

import type { IcpDraftResponse, PersonaDraftResponse, UspDraftResponse } from '@portal/contract';
import { buildApp } from '../../src/app';
import { ADMIN, bearer, loginAs, STAFF, testAppConfig } from '../helpers/app';
import { CANNED_DRAFTS, jsonAnswer, UNUSABLE_ANSWERS } from '../helpers/fake-model-server';
import { MODEL_TIMEOUT_MESSAGE, MODEL_TIMEOUT_MS, useFakeModelApp } from '../helpers/model-app';
import { noReleaseBody, notFoundBody, sender, snapshotOnboarding } from '../helpers/onboarding';
import { overridesUrl } from '../helpers/prompt-overrides';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

/** Drafts (issue 21) through the OpenAI-compatible provider, against a fake server on loopback. */
const TIMEOUT_MS = MODEL_TIMEOUT_MS;
const { ctx, fake, provider } = useFakeModelApp({ initial: jsonAnswer(CANNED_DRAFTS.icp) });
const send = sender(ctx);
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp));
});

const scope = () => ({ tenantId: ids.acme.id, workspaceId: ids.enterpriseSales.id });
const draftIcp = (body: object = {}) =>
  send('POST', '/api/icp-onboarding/draft', staff, { ...scope(), ...body });
const unusable = (reason: string) => ({
  statusCode: 502,
  code: 'MODEL_ANSWER_UNUSABLE',
  message: `The model's answer could not be used: ${reason}`,
});

describe('POST /api/icp-onboarding/draft', () => {
  test("sends the tenant's rendered ICP instruction and the description in JSON mode; answers the draft and its generation", async () => {
    const before = await snapshotOnboarding(ctx.database.db);

    const response = await draftIcp({ companyDescription: '  We plan freight for 3PLs.  ' });

    expect(response.statusCode).toBe(200);
    const { draft, generation } = response.json<IcpDraftResponse>();
    expect(draft).toEqual(CANNED_DRAFTS.icp);
    const icpInstruction = (await ctx.repos.prompts.findDefault('ICP'))!;
    expect(generation).toEqual({
      promptId: icpInstruction.id,
      promptType: 'ICP',
      version: '1.1',
      model: 'gpt-test',
      generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      token: expect.any(String),
    });
    const sent = fake.requests[0]!.body!;
    expect(sent.response_format).toEqual({ type: 'json_object' });
    const [system, user] = sent.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain(
      'Company: Acme Corp (acme.example.com). Outbound motion for enterprise accounts',
    );
    expect(user!.role).toBe('user');
    expect(user!.content).toMatch(/^Company description:\nWe plan freight for 3PLs\.\n\n/);
    expect(user!.content).toContain('"segments" (array of at most 50 objects');
    // Nothing is saved.
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test("a blank description uses the workspace's; neither is 400 and calls no model", async () => {
    expect((await draftIcp({ companyDescription: '   ' })).statusCode).toBe(200);
    expect(fake.requests[0]!.body!.messages![1]!.content).toMatch(
      /^Company description:\nOutbound motion for enterprise accounts\n/,
    );

    const smb = await send('POST', '/api/icp-onboarding/draft', staff, {
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
    });
    expect(smb.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message:
        'companyDescription is required: this workspace has no description. Type or paste a ' +
        'short description of the company.',
    });
    expect(fake.requests).toHaveLength(1);
  });

  test('trims the texts of the answer as saving would', async () => {
    fake.answerWith(jsonAnswer({ ...CANNED_DRAFTS.icp, name: '  Logistics  ' }));

    const { draft } = (await draftIcp()).json<IcpDraftResponse>();

    expect(draft.name).toBe('Logistics');
  });

  test.each([
    ['not JSON', UNUSABLE_ANSWERS.notJson, 'it is not JSON'],
    ['a segment without name', UNUSABLE_ANSWERS.segmentWithoutName, 'segments[1].name is required'],
    ['a name over the limit', UNUSABLE_ANSWERS.nameTooLong, 'name must be at most 200 characters'],
    [
      'an unexpected key',
      jsonAnswer({ ...CANNED_DRAFTS.icp, notes: 'x' }),
      "the answer has an unexpected key 'notes'",
    ],
    [
      'a flag of the wrong type',
      jsonAnswer({
        ...CANNED_DRAFTS.icp,
        buyerPersonas: [{ ...CANNED_DRAFTS.icp.buyerPersonas[0], isMobilizer: 'yes' }],
      }),
      'buyerPersonas[0].isMobilizer must be a boolean',
    ],
    [
      'a list instead of an object',
      jsonAnswer([CANNED_DRAFTS.icp]),
      'the answer must be an object',
    ],
  ])('an answer with %s is 502 MODEL_ANSWER_UNUSABLE naming why', async (_, answer, reason) => {
    fake.answerWith(answer);

    const response = await draftIcp();

    expect(response.json()).toEqual(unusable(reason));
    expect(response.statusCode).toBe(502);
  });

  test('an answer slower than the time limit is 504 MODEL_TIMEOUT', async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.icp, TIMEOUT_MS * 4));

    const response = await draftIcp();

    expect(response.json()).toEqual({
      statusCode: 504,
      code: 'MODEL_TIMEOUT',
      message: MODEL_TIMEOUT_MESSAGE,
    });
    expect(await fake.requests[0]!.closed).toBe('abandoned');
  });

  test("uses the tenant's resolved instruction: an admin's pin to an older version", async () => {
    const admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
    const icpInstruction = (await ctx.repos.prompts.findDefault('ICP'))!;
    const older = (await ctx.repos.prompts.find({ id: icpInstruction.id, version: '1.0' }))!;
    const pin = { promptId: icpInstruction.id, version: '1.0' };
    const url = overridesUrl(ids.acme.id, 'ICP');
    expect((await send('PUT', url, admin, pin)).statusCode).toBe(201);
    try {
      const { generation } = (await draftIcp()).json<IcpDraftResponse>();

      expect(generation).toMatchObject({ promptId: icpInstruction.id, version: '1.0' });
      const system = fake.requests[0]!.body!.messages![0]!.content;
      expect(system.startsWith(older.promptContent.split('{{')[0]!)).toBe(true);
      expect(system).not.toContain('employee count');
    } finally {
      await send('DELETE', url, admin);
    }
  });

  test("another tenant's workspace is the same 404 as a missing one; no model is called", async () => {
    const response = await send('POST', '/api/icp-onboarding/draft', staff, {
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
      companyDescription: 'Globex makes everything.',
    });

    expect(response.json()).toEqual(notFoundBody('Tenant not found'));
    expect(fake.requests).toHaveLength(0);
  });

  test('without a release of ICP for the tenant it is 404 NO_RELEASE; no model is called', async () => {
    const assignments = await ctx.database.db
      .selectFrom('release_assignments')
      .selectAll()
      .where('prompt_type', '=', 'ICP')
      .execute();
    await ctx.database.db
      .deleteFrom('release_assignments')
      .where('prompt_type', '=', 'ICP')
      .execute();
    try {
      const response = await draftIcp({ companyDescription: 'We plan freight for 3PLs.' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(noReleaseBody('ICP'));
      expect(fake.requests).toHaveLength(0);
    } finally {
      await ctx.database.db.insertInto('release_assignments').values(assignments).execute();
    }
  });
});

describe('POST /api/icp-onboarding/draft-personas', () => {
  test("renders the form's ICP into the BUYER_PERSONA instruction and answers personas", async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.personas));

    const response = await send('POST', '/api/icp-onboarding/draft-personas', staff, {
      ...scope(),
      icp: {
        name: 'Logistics',
        description: '',
        segments: [{ name: 'Regional 3PLs', description: '50–500 staff', details: 'EU only' }],
      },
    });

    expect(response.statusCode).toBe(200);
    const { draft, generation } = response.json<PersonaDraftResponse>();
    expect(draft).toEqual(CANNED_DRAFTS.personas);
    expect(generation.promptType).toBe('BUYER_PERSONA');
    const system = fake.requests[0]!.body!.messages![0]!.content;
    expect(system).toContain(
      'ICP: Logistics\n\nSegments:\n- Regional 3PLs: 50–500 staff (EU only)',
    );
  });

  test('an ICP answer where personas were asked for is 502', async () => {
    const response = await send('POST', '/api/icp-onboarding/draft-personas', staff, {
      ...scope(),
      icp: { name: '', description: '', segments: [] },
    });

    expect(response.json()).toEqual(unusable("the answer has an unexpected key 'name'"));
  });
});

describe('POST /api/usp-onboarding/draft', () => {
  test('answers a USP draft from the USP instruction', async () => {
    fake.answerWith(jsonAnswer(CANNED_DRAFTS.usp));

    const response = await send('POST', '/api/usp-onboarding/draft', staff, scope());

    expect(response.statusCode).toBe(200);
    const { draft, generation } = response.json<UspDraftResponse>();
    expect(draft).toEqual(CANNED_DRAFTS.usp);
    expect(generation).toMatchObject({ promptType: 'USP', version: '1.0', model: 'gpt-test' });
  });

  test('a USP without products is 502', async () => {
    fake.answerWith(jsonAnswer({ ...CANNED_DRAFTS.usp, products: [] }));

    const response = await send('POST', '/api/usp-onboarding/draft', staff, scope());

    expect(response.json()).toEqual(unusable('products must have at least 1 item'));
  });
});

describe('drafts with another configuration', () => {
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

  test('the offline provider is 409 MODEL_NOT_CONFIGURED saying how to configure one', async () => {
    await withApp({}, async (offline) => {
      const token = await loginAs(offline, STAFF.username, STAFF.password);
      for (const url of ['/api/icp-onboarding/draft', '/api/usp-onboarding/draft']) {
        const response = await offline.inject({
          method: 'POST',
          url,
          headers: bearer(token),
          payload: scope(),
        });
        expect(response.json()).toEqual({
          statusCode: 409,
          code: 'MODEL_NOT_CONFIGURED',
          message:
            'No model is configured, so nothing can be drafted: the offline provider is not a ' +
            'model. Set MODEL_BASE_URL and MODEL_NAME (docs/model-provider.md) and restart the API.',
        });
      }
    });
  });

  test('past the per-user limit a user gets 429 with Retry-After; another user does not', async () => {
    // Its own clock, ten minutes on: the drafts earlier in this file are out of its window.
    const later = () => ctx.clock.now() + 10 * 60_000;
    const limits = { modelProvider: provider(), drafts: { max: 2, windowMs: 60_000 }, now: later };
    await withApp(limits, async (app) => {
      const [staffToken, adminToken] = [
        await loginAs(app, STAFF.username, STAFF.password),
        await loginAs(app, ADMIN.username, ADMIN.password),
      ];
      const call = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/icp-onboarding/draft',
          headers: bearer(token),
          payload: scope(),
        });
      expect((await call(staffToken)).statusCode).toBe(200);
      expect((await call(staffToken)).statusCode).toBe(200);

      const refused = await call(staffToken);

      expect(refused.json()).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many drafts from this account. Try again in 1 minute.',
      });
      expect(refused.headers['retry-after']).toBe('60');
      expect(fake.requests).toHaveLength(2);
      expect((await call(adminToken)).statusCode).toBe(200);
    });
  });
});

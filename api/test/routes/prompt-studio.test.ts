import { randomUUID } from 'node:crypto';
import type { Icp, Prompt, PromptVariableInfo, RenderPromptRequest } from '@portal/contract';
import { useIsolationFixture } from '../helpers/isolation';
import { icpInput, notFoundBody } from '../helpers/onboarding';

const { ctx, send, fixture } = useIsolationFixture();

/** The workspace's research brief (issue 39 §3): last in the catalogue, for every draft type. */
const RESEARCH_VARIABLES = [
  'research.summary',
  'research.offerings',
  'research.markets',
  'research.competitors',
  'research.signals',
];
const ICP_VARIABLES = [
  'tenant.name',
  'tenant.primaryDomain',
  'workspace.name',
  'workspace.description',
  'icp.name',
  'icp.description',
  'icp.segments',
  'icp.buyerPersonas',
  ...RESEARCH_VARIABLES,
];

describe('GET /api/prompts/variables', () => {
  const variables = (promptType: string, token = fixture.staff) =>
    send('GET', `/api/prompts/variables?promptType=${promptType}`, token);

  test("answers the catalogue of the type, a list's entry with its items' fields", async () => {
    const response = await variables('ICP');
    expect(response.statusCode).toBe(200);
    const list = response.json<PromptVariableInfo[]>();
    expect(list.map((variable) => variable.name)).toEqual(ICP_VARIABLES);
    expect(list[0]).toEqual({
      name: 'tenant.name',
      kind: 'text',
      description: "The tenant's name",
      example: 'Acme Corp',
    });
    expect(list.find((variable) => variable.name === 'icp.segments')).toEqual({
      name: 'icp.segments',
      kind: 'list',
      description: "The chosen ICP's segments",
      example: '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}',
      fields: [
        { name: 'name', description: "The segment's name", example: 'Fintech' },
        { name: 'description', description: "The segment's description", example: 'Payments' },
        { name: 'details', description: "The segment's details", example: '200+ employees, EU' },
      ],
    });
  });

  test('a USP type gets the USP variables, not the ICP ones', async () => {
    const names = (await variables('USP_EDIT')).json<PromptVariableInfo[]>().map((v) => v.name);
    expect(names).toEqual([
      ...ICP_VARIABLES.slice(0, 4),
      'usp.name',
      'usp.differentiator',
      'usp.products',
      'usp.capabilities',
      // An edit type's own (issue 39 §2): the staff's request.
      'request',
      ...RESEARCH_VARIABLES,
    ]);
  });

  test('an unknown type is a 400; no token a 401', async () => {
    const unknown = await variables('SUMMARY');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'querystring/promptType must be equal to one of the allowed values',
    });
    const anonymous = await ctx.app.inject({ url: '/api/prompts/variables?promptType=ICP' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/prompts/render', () => {
  const render = (body: Partial<RenderPromptRequest>, token = fixture.staff) =>
    send('POST', '/api/prompts/render', token, {
      promptType: 'ICP',
      tenantId: fixture.ids.acme.id,
      workspaceId: fixture.ids.enterpriseSales.id,
      icpId: fixture.acmeIcp.id,
      ...body,
    });

  test("renders the text on the ICP's records: both segments' names", async () => {
    const response = await render({
      promptContent:
        'For {{tenant.name}} ({{tenant.primaryDomain}}), {{workspace.name}}:\n' +
        '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}Done.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text:
        'For Acme Corp (acme.example.com), Enterprise Sales:\n' +
        '- Hospital groups: Epic or Cerner EHR\n- Clinics: Own scheduling tools\nDone.',
      variables: [
        { name: 'tenant.name', value: 'Acme Corp' },
        { name: 'tenant.primaryDomain', value: 'acme.example.com' },
        { name: 'workspace.name', value: 'Enterprise Sales' },
        { name: 'icp.segments', value: 'Hospital groups\nClinics' },
      ],
      warnings: [],
    });
  });

  test('a persona without description renders empty and is a warning', async () => {
    const response = await render({
      promptType: 'BUYER_PERSONA',
      promptContent:
        '{{#icp.buyerPersonas}}{{name}}:{{#isMobilizer}} mobilizer,{{/isMobilizer}} ' +
        '{{description}}\n{{/icp.buyerPersonas}}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: 'CIO: Owns the roadmap\nHead of Nursing: mobilizer, \n',
      warnings: [
        {
          variable: 'icp.buyerPersonas[1].description',
          message: 'Buyer persona "Head of Nursing" has no description',
        },
      ],
    });
  });

  test("an edit type's {{request}} renders empty in the Preview, with a warning: staff type it in 'Revise with AI'", async () => {
    const response = await render({
      promptType: 'ICP_EDIT',
      promptContent: 'Revise {{icp.name}}: {{request}}.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: 'Revise Healthcare providers: .',
      variables: [
        { name: 'icp.name', value: 'Healthcare providers' },
        { name: 'request', value: '' },
      ],
      warnings: [{ variable: 'request', message: 'No request given: it renders empty' }],
    });
  });

  test('the seeded instructions render their company and ICP, optional parts only when set', async () => {
    const prompts = (await send('GET', '/api/prompts/', fixture.staff)).json<Prompt[]>();
    const active = (type: string) =>
      prompts.find((p) => p.promptType === type && p.isActive)!.promptContent;
    const company = async (workspaceId: string) =>
      (await render({ workspaceId, icpId: undefined, promptContent: active('ICP') }))
        .json<{ text: string }>()
        .text.split('Company: ')[1];
    expect(await company(fixture.ids.enterpriseSales.id)).toBe(
      'Acme Corp (acme.example.com). Outbound motion for enterprise accounts',
    );
    expect(await company(fixture.ids.smb.id)).toBe('Acme Corp (acme.example.com)');
    const personas = await render({
      promptType: 'BUYER_PERSONA',
      promptContent: active('BUYER_PERSONA'),
    });
    expect(personas.json<{ text: string }>().text).toMatch(
      /\n\nICP: Healthcare providers\nHospital groups modernising patient intake\nSegments:\n- Hospital groups: 10\+ sites \(Epic or Cerner EHR\)\n- Clinics: Outpatient chains \(Own scheduling tools\)\n$/,
    );
  });

  test('values are not HTML-escaped: the model reads plain text', async () => {
    const icp = (
      await send(
        'POST',
        '/api/icp-onboarding',
        fixture.staff,
        icpInput(fixture.ids.acme.id, fixture.ids.enterpriseSales.id, {
          name: 'R&D <labs> "quoted"',
        }),
      )
    ).json<Icp>();
    const response = await render({ icpId: icp.id, promptContent: '{{icp.name}}' });
    expect(response.json()).toMatchObject({ text: 'R&D <labs> "quoted"' });
  });

  test('a USP renders its products as a list of texts', async () => {
    const response = await render({
      promptType: 'USP',
      icpId: undefined,
      uspId: fixture.acmeUsp.id,
      promptContent:
        '{{usp.name}} ({{workspace.description}}):\n{{#usp.products}}- {{.}}\n{{/usp.products}}',
    });
    expect(response.json()).toEqual({
      text: 'Fast onboarding (Outbound motion for enterprise accounts):\n- Portal\n- Connectors\n',
      variables: [
        { name: 'usp.name', value: 'Fast onboarding' },
        { name: 'workspace.description', value: 'Outbound motion for enterprise accounts' },
        { name: 'usp.products', value: 'Portal\nConnectors' },
      ],
      warnings: [],
    });
  });

  test('without an ICP its variables render empty, with one warning', async () => {
    const response = await render({
      workspaceId: fixture.ids.smb.id,
      icpId: undefined,
      promptContent:
        '{{workspace.name}}: {{workspace.description}}|{{icp.name}}|' +
        '{{#icp.segments}}{{name}}{{/icp.segments}}|{{icp.description}}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: 'SMB: |||',
      variables: [
        { name: 'workspace.name', value: 'SMB' },
        { name: 'workspace.description', value: '' },
        { name: 'icp.name', value: '' },
        { name: 'icp.segments', value: '' },
        { name: 'icp.description', value: '' },
      ],
      warnings: [
        { variable: 'workspace.description', message: 'Workspace "SMB" has no description' },
        { variable: 'icp', message: 'No ICP chosen: its variables render empty' },
      ],
    });
  });

  test('a tenant without primary domain is a warning', async () => {
    const initech = fixture.ids.initech.id;
    const workspace = await ctx.repos.workspaces.create({ tenantId: initech, name: 'Labs' });
    const response = await render(
      {
        promptType: 'COMPANY_RESEARCH',
        tenantId: initech,
        workspaceId: workspace.id,
        icpId: undefined,
        promptContent: 'Research {{tenant.name}} at {{tenant.primaryDomain}}.',
      },
      fixture.admin,
    );
    expect(response.json()).toMatchObject({
      text: 'Research Initech at .',
      warnings: [
        { variable: 'tenant.primaryDomain', message: 'Tenant "Initech" has no primary domain' },
      ],
    });
  });

  test.each([
    ['of another workspace of the tenant', () => ({ workspaceId: fixture.ids.smb.id })],
    ['of another tenant', () => ({ icpId: fixture.globexIcp.id })],
    ['that does not exist', () => ({ icpId: randomUUID() })],
  ])('an ICP %s is the same 404', async (_label, changes) => {
    for (const token of [fixture.staff, fixture.admin]) {
      const response = await render({ promptContent: '{{icp.name}}', ...changes() }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody('ICP not found'));
    }
  });

  test('a USP of another tenant is the 404 of a missing one', async () => {
    for (const uspId of [fixture.globexUsp.id, randomUUID()]) {
      const response = await render({
        promptType: 'USP',
        icpId: undefined,
        uspId,
        promptContent: '{{usp.name}}',
      });
      expect(response.json()).toEqual(notFoundBody('USP not found'));
    }
  });

  test('a tenant staff may not reach is the 404 of a missing one, its records unseen', async () => {
    const globex = {
      tenantId: fixture.ids.globex.id,
      workspaceId: fixture.ids.emea.id,
      icpId: fixture.globexIcp.id,
      promptContent: '{{tenant.name}} {{icp.name}}',
    };
    const refused = await render(globex);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(notFoundBody('Tenant not found'));
    const missing = await render({ ...globex, tenantId: randomUUID() });
    expect(missing.json()).toEqual(refused.json());
    // The admin reaches Globex: the same request renders there.
    expect((await render(globex, fixture.admin)).json()).toMatchObject({
      text: `Globex ${fixture.globexIcp.name}`,
    });
  });

  test('a workspace of another tenant is a 404', async () => {
    const response = await render({ workspaceId: fixture.ids.emea.id, promptContent: 'x' });
    expect(response.json()).toEqual(notFoundBody('Workspace not found'));
  });

  describe('a render that would grow without bound is refused early', () => {
    let big: Icp;
    beforeAll(async () => {
      const segment = (i: number) => ({
        name: `Segment ${i}`,
        description: 'd',
        details: 'x'.repeat(10_000),
      });
      const body = icpInput(fixture.ids.acme.id, fixture.ids.enterpriseSales.id, {
        segments: Array.from({ length: 50 }, (_, i) => segment(i)),
      });
      big = (await send('POST', '/api/icp-onboarding', fixture.staff, body)).json<Icp>();
    });

    test.each([
      // 5 × 50 × 10,000 characters of output.
      ['a long text', '{{#icp.segments}}{{details}}{{/icp.segments}}\n'.repeat(5)],
      // 50⁶ items, none of them writing anything: stopped after 100,000 steps.
      ['nested lists', `${'{{#icp.segments}}'.repeat(6)}${'{{/icp.segments}}'.repeat(6)}`],
    ])('%s: 400 RENDER_TOO_LARGE', async (_label, promptContent) => {
      const response = await render({ icpId: big.id, promptContent });
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'RENDER_TOO_LARGE',
        message:
          'The rendered text would be too large (at most 2,000,000 characters and ' +
          '100,000 template steps): name fewer lists, or repeat them less',
      });
    });

    test('the largest ICP, each list once, renders', async () => {
      const response = await render({
        icpId: big.id,
        promptContent: '{{#icp.segments}}{{name}}: {{details}}\n{{/icp.segments}}',
      });
      expect(response.statusCode).toBe(200);
      // 'Segment 0: ' + 10,000 + '\n' = 10,012 characters; one more from Segment 10 on.
      expect(response.json<{ text: string }>().text).toHaveLength(50 * 10_012 + 40);
    });
  });

  test('a text the catalogue refuses is a 400 naming the variable and its line', async () => {
    const response = await render({ promptContent: 'Hello\n{{usp.name}}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'UNKNOWN_VARIABLE',
      message: 'Variable "{{usp.name}}" on line 2 is not available to ICP instructions',
    });
  });

  test('no token is a 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/prompts/render',
      payload: {
        promptType: 'ICP',
        promptContent: '{{tenant.name}}',
        tenantId: fixture.ids.acme.id,
        workspaceId: fixture.ids.enterpriseSales.id,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

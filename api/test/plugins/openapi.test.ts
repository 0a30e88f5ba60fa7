import { REQUIRED_TEXT_PATTERN } from '@portal/contract/limits';
import { useTestApp } from '../helpers/app';

const ctx = useTestApp();

describe('OpenAPI document', () => {
  test('lists every route with its schemas and bearer security', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info).toMatchObject({ title: 'Enterprise Portal API', version: '1.0.0' });
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });

    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/ready',
        'POST /api/auth/login',
        'GET /api/auth/oidc',
        'POST /api/auth/logout',
        'PUT /api/auth/change-password',
        'POST /api/client-events',
        'GET /api/tenants/',
        'GET /api/tenants/{tenantId}',
        'GET /api/workspaces/tenant/{tenantId}',
        'GET /api/workspaces/{workspaceId}',
        'POST /api/tenants/',
        'PUT /api/tenants/{tenantId}',
        'POST /api/tenants/{tenantId}/archive',
        'POST /api/tenants/{tenantId}/unarchive',
        'GET /api/tenants/{tenantId}/members',
        'PUT /api/tenants/{tenantId}/members/{userId}',
        'DELETE /api/tenants/{tenantId}/members/{userId}',
        'POST /api/workspaces/',
        'PUT /api/workspaces/{workspaceId}',
        'POST /api/workspaces/{workspaceId}/archive',
        'POST /api/workspaces/{workspaceId}/unarchive',
        'GET /api/icp-onboarding/{tenantId}/workspace/{workspaceId}',
        'GET /api/icp-onboarding/{tenantId}/{icpId}',
        'POST /api/icp-onboarding',
        'PUT /api/icp-onboarding/{tenantId}/{icpId}',
        'DELETE /api/icp-onboarding/{tenantId}/{icpId}',
        'GET /api/usp-onboarding/{tenantId}/workspace/{workspaceId}',
        'GET /api/usp-onboarding/{tenantId}/{uspId}',
        'POST /api/usp-onboarding',
        'PUT /api/usp-onboarding/{uspId}',
        'DELETE /api/usp-onboarding/{tenantId}/{uspId}',
        'GET /api/research-briefs/{tenantId}/workspace/{workspaceId}',
        'GET /api/research-briefs/{tenantId}/{briefId}',
        'POST /api/research-briefs',
        'PUT /api/research-briefs/{tenantId}/{briefId}',
        'DELETE /api/research-briefs/{tenantId}/{briefId}',
        'POST /api/research-briefs/research',
        'POST /api/research-briefs/research/runs',
        'GET /api/research-briefs/{tenantId}/workspace/{workspaceId}/research-runs/latest',
        'GET /api/research-briefs/{tenantId}/research-runs/{runId}',
        'POST /api/research-briefs/{tenantId}/research-runs/{runId}/cancel',
        'GET /api/prompts/',
        'POST /api/prompts/',
        'PUT /api/prompts/{id}/{version}',
        'DELETE /api/prompts/{id}',
        'GET /api/prompts/compare',
        'GET /api/prompts/{id}/versions',
        'POST /api/prompts/{id}/versions/{version}/restore',
        'GET /api/prompts/resolve',
        'GET /api/prompts/overrides',
        'GET /api/tenants/{tenantId}/prompt-overrides',
        'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/export',
        'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/import',
        'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/copy',
        'PUT /api/tenants/{tenantId}/prompt-overrides/{promptType}',
        'DELETE /api/tenants/{tenantId}/prompt-overrides/{promptType}',
        'GET /api/prompts/variables',
        'POST /api/prompts/render',
        'GET /api/audit',
        'GET /api/auth/me',
        'GET /api/model-provider',
        'POST /api/prompts/test-run',
        'POST /api/icp-onboarding/draft',
        'POST /api/icp-onboarding/draft-personas',
        'POST /api/usp-onboarding/draft',
        'POST /api/icp-onboarding/{tenantId}/{icpId}/revise',
        'POST /api/usp-onboarding/{tenantId}/{uspId}/revise',
        'POST /api/drafts/dismiss',
        'GET /api/prompts/{id}/versions/{version}/artifacts',
        'GET /api/prompts/{id}/versions/{version}/scorecard',
        'GET /api/prompts/test-cases',
        'POST /api/prompts/test-cases',
        'PUT /api/prompts/test-cases/{caseId}',
        'DELETE /api/prompts/test-cases/{caseId}',
        'POST /api/prompts/{id}/test-cases/runs',
        'GET /api/prompts/{id}/test-cases/runs/latest',
        'GET /api/test-case-runs/{runId}',
        'POST /api/test-case-runs/{runId}/cancel',
        'POST /api/prompts/{id}/test-cases/run',
        'GET /api/prompts/{id}/versions/{version}/test-results',
        'GET /api/prompts/test-pass-rates',
        'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/trash',
        'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}',
        'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}/restore',
        'DELETE /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}',
        'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}',
        'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/restore',
        'GET /api/users',
        'POST /api/users',
        'PUT /api/users/{userId}/role',
        'POST /api/users/{userId}/reset-password',
        'POST /api/users/{userId}/disable',
        'POST /api/users/{userId}/enable',
        'POST /api/prompts/{id}/versions/{version}/release-requests',
        'GET /api/release-requests',
        'GET /api/release-requests/{requestId}',
        'POST /api/release-requests/{requestId}/approve',
        'POST /api/release-requests/{requestId}/reject',
        'POST /api/release-requests/{requestId}/comments',
        'POST /api/release-requests/{requestId}/release',
        'POST /api/prompts/releases/{releaseId}/rollback',
        'GET /api/prompts/releases',
        'GET /api/prompts/release-status',
        'GET /api/webhooks',
        'POST /api/webhooks',
        'PUT /api/webhooks/{webhookId}',
        'DELETE /api/webhooks/{webhookId}',
        'GET /api/webhooks/{webhookId}/deliveries',
        'POST /api/webhooks/{webhookId}/test',
      ].sort(),
    );

    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '429', '500']);
    expect(login.security).toBeUndefined();
    expect(doc.paths['/api/tenants/'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/workspaces/{workspaceId}'].get.responses['404']).toBeDefined();

    const logout = doc.paths['/api/auth/logout'].post;
    expect(logout.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(logout.responses).sort()).toEqual(['204', '401', '500']);
    const changed = doc.paths['/api/auth/change-password'].put.responses['200'];
    expect(changed.content['application/json'].schema.properties.token.type).toBe('string');
    const events = doc.paths['/api/client-events'].post;
    expect(events.security).toBeUndefined();
    expect(events.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  test('documents the ICP and USP routes with bodies, params, limits and every status', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    const statuses = (path: string, method: string) =>
      Object.keys(op(path, method).responses).sort();
    const bodyOf = (path: string, method: string) =>
      op(path, method).requestBody.content['application/json'].schema;

    const icp = '/api/icp-onboarding/{tenantId}/{icpId}';
    expect(statuses('/api/icp-onboarding', 'post')).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
      '500',
    ]);
    expect(statuses(icp, 'put')).toEqual(['200', '400', '401', '403', '404', '409', '413', '500']);
    expect(statuses(icp, 'delete')).toEqual(['204', '400', '401', '403', '404', '500']);
    expect(statuses(icp, 'get')).toEqual(['200', '400', '401', '404', '500']);
    expect(statuses('/api/usp-onboarding/{uspId}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '500',
    ]);
    expect(
      op(icp, 'put')
        .parameters.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['icpId', 'tenantId']);
    expect(op(icp, 'put').security).toEqual([{ bearerAuth: [] }]);

    const create = bodyOf('/api/icp-onboarding', 'post');
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.name).toMatchObject({
      maxLength: 200,
      pattern: REQUIRED_TEXT_PATTERN,
    });
    expect(create.properties.segments.maxItems).toBe(50);
    expect(create.properties.segments.items.properties.details.maxLength).toBe(10_000);
    expect(create.required).toEqual(expect.arrayContaining(['segments', 'buyerPersonas']));
    const usp = bodyOf('/api/usp-onboarding', 'post');
    expect(usp.properties.products).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(usp.properties.products.items.maxLength).toBe(500);
  });

  test('documents the prompt routes with bodies, params, limits and every status', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    const statuses = (path: string, method: string) =>
      Object.keys(op(path, method).responses).sort();
    const edit = '/api/prompts/{id}/{version}';

    expect(statuses('/api/prompts/', 'get')).toEqual(['200', '400', '401', '500']);
    expect(statuses('/api/prompts/', 'post')).toEqual(['201', '400', '401', '403', '413', '500']);
    expect(statuses(edit, 'put')).toEqual(['200', '400', '401', '403', '404', '409', '413', '500']);
    expect(statuses('/api/prompts/{id}', 'delete')).toEqual([
      '204',
      '400',
      '401',
      '403',
      '404',
      '409',
      '500',
    ]);
    for (const [path, method] of [
      ['/api/prompts/', 'get'],
      ['/api/prompts/', 'post'],
      [edit, 'put'],
      ['/api/prompts/{id}', 'delete'],
    ] as const) {
      expect(op(path, method).security).toEqual([{ bearerAuth: [] }]);
    }

    const create = op('/api/prompts/', 'post').requestBody.content['application/json'].schema;
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.version.enum).toEqual(['1.0']);
    expect(create.properties.promptType.enum).toHaveLength(7);
    expect(create.properties.description).toMatchObject({
      maxLength: 500,
      pattern: REQUIRED_TEXT_PATTERN,
    });
    expect(create.properties.promptContent.maxLength).toBe(50_000);
    const params = op(edit, 'put').parameters;
    expect(params.map((p: { name: string }) => p.name).sort()).toEqual(['id', 'version']);
    const reply = op(edit, 'put').responses['200'].content['application/json'].schema;
    expect(reply.required).toEqual(expect.arrayContaining(['newVersion', 'isActive']));
  });

  test('documents the instruction studio (issue 20): the template codes, variables, render', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    for (const [path, method] of [
      ['/api/prompts/', 'post'],
      ['/api/prompts/{id}/{version}', 'put'],
      ['/api/prompts/{id}/versions/{version}/restore', 'post'],
      ['/api/prompts/render', 'post'],
    ] as const) {
      expect(op(path, method).summary).toMatch(/UNKNOWN_VARIABLE.*TEMPLATE_SYNTAX/);
    }
    const variables = op('/api/prompts/variables', 'get');
    expect(variables.parameters[0]).toMatchObject({ in: 'query', name: 'promptType' });
    const info = variables.responses['200'].content['application/json'].schema.items;
    expect(info.required).toEqual(['name', 'kind', 'description', 'example']);
    const render = op('/api/prompts/render', 'post');
    const body = render.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.required).toEqual(['promptType', 'promptContent', 'tenantId', 'workspaceId']);
    expect(body.properties.promptContent.maxLength).toBe(50_000);
    const answer = render.responses['200'].content['application/json'].schema;
    expect(answer.required).toEqual(['text', 'variables', 'warnings']);
  });

  test('documents the workbench routes (issue 11): versions, restore, compare, audit, paging', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    const statuses = (path: string, method: string) =>
      Object.keys(op(path, method).responses).sort();
    const names = (path: string, method: string) =>
      op(path, method)
        .parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)
        .sort();
    const restore = '/api/prompts/{id}/versions/{version}/restore';

    expect(statuses('/api/prompts/{id}/versions', 'get')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '500',
    ]);
    expect(statuses(restore, 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '500',
    ]);
    expect(statuses('/api/prompts/compare', 'get')).toEqual(['200', '400', '401', '404', '500']);
    expect(statuses('/api/audit', 'get')).toEqual(['200', '400', '401', '404', '500']);
    for (const [path, method] of [
      ['/api/prompts/{id}/versions', 'get'],
      [restore, 'post'],
      ['/api/prompts/compare', 'get'],
      ['/api/audit', 'get'],
    ] as const) {
      expect(op(path, method).security).toEqual([{ bearerAuth: [] }]);
    }
    const restoreBody = op(restore, 'post').requestBody.content['application/json'].schema;
    expect(restoreBody.required).toEqual(['activeVersion']);
    expect(names('/api/prompts/compare', 'get')).toEqual([
      'query:fromId',
      'query:fromVersion',
      'query:toId',
      'query:toVersion',
    ]);
    expect(names('/api/audit', 'get')).toEqual([
      'query:cursor',
      'query:entity',
      'query:entityId',
      'query:limit',
      'query:tenantId',
    ]);
    for (const list of [
      '/api/prompts/',
      '/api/icp-onboarding/{tenantId}/workspace/{workspaceId}',
      '/api/usp-onboarding/{tenantId}/workspace/{workspaceId}',
    ]) {
      expect(names(list, 'get')).toEqual(expect.arrayContaining(['query:cursor', 'query:limit']));
    }
    const icp = op('/api/icp-onboarding/{tenantId}/{icpId}', 'get').responses['200'].content[
      'application/json'
    ].schema;
    expect(icp.required).toContain('revision');
  });

  test("documents the resolve route's ETag, Cache-Control and bodiless 304 (issue 20)", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { responses } = doc.paths['/api/prompts/resolve'].get;
    for (const status of ['200', '304']) {
      expect(Object.keys(responses[status].headers)).toEqual(['etag', 'cache-control']);
    }
    expect(responses['200'].content['application/json'].schema.required).toEqual([
      'id',
      'version',
      'promptType',
      'promptContent',
      'source',
    ]);
    expect(responses['304'].content).toBeUndefined();
  });

  test("documents 404 NO_RELEASE on every route that resolves the tenant's instruction (issue 39)", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes: [string, string][] = [
      ['/api/prompts/resolve', 'get'],
      ['/api/icp-onboarding/draft', 'post'],
      ['/api/icp-onboarding/draft-personas', 'post'],
      ['/api/usp-onboarding/draft', 'post'],
      ['/api/icp-onboarding/{tenantId}/{icpId}/revise', 'post'],
      ['/api/usp-onboarding/{tenantId}/{uspId}/revise', 'post'],
      ['/api/research-briefs/research', 'post'],
      ['/api/research-briefs/research/runs', 'post'],
    ];
    for (const [path, method] of routes) {
      const schema = doc.paths[path][method].responses['404'].content['application/json'].schema;
      const codes = (schema.anyOf as { properties: { code: object } }[]).map(
        (body) => body.properties.code,
      );
      expect([path, codes]).toEqual([
        path,
        [{ type: 'string', enum: ['NO_RELEASE'] }, { type: 'string' }],
      ]);
    }
  });

  test("documents the ICP and USP lists' ETag, Cache-Control and bodiless 304", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const list of [
      '/api/icp-onboarding/{tenantId}/workspace/{workspaceId}',
      '/api/usp-onboarding/{tenantId}/workspace/{workspaceId}',
    ]) {
      const answers = doc.paths[list].get.responses;
      for (const status of ['200', '304']) {
        expect(Object.keys(answers[status].headers)).toEqual(['etag', 'cache-control']);
      }
      expect(answers['304'].content).toBeUndefined();
    }
  });

  interface DocumentedOperation {
    tags?: string[];
    responses: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
    security?: unknown;
    parameters?: { in: string; name: string }[];
    requestBody?: unknown;
  }

  // What a client generator reads, per operation: its tag (the API's sections), every status
  // it may answer, whether it needs a token, its parameters and whether it takes a body.
  const CONTRACT: [string, string, string, boolean, string, boolean][] = [
    ['GET /api/health', 'health', '200', false, '', false],
    ['GET /api/ready', 'health', '200,503', false, '', false],
    ['POST /api/client-events', 'operations', '204,400,413,415,429,500', false, '', true],
    ['POST /api/auth/login', 'auth', '200,400,401,429,500', false, '', true],
    // Whether OIDC sign-in is on; its flow's routes exist only then (test/routes/oidc.test.ts).
    ['GET /api/auth/oidc', 'auth', '200', false, '', false],
    ['GET /api/auth/me', 'auth', '200,401,500', true, '', false],
    ['PUT /api/auth/change-password', 'auth', '200,400,401,429,500', true, '', true],
    ['POST /api/auth/logout', 'auth', '204,401,500', true, '', false],
    ['GET /api/tenants/', 'tenants', '200,401,500', true, '', false],
    ['POST /api/tenants/', 'tenants', '201,400,401,403,409,500', true, '', true],
    ['GET /api/tenants/{tenantId}', 'tenants', '200,400,401,404,500', true, 'path:tenantId', false],
    [
      'PUT /api/tenants/{tenantId}',
      'tenants',
      '200,400,401,403,404,409,500',
      true,
      'path:tenantId',
      true,
    ],
    ...['archive', 'unarchive'].map(
      (action): [string, string, string, boolean, string, boolean] => [
        `POST /api/tenants/{tenantId}/${action}`,
        'tenants',
        '200,400,401,403,404,409,500',
        true,
        'path:tenantId',
        false,
      ],
    ),
    [
      'GET /api/tenants/{tenantId}/members',
      'tenants',
      '200,400,401,403,404,500',
      true,
      'path:tenantId',
      false,
    ],
    [
      'PUT /api/tenants/{tenantId}/members/{userId}',
      'tenants',
      '200,400,401,403,404,500',
      true,
      'path:tenantId,path:userId',
      false,
    ],
    [
      'DELETE /api/tenants/{tenantId}/members/{userId}',
      'tenants',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:userId',
      false,
    ],
    [
      'GET /api/workspaces/tenant/{tenantId}',
      'workspaces',
      '200,400,401,404,500',
      true,
      'path:tenantId',
      false,
    ],
    [
      'GET /api/workspaces/{workspaceId}',
      'workspaces',
      '200,400,401,404,500',
      true,
      'path:workspaceId',
      false,
    ],
    [
      'PUT /api/workspaces/{workspaceId}',
      'workspaces',
      '200,400,401,403,404,409,500',
      true,
      'path:workspaceId',
      true,
    ],
    ['POST /api/workspaces/', 'workspaces', '201,400,401,403,404,409,500', true, '', true],
    ...['archive', 'unarchive'].map(
      (action): [string, string, string, boolean, string, boolean] => [
        `POST /api/workspaces/{workspaceId}/${action}`,
        'workspaces',
        '200,400,401,403,404,409,500',
        true,
        'path:workspaceId',
        false,
      ],
    ),
    [
      'GET /api/icp-onboarding/{tenantId}/workspace/{workspaceId}',
      'icp-onboarding',
      '200,304,400,401,404,500',
      true,
      'query:limit,query:cursor,path:tenantId,path:workspaceId,header:if-none-match',
      false,
    ],
    [
      'GET /api/icp-onboarding/{tenantId}/{icpId}',
      'icp-onboarding',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:icpId',
      false,
    ],
    [
      'PUT /api/icp-onboarding/{tenantId}/{icpId}',
      'icp-onboarding',
      '200,400,401,403,404,409,413,500',
      true,
      'path:tenantId,path:icpId',
      true,
    ],
    [
      'DELETE /api/icp-onboarding/{tenantId}/{icpId}',
      'icp-onboarding',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:icpId',
      false,
    ],
    ['POST /api/icp-onboarding', 'icp-onboarding', '201,400,401,403,404,413,500', true, '', true],
    [
      'GET /api/usp-onboarding/{tenantId}/workspace/{workspaceId}',
      'usp-onboarding',
      '200,304,400,401,404,500',
      true,
      'query:limit,query:cursor,path:tenantId,path:workspaceId,header:if-none-match',
      false,
    ],
    [
      'GET /api/usp-onboarding/{tenantId}/{uspId}',
      'usp-onboarding',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:uspId',
      false,
    ],
    [
      'DELETE /api/usp-onboarding/{tenantId}/{uspId}',
      'usp-onboarding',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:uspId',
      false,
    ],
    ['POST /api/usp-onboarding', 'usp-onboarding', '201,400,401,403,404,413,500', true, '', true],
    [
      'PUT /api/usp-onboarding/{uspId}',
      'usp-onboarding',
      '200,400,401,403,404,409,413,500',
      true,
      'path:uspId',
      true,
    ],
    [
      'GET /api/research-briefs/{tenantId}/workspace/{workspaceId}',
      'research-briefs',
      '200,304,400,401,404,500',
      true,
      'query:limit,query:cursor,path:tenantId,path:workspaceId,header:if-none-match',
      false,
    ],
    [
      'GET /api/research-briefs/{tenantId}/{briefId}',
      'research-briefs',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:briefId',
      false,
    ],
    [
      'PUT /api/research-briefs/{tenantId}/{briefId}',
      'research-briefs',
      '200,400,401,403,404,409,413,500',
      true,
      'path:tenantId,path:briefId',
      true,
    ],
    [
      'DELETE /api/research-briefs/{tenantId}/{briefId}',
      'research-briefs',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:briefId',
      false,
    ],
    [
      'POST /api/research-briefs',
      'research-briefs',
      '201,400,401,403,404,409,413,500',
      true,
      '',
      true,
    ],
    [
      'POST /api/research-briefs/research',
      'research-briefs',
      '200,400,401,403,404,409,413,429,500,502,504',
      true,
      '',
      true,
    ],
    [
      'POST /api/research-briefs/research/runs',
      'research-briefs',
      '202,400,401,403,404,409,413,429,500',
      true,
      '',
      true,
    ],
    [
      'GET /api/research-briefs/{tenantId}/workspace/{workspaceId}/research-runs/latest',
      'research-briefs',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:workspaceId',
      false,
    ],
    [
      'GET /api/research-briefs/{tenantId}/research-runs/{runId}',
      'research-briefs',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:runId',
      false,
    ],
    [
      'POST /api/research-briefs/{tenantId}/research-runs/{runId}/cancel',
      'research-briefs',
      '200,400,401,403,404,409,500',
      true,
      'path:tenantId,path:runId',
      false,
    ],
    ['GET /api/prompts/', 'prompts', '200,400,401,500', true, 'query:limit,query:cursor', false],
    ['POST /api/prompts/', 'prompts', '201,400,401,403,413,500', true, '', true],
    [
      'GET /api/prompts/compare',
      'prompts',
      '200,400,401,404,500',
      true,
      'query:fromId,query:fromVersion,query:toId,query:toVersion',
      false,
    ],
    ['GET /api/prompts/{id}/versions', 'prompts', '200,400,401,404,500', true, 'path:id', false],
    [
      'POST /api/prompts/{id}/versions/{version}/restore',
      'prompts',
      '200,400,401,403,404,409,413,500',
      true,
      'path:id,path:version',
      true,
    ],
    [
      'PUT /api/prompts/{id}/{version}',
      'prompts',
      '200,400,401,403,404,409,413,500',
      true,
      'path:id,path:version',
      true,
    ],
    ['DELETE /api/prompts/{id}', 'prompts', '204,400,401,403,404,409,500', true, 'path:id', false],
    ['GET /api/prompts/variables', 'prompts', '200,400,401,500', true, 'query:promptType', false],
    ['POST /api/prompts/render', 'prompts', '200,400,401,404,413,500', true, '', true],
    [
      'GET /api/prompts/resolve',
      'prompt-overrides',
      '200,304,400,401,404,500',
      true,
      'query:tenantId,query:promptType,header:if-none-match',
      false,
    ],
    ['GET /api/prompts/overrides', 'prompt-overrides', '200,401,500', true, '', false],
    [
      'GET /api/tenants/{tenantId}/prompt-overrides',
      'prompt-overrides',
      '200,400,401,404,500',
      true,
      'path:tenantId',
      false,
    ],
    [
      'PUT /api/tenants/{tenantId}/prompt-overrides/{promptType}',
      'prompt-overrides',
      '200,201,400,401,403,404,413,500',
      true,
      'path:tenantId,path:promptType',
      true,
    ],
    [
      'DELETE /api/tenants/{tenantId}/prompt-overrides/{promptType}',
      'prompt-overrides',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:promptType',
      false,
    ],
    [
      'GET /api/audit',
      'audit',
      '200,400,401,404,500',
      true,
      'query:tenantId,query:entity,query:entityId,query:limit,query:cursor',
      false,
    ],
    ['GET /api/model-provider', 'prompts', '200,401,500', true, '', false],
    [
      'POST /api/prompts/test-run',
      'prompts',
      '200,400,401,403,404,413,429,500,502,504',
      true,
      '',
      true,
    ],
    ...[
      ['POST /api/icp-onboarding/draft', 'icp-onboarding'],
      ['POST /api/icp-onboarding/draft-personas', 'icp-onboarding'],
      ['POST /api/usp-onboarding/draft', 'usp-onboarding'],
    ].map(([name, tag]): [string, string, string, boolean, string, boolean] => [
      name!,
      tag!,
      '200,400,401,403,404,409,413,429,500,502,504',
      true,
      '',
      true,
    ]),
    ...[
      ['POST /api/icp-onboarding/{tenantId}/{icpId}/revise', 'icp-onboarding', 'icpId'],
      ['POST /api/usp-onboarding/{tenantId}/{uspId}/revise', 'usp-onboarding', 'uspId'],
    ].map(([name, tag, id]): [string, string, string, boolean, string, boolean] => [
      name!,
      tag!,
      '200,400,401,403,404,409,413,429,500,502,504',
      true,
      `path:tenantId,path:${id}`,
      true,
    ]),
    ['POST /api/drafts/dismiss', 'drafts', '204,400,401,403,404,500', true, '', true],
    [
      'GET /api/prompts/{id}/versions/{version}/artifacts',
      'prompts',
      '200,400,401,500',
      true,
      'query:limit,query:offset,path:id,path:version',
      false,
    ],
    [
      'GET /api/prompts/{id}/versions/{version}/scorecard',
      'prompts',
      '200,400,401,404,500',
      true,
      'path:id,path:version',
      false,
    ],
    [
      'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/export',
      'exchange',
      '200,400,401,404,500',
      true,
      'query:format,query:kind,query:ids,path:tenantId,path:workspaceId',
      false,
    ],
    [
      'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/import',
      'exchange',
      '200,400,401,403,404,409,413,429,500',
      true,
      'path:tenantId,path:workspaceId',
      true,
    ],
    [
      'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/copy',
      'exchange',
      '200,400,401,403,404,409,500',
      true,
      'path:tenantId,path:workspaceId',
      true,
    ],
    ['GET /api/prompts/test-cases', 'prompts', '200,400,401,500', true, 'query:promptType', false],
    ['POST /api/prompts/test-cases', 'prompts', '201,400,401,403,404,409,413,500', true, '', true],
    [
      'PUT /api/prompts/test-cases/{caseId}',
      'prompts',
      '200,400,401,403,404,409,413,500',
      true,
      'path:caseId',
      true,
    ],
    [
      'DELETE /api/prompts/test-cases/{caseId}',
      'prompts',
      '204,400,401,403,404,500',
      true,
      'path:caseId',
      false,
    ],
    [
      'POST /api/prompts/{id}/test-cases/runs',
      'prompts',
      '202,400,401,403,404,409,413,429,500',
      true,
      'path:id',
      true,
    ],
    [
      'GET /api/prompts/{id}/test-cases/runs/latest',
      'prompts',
      '200,400,401,500',
      true,
      'path:id',
      false,
    ],
    [
      'GET /api/test-case-runs/{runId}',
      'prompts',
      '200,400,401,404,500',
      true,
      'path:runId',
      false,
    ],
    [
      'POST /api/test-case-runs/{runId}/cancel',
      'prompts',
      '200,400,401,403,404,409,500',
      true,
      'path:runId',
      false,
    ],
    [
      'POST /api/prompts/{id}/test-cases/run',
      'prompts',
      '200,400,401,403,404,409,413,429,500,502',
      true,
      'path:id',
      true,
    ],
    [
      'GET /api/prompts/{id}/versions/{version}/test-results',
      'prompts',
      '200,400,401,404,500',
      true,
      'path:id,path:version',
      false,
    ],
    ['GET /api/prompts/test-pass-rates', 'prompts', '200,401,500', true, '', false],
    [
      'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/trash',
      'trash',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:workspaceId',
      false,
    ],
    [
      'GET /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}',
      'trash',
      '200,400,401,404,500',
      true,
      'path:tenantId,path:workspaceId,path:kind,path:id',
      false,
    ],
    [
      'DELETE /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}',
      'trash',
      '204,400,401,403,404,500',
      true,
      'path:tenantId,path:workspaceId,path:kind,path:id',
      false,
    ],
    [
      'POST /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}/restore',
      'trash',
      '200,400,401,403,404,409,500',
      true,
      'path:tenantId,path:workspaceId,path:kind,path:id',
      false,
    ],
    ...['', '/restore'].map((action): [string, string, string, boolean, string, boolean] => [
      `POST /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}${action}`,
      'trash',
      '200,400,401,403,404,500',
      true,
      'path:tenantId,path:workspaceId,path:kind',
      true,
    ]),
    // Accounts: admins only, reads included (403 on every route).
    [
      'GET /api/users',
      'accounts',
      '200,304,400,401,403,500',
      true,
      'query:search,query:sort,query:order,query:limit,query:cursor,header:if-none-match',
      false,
    ],
    ['POST /api/users', 'accounts', '201,400,401,403,404,409,500', true, '', true],
    [
      'PUT /api/users/{userId}/role',
      'accounts',
      '200,400,401,403,404,409,500',
      true,
      'path:userId',
      true,
    ],
    [
      'POST /api/users/{userId}/reset-password',
      'accounts',
      '200,400,401,403,404,500',
      true,
      'path:userId',
      false,
    ],
    [
      'POST /api/users/{userId}/disable',
      'accounts',
      '200,400,401,403,404,409,500',
      true,
      'path:userId',
      false,
    ],
    [
      'POST /api/users/{userId}/enable',
      'accounts',
      '200,400,401,403,404,500',
      true,
      'path:userId',
      false,
    ],
    [
      'POST /api/prompts/{id}/versions/{version}/release-requests',
      'releases',
      '201,400,401,403,404,409,500',
      true,
      'path:id,path:version',
      true,
    ],
    [
      'GET /api/release-requests',
      'releases',
      '200,400,401,500',
      true,
      'query:status,query:promptType',
      false,
    ],
    [
      'GET /api/release-requests/{requestId}',
      'releases',
      '200,400,401,404,500',
      true,
      'path:requestId',
      false,
    ],
    [
      'POST /api/release-requests/{requestId}/approve',
      'releases',
      '200,400,401,403,404,409,500',
      true,
      'path:requestId',
      true,
    ],
    [
      'POST /api/release-requests/{requestId}/reject',
      'releases',
      '200,400,401,403,404,409,500',
      true,
      'path:requestId',
      true,
    ],
    [
      'POST /api/release-requests/{requestId}/comments',
      'releases',
      '201,400,401,403,404,500',
      true,
      'path:requestId',
      true,
    ],
    [
      'POST /api/release-requests/{requestId}/release',
      'releases',
      '200,400,401,403,404,409,500',
      true,
      'path:requestId',
      true,
    ],
    [
      'POST /api/prompts/releases/{releaseId}/rollback',
      'releases',
      '200,400,401,403,404,409,500',
      true,
      'path:releaseId',
      true,
    ],
    ['GET /api/prompts/releases', 'releases', '200,400,401,500', true, 'query:promptType', false],
    ['GET /api/prompts/release-status', 'releases', '200,401,500', true, '', false],
    ['GET /api/webhooks', 'webhooks', '200,401,403,500', true, '', false],
    ['POST /api/webhooks', 'webhooks', '201,400,401,403,500', true, '', true],
    [
      'PUT /api/webhooks/{webhookId}',
      'webhooks',
      '200,400,401,403,404,500',
      true,
      'path:webhookId',
      true,
    ],
    [
      'DELETE /api/webhooks/{webhookId}',
      'webhooks',
      '204,400,401,403,404,500',
      true,
      'path:webhookId',
      false,
    ],
    [
      'GET /api/webhooks/{webhookId}/deliveries',
      'webhooks',
      '200,400,401,403,404,500',
      true,
      'path:webhookId',
      false,
    ],
    [
      'POST /api/webhooks/{webhookId}/test',
      'webhooks',
      '202,400,401,403,404,500',
      true,
      'path:webhookId',
      false,
    ],
  ];

  test('documents every operation with its tag, statuses, security, parameters and body', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, DocumentedOperation>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );
    expect(
      operations.map(({ name, op }) => [
        name,
        (op.tags ?? []).join(','),
        Object.keys(op.responses).join(','),
        op.security !== undefined,
        (op.parameters ?? []).map((p) => `${p.in}:${p.name}`).join(','),
        op.requestBody !== undefined,
      ]),
    ).toEqual(CONTRACT);
    for (const { name, op } of operations) {
      const [status, success] = Object.entries(op.responses)[0]!;
      // A success with a body says what the body is; 204 has none.
      if (status !== '204')
        expect([name, success.content?.['application/json']?.schema]).toEqual([
          name,
          expect.objectContaining({ type: expect.any(String) }),
        ]);
    }
  });

  test('serves the Swagger UI under the security headers', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });
});

import { useTestApp } from '../helpers/app';

const ctx = useTestApp();

describe('OpenAPI document', () => {
  test('lists every route with its schemas and bearer security', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
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
        'POST /api/auth/login',
        'PUT /api/auth/change-password',
        'GET /api/tenants/',
        'GET /api/tenants/{tenantId}',
        'GET /api/workspaces/tenant/{tenantId}',
        'GET /api/workspaces/{workspaceId}',
      ].sort(),
    );

    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '429', '500']);
    expect(login.security).toBeUndefined();
    expect(doc.paths['/api/tenants/'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/workspaces/{workspaceId}'].get.responses['404']).toBeDefined();
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

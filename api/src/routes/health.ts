import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';

/** GET /api/health: public liveness probe for start scripts and load balancers. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness probe',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModelProviderInfo } from '@portal/contract';
import { bearer, errors } from '../schemas';

/** GET /api/model-provider: which provider answers test runs, so the UI can say so. */
export const modelProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/model-provider',
    {
      schema: {
        tags: ['prompts'],
        summary:
          'The model provider that answers test runs: `offline` (the default, not a model) or ' +
          '`openai-compatible`, and its model name. Never its URL or key',
        security: bearer,
        response: { 200: ModelProviderInfo, ...errors(401, 500) },
      },
    },
    async () => ({
      kind: app.modelProvider.kind,
      model: app.modelProvider.model,
      alternatives: [...app.modelProvider.alternatives],
    }),
  );
};

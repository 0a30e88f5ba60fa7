import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModelProvider } from '../model/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers test runs; its key never leaves it (model/openai-compatible.ts). */
    modelProvider: ModelProvider;
  }
}

/** The configured model provider, one per app, for every route that calls a model. */
export default fp(async function modelProvider(
  app: FastifyInstance,
  { provider }: { provider: ModelProvider },
) {
  app.decorate('modelProvider', provider);
});

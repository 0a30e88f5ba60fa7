import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModelPrices } from '../model/prices';
import type { ModelProvider } from '../model/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers test runs; its key never leaves it (model/openai-compatible.ts). */
    modelProvider: ModelProvider;
    /** The price table (MODEL_PRICES): what a call costs, for the scorecard and test runs. */
    modelPrices: ModelPrices;
  }
}

/** The configured model provider and its prices, one per app, for every route that calls a model. */
export default fp(async function modelProvider(
  app: FastifyInstance,
  { provider, prices }: { provider: ModelProvider; prices: ModelPrices },
) {
  app.decorate('modelProvider', provider);
  app.decorate('modelPrices', prices);
});

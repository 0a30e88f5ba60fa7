import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGenerationTokens, type GenerationTokens } from '../drafts/generation-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs a draft's generation and verifies it when the draft is saved (issue 21). */
    generationTokens: GenerationTokens;
  }
}

export default fp(async function generationTokens(
  app: FastifyInstance,
  { jwtSecret }: { jwtSecret: string },
) {
  app.decorate('generationTokens', createGenerationTokens(jwtSecret));
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhooksConfig } from '../config';
import type { Db } from '../db/connection';
import { createWebhookDispatcher } from '../webhooks/dispatcher';
import { createSecretBox, type SecretBox } from '../webhooks/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /**
       * Sends what is due now rather than at the next poll: call it after the transaction
       * that queued deliveries (enqueueWebhookEvent) has committed.
       */
      nudge(): void;
      /** Seals a secret for storage (the routes), opened only to sign. */
      secrets: Pick<SecretBox, 'seal'>;
    };
  }
}

/**
 * Webhook deliveries (issue 35 §5): this instance's dispatcher runs from `ready` to `close`;
 * its first pass sends what was left pending before a restart.
 */
export default fp(
  async function webhooks(
    app: FastifyInstance,
    options: { db: Db; jwtSecret: string; config: WebhooksConfig },
  ) {
    const secrets = createSecretBox(options.jwtSecret);
    const dispatcher = createWebhookDispatcher({
      db: options.db,
      secrets,
      config: options.config,
      log: app.log,
    });
    app.decorate('webhooks', { nudge: dispatcher.nudge, secrets });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', () => dispatcher.stop());
  },
  { name: 'webhooks' },
);

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Webhook, WebhookEvent } from '@portal/contract';
import type { WebhooksConfig } from '../../src/config';
import type { Db } from '../../src/db/connection';
import { enqueueWebhookEvent } from '../../src/webhooks/outbox';
import { until as untilWithin } from './api-process';
import { bearer } from './app';

/** Waits for `condition`, 30 s at most: deliveries cross a socket and a poll on a busy machine. */
export const until = (condition: () => boolean | Promise<boolean>, what: string, ms = 30_000) =>
  untilWithin(condition, what, ms);

/** Short waits so retries happen within a test; a try still gets a generous time limit. */
export const FAST_WEBHOOKS: WebhooksConfig = {
  timeoutMs: 5_000,
  retryDelaysMs: [100, 100, 100, 100],
  pollMs: 50,
};

export const SECRET = 'whsec-0123456789abcdef';

/** A release as the releases code would queue it. */
export const releaseEvent = (overrides: Partial<WebhookEvent> = {}): WebhookEvent => ({
  event: 'release',
  promptType: 'ICP',
  promptId: randomUUID(),
  version: '1.2',
  tenantIds: [randomUUID(), randomUUID()],
  releaseId: randomUUID(),
  at: new Date().toISOString(),
  ...overrides,
});

/** Queues `events` in one committed transaction, as a release or rollback does. */
export function enqueueCommitted(db: Db, ...events: WebhookEvent[]): Promise<void> {
  return db.transaction().execute(async (trx) => {
    for (const event of events) await enqueueWebhookEvent(trx, event);
  });
}

/** Registers `url` through the API as the admin of `token`; fails the test unless 201. */
export async function register(
  app: FastifyInstance,
  token: string,
  url: string,
  secret = SECRET,
): Promise<Webhook> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: bearer(token),
    payload: { url, secret, description: 'Test receiver' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return response.json<Webhook>();
}

/** The stored deliveries of a webhook, oldest first. */
export const storedDeliveries = (db: Db, webhookId: string) =>
  db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('seq')
    .execute();

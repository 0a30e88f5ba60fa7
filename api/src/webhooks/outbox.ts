import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WebhookDelivery, WebhookEvent } from '@portal/contract';
import { type Db, isPostgres } from '../db/connection';
import type { WebhookDeliveriesTable } from '../db/schema';

/**
 * The outbox of webhook deliveries (migration 018): rows written in the transaction of what
 * they tell of, then claimed (claims.ts) and sent by the dispatcher (dispatcher.ts) of whichever
 * instance gets to them first.
 */

/** The body as sent and signed: the event's keys in the contract's order, nothing else. */
export function eventBody(event: WebhookEvent): string {
  const { promptType, promptId, version, tenantIds, releaseId, at } = event;
  return JSON.stringify({
    event: event.event,
    promptType,
    promptId,
    version,
    tenantIds,
    releaseId,
    at,
  });
}

/**
 * One pending delivery of `body` to each of `webhookIds`, due now. On PostgreSQL the caller
 * has locked those webhooks (see below), so none can be removed before this commits.
 */
export async function insertDeliveries(
  trx: Db,
  webhookIds: readonly string[],
  what: { event: WebhookDelivery['event']; releaseId: string | null; body: string },
  now = Date.now(),
): Promise<string[]> {
  if (webhookIds.length === 0) return [];
  const rows = webhookIds.map((webhookId) => ({
    id: randomUUID(),
    webhook_id: webhookId,
    event: what.event,
    release_id: what.releaseId,
    body: what.body,
    created_at_ms: now,
    next_attempt_at_ms: now,
  }));
  await trx.insertInto('webhook_deliveries').values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * Queues `event` for every registered webhook, inside the caller's transaction: the
 * deliveries exist if and only if the release or rollback commits. Nothing is sent here; after
 * the commit, ask for a send at once (else the next poll sends it):
 *
 *     const release = await inTransaction(db, async (trx) => {
 *       // … the release's own writes …
 *       await enqueueWebhookEvent(trx, { event: 'release', promptType, promptId, version,
 *         tenantIds, releaseId, at: new Date().toISOString() });
 *       return release;
 *     });
 *     app.webhooks.nudge();
 */
export async function enqueueWebhookEvent(trx: Db, event: WebhookEvent): Promise<void> {
  let webhooks = trx.selectFrom('webhooks').select('id');
  // An admin removing a webhook meanwhile waits for this transaction (rather than this insert
  // failing on its foreign key), then removes the new delivery with it.
  if (isPostgres(trx)) webhooks = webhooks.forKeyShare();
  const ids = (await webhooks.execute()).map((webhook) => webhook.id);
  await insertDeliveries(trx, ids, {
    event: event.event,
    releaseId: event.releaseId,
    body: eventBody(event),
  });
}

type DeliveryRow = Selectable<
  Pick<
    WebhookDeliveriesTable,
    | 'id'
    | 'event'
    | 'release_id'
    | 'status'
    | 'last_status_code'
    | 'last_error'
    | 'created_at_ms'
    | 'next_attempt_at_ms'
    | 'last_attempt_at_ms'
    | 'delivered_at_ms'
  >
> & { attempts: number };

/** The columns of a delivery as admins see it (not its body). */
export const DELIVERY_COLUMNS = [
  'id',
  'event',
  'release_id',
  'status',
  'attempts',
  'last_status_code',
  'last_error',
  'created_at_ms',
  'next_attempt_at_ms',
  'last_attempt_at_ms',
  'delivered_at_ms',
] as const;

/** Epoch milliseconds (a string from PostgreSQL's bigint) as ISO 8601. */
const isoOf = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : isoOf(ms));

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    releaseId: row.release_id,
    status: row.status,
    attempts: Number(row.attempts),
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: isoOf(row.created_at_ms),
    lastAttemptAt: isoOrNull(row.last_attempt_at_ms),
    deliveredAt: isoOrNull(row.delivered_at_ms),
    nextAttemptAt: isoOrNull(row.next_attempt_at_ms),
  };
}

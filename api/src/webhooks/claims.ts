import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { WebhookDelivery } from '@portal/contract';
import { type Db, isPostgres } from '../db/connection';

/**
 * Sending's side of the outbox (outbox.ts): which deliveries are due, claiming them so one
 * instance sends each, and recording each try while the claim is still the sender's.
 */

/** A delivery claimed for one try, with where it goes. */
export interface ClaimedDelivery {
  id: string;
  event: WebhookDelivery['event'];
  body: string;
  /** Tries made before this one. */
  attempts: number;
  claimToken: string;
  url: string;
  /** Sealed (secret-box.ts). */
  secret: string;
}

/**
 * The ids of up to `limit` deliveries due at `now`, soonest first: pending, their time come, no
 * claim holding them. Every instance runs it at each poll: one range of the partial index
 * `webhook_deliveries_due_idx`, which holds only pending rows.
 */
export const dueDeliveries = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('webhook_deliveries')
    .select('id')
    // A literal, not a parameter: only then may the planner use the partial index.
    .where('status', '=', sql.lit('pending'))
    .where('next_attempt_at_ms', '<=', now)
    .where((eb) => eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', now)]))
    .orderBy('next_attempt_at_ms')
    .limit(limit);

/**
 * Claims up to `limit` due deliveries for one try, in one statement, until `now + leaseMs`.
 * On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several instances claim side by side, each
 * skipping the rows another is claiming; on SQLite the statement holds the one write lock. A
 * claim whose lease ran out (its instance died mid-send) is due again.
 */
export async function claimDue(
  db: Db,
  { now, leaseMs, limit }: { now: number; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  let due = dueDeliveries(db, now, limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const claimToken = randomUUID();
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ claim_token: claimToken, claimed_until_ms: now + leaseMs })
    .where('id', 'in', due)
    .returning(['id', 'webhook_id', 'event', 'body', 'attempts'])
    .execute();
  if (claimed.length === 0) return [];
  const webhooks = await db
    .selectFrom('webhooks')
    .select(['id', 'url', 'secret'])
    .where('id', 'in', [...new Set(claimed.map((row) => row.webhook_id))])
    .execute();
  const byId = new Map(webhooks.map((webhook) => [webhook.id, webhook]));
  // A webhook removed since took its deliveries with it: those rows are gone too.
  return claimed.flatMap((row) => {
    const webhook = byId.get(row.webhook_id);
    if (!webhook) return [];
    const { id, event, body, attempts } = row;
    return [
      {
        id,
        event,
        body,
        attempts: Number(attempts),
        claimToken,
        url: webhook.url,
        secret: webhook.secret,
      },
    ];
  });
}

/** What one try came to. */
export interface TryOutcome {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * Records a try of a claimed delivery and lets the claim go: delivered, failed for good after
 * its last try (`retryDelaysMs.length + 1` tries in all), or due again after the next wait.
 * Written only while the claim is still this one's.
 */
export async function recordTry(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: TryOutcome,
  { now, retryDelaysMs }: { now: number; retryDelaysMs: readonly number[] },
): Promise<void> {
  const attempts = delivery.attempts + 1;
  const wait = retryDelaysMs[attempts - 1];
  const next = outcome.delivered
    ? { status: 'delivered' as const, delivered_at_ms: now, next_attempt_at_ms: null }
    : wait === undefined
      ? { status: 'failed' as const, next_attempt_at_ms: null }
      : { next_attempt_at_ms: now + wait };
  await db
    .updateTable('webhook_deliveries')
    .set({
      ...next,
      attempts,
      last_attempt_at_ms: now,
      last_status_code: outcome.statusCode,
      last_error: outcome.delivered ? null : outcome.error,
      claim_token: null,
      claimed_until_ms: null,
    })
    .where('id', '=', delivery.id)
    .where('claim_token', '=', delivery.claimToken)
    .execute();
}

/** Gives a claimed delivery back untried (the instance is closing): another sends it. */
export async function releaseClaim(db: Db, delivery: ClaimedDelivery): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ claim_token: null, claimed_until_ms: null })
    .where('id', '=', delivery.id)
    .where('claim_token', '=', delivery.claimToken)
    .execute();
}

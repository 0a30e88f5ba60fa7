import type { FastifyBaseLogger } from 'fastify';
import type { WebhooksConfig } from '../config';
import type { Db } from '../db/connection';
import { type ClaimedDelivery, claimDue, recordTry, releaseClaim, type TryOutcome } from './claims';
import type { SecretBox } from './secret-box';
import { sendDelivery } from './send';

/** Deliveries one pass claims at a time and sends side by side. */
const BATCH = 10;

/**
 * How long a claim holds beyond a try's time limit. A claim runs out only when its instance
 * died (or stalled a minute): then another instance takes the delivery again, so a receiver
 * may, rarely, see one delivery twice (X-Portal-Delivery tells it so).
 */
const LEASE_MARGIN_MS = 60_000;

export interface WebhookDispatcher {
  /** Starts a pass now, or one more after the running pass (a release just committed). */
  nudge(): void;
  /** First pass (deliveries left by a restart) and the poll. */
  start(): void;
  /** Stops polling, ends tries in flight (their claims given back) and waits for the pass. */
  stop(): Promise<void>;
}

/**
 * The claim-and-poll loop: a pass claims due deliveries (outbox.ts, one statement, so two
 * instances never take the same one), sends them and records each try, until none is due.
 * Passes run one at a time per instance; a nudge during one asks for another after it. The
 * poll finds retries that came due and what other instances' releases queued.
 */
export function createWebhookDispatcher({
  db,
  secrets,
  config,
  log,
}: {
  db: Db;
  secrets: SecretBox;
  config: WebhooksConfig;
  log: FastifyBaseLogger;
}): WebhookDispatcher {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  // A database that is away fails every poll: say so once, and once when it is back.
  let failing = false;

  async function tryOnce(delivery: ClaimedDelivery): Promise<void> {
    let outcome: TryOutcome | undefined;
    try {
      const secret = secrets.open(delivery.secret);
      outcome = await sendDelivery(delivery, secret, {
        timeoutMs: config.timeoutMs,
        stop: stopping.signal,
      });
    } catch {
      outcome = {
        delivered: false,
        statusCode: null,
        error: "The webhook's secret cannot be read (was JWT_SECRET changed?): set it again",
      };
    }
    if (outcome === undefined) return releaseClaim(db, delivery);
    if (!outcome.delivered) {
      log.warn({ delivery: delivery.id, error: outcome.error }, 'webhook delivery try failed');
    }
    await recordTry(db, delivery, outcome, {
      now: Date.now(),
      retryDelaysMs: config.retryDelaysMs,
    });
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      while (!stopping.signal.aborted) {
        const claimed = await claimDue(db, {
          now: Date.now(),
          leaseMs: config.timeoutMs + LEASE_MARGIN_MS,
          limit: BATCH,
        });
        if (claimed.length === 0) break;
        // Every try ends (and records) before the pass goes on or fails.
        const failed = (await Promise.allSettled(claimed.map(tryOnce))).find(
          (result) => result.status === 'rejected',
        );
        if (failed) throw failed.reason;
      }
    } while (again && !stopping.signal.aborted);
  }

  function nudge(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(() => {
        if (failing) log.info('webhook deliveries resumed');
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing)
          log.error({ err: error }, 'webhook deliveries failed; retrying on the next poll');
        failing = true;
      })
      .finally(() => {
        running = undefined;
        // A nudge that came as the pass was ending.
        if (again) nudge();
      });
  }

  return {
    nudge,
    start() {
      nudge();
      if (config.pollMs !== null) {
        timer = setInterval(nudge, config.pollMs);
        timer.unref();
      }
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}

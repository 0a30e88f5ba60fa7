import { randomUUID } from 'node:crypto';
import type { AuditChange, Webhook, WebhookDelivery, WebhookPing } from '@portal/contract';
import { WEBHOOK_LIMITS } from '@portal/contract/limits';
import { type Db, isPostgres } from '../db/connection';
import { DELIVERY_COLUMNS, insertDeliveries, toDelivery } from '../webhooks/outbox';
import { type Actor, appendAudit } from './audit';
import { createdChanges, deletedChanges, updatedChanges } from './audit-changes';
import { inTransaction } from './transaction';

/** A secret as the route hands it over: sealed for storage, and its hint. */
export interface StoredSecret {
  sealed: string;
  hint: string;
}

export interface WebhookInput {
  url: string;
  description: string;
  secret: StoredSecret;
}

/** The audited fields of a webhook; its secret appears by name only, never a value. */
const auditedFields = (webhook: { url: string; description: string }) => ({
  url: webhook.url,
  description: webhook.description,
});

const webhookAudit = (id: string, changes: AuditChange[]) => ({
  entity: 'webhook' as const,
  entityId: id,
  tenantId: null,
  workspaceId: null,
  changes,
});

const WEBHOOK_COLUMNS = [
  'id',
  'url',
  'description',
  'secret_hint',
  'created_at',
  'created_by',
] as const;

/** Registered webhooks and their deliveries (issue 35 §5); every write audited in its transaction. */
export function createWebhooksRepository(db: Db) {
  /** Webhooks (all, or the one of `id`), oldest first, each with its newest delivery. */
  async function read(trx: Db, id?: string): Promise<Webhook[]> {
    let webhooks = trx.selectFrom('webhooks').select(WEBHOOK_COLUMNS);
    if (id !== undefined) webhooks = webhooks.where('id', '=', id);
    const rows = await webhooks.orderBy('created_at').orderBy('id').execute();
    if (rows.length === 0) return [];
    // Each webhook's newest delivery: one index lookup per webhook (webhook_id, seq).
    const last = await trx
      .selectFrom('webhook_deliveries')
      .select([...DELIVERY_COLUMNS, 'webhook_id'])
      .where('seq', 'in', (eb) =>
        eb
          .selectFrom('webhooks as w')
          .select((inner) =>
            inner
              .selectFrom('webhook_deliveries as x')
              .select((max) => max.fn.max('x.seq').as('seq'))
              .whereRef('x.webhook_id', '=', 'w.id')
              .as('seq'),
          )
          .where(
            'w.id',
            'in',
            rows.map((row) => row.id),
          ),
      )
      .execute();
    const lastOf = new Map(last.map((row) => [row.webhook_id, toDelivery(row)]));
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      description: row.description,
      secretHint: row.secret_hint,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
      lastDelivery: lastOf.get(row.id) ?? null,
    }));
  }

  /**
   * The webhook of `id`, locked on PostgreSQL until the transaction ends: against a delete
   * (`share`: its deliveries are being queued), or to change it (`update`), or to delete it.
   * SQLite's one writer already runs write transactions one at a time.
   */
  const locked = async (trx: Db, id: string, lock: 'share' | 'update' | 'delete') => {
    let query = trx
      .selectFrom('webhooks')
      .select(['id', 'url', 'description'])
      .where('id', '=', id);
    if (isPostgres(trx)) {
      query =
        lock === 'share'
          ? query.forKeyShare()
          : lock === 'update'
            ? query.forNoKeyUpdate()
            : query.forUpdate();
    }
    return query.executeTakeFirst();
  };

  return {
    list: () => read(db),

    find: async (id: string): Promise<Webhook | undefined> => (await read(db, id))[0],

    create: (input: WebhookInput, actor: Actor) =>
      inTransaction(db, async (trx): Promise<Webhook> => {
        const id = randomUUID();
        await trx
          .insertInto('webhooks')
          .values({
            id,
            url: input.url,
            description: input.description,
            secret: input.secret.sealed,
            secret_hint: input.secret.hint,
            created_by: actor.username,
          })
          .execute();
        await appendAudit(trx, actor, {
          action: 'create',
          ...webhookAudit(id, [...createdChanges(auditedFields(input)), { field: 'secret' }]),
        });
        return (await read(trx, id))[0]!;
      }),

    /** What is left out stays; undefined when there is no such webhook. Nothing changed, nothing written. */
    update: (id: string, input: Partial<WebhookInput>, actor: Actor) =>
      inTransaction(db, async (trx): Promise<Webhook | undefined> => {
        const before = await locked(trx, id, 'update');
        if (!before) return undefined;
        const after = {
          url: input.url ?? before.url,
          description: input.description ?? before.description,
        };
        const changes = [
          ...updatedChanges(auditedFields(before), auditedFields(after)),
          ...(input.secret ? [{ field: 'secret' }] : []),
        ];
        if (changes.length > 0) {
          await trx
            .updateTable('webhooks')
            .set({
              ...after,
              ...(input.secret
                ? { secret: input.secret.sealed, secret_hint: input.secret.hint }
                : {}),
            })
            .where('id', '=', id)
            .execute();
          await appendAudit(trx, actor, { action: 'update', ...webhookAudit(id, changes) });
        }
        return (await read(trx, id))[0];
      }),

    /** Removes the webhook and every delivery of it (pending ones are never sent). */
    remove: (id: string, actor: Actor) =>
      inTransaction(db, async (trx): Promise<boolean> => {
        const before = await locked(trx, id, 'delete');
        if (!before) return false;
        await trx.deleteFrom('webhooks').where('id', '=', id).execute();
        await appendAudit(trx, actor, {
          action: 'delete',
          ...webhookAudit(id, deletedChanges(auditedFields(before))),
        });
        return true;
      }),

    /** Its newest deliveries (WEBHOOK_LIMITS.deliveries), newest first; undefined when there is no such webhook. */
    async deliveries(id: string): Promise<WebhookDelivery[] | undefined> {
      const webhook = await db
        .selectFrom('webhooks')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!webhook) return undefined;
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select(DELIVERY_COLUMNS)
        .where('webhook_id', '=', id)
        .orderBy('seq', 'desc')
        .limit(WEBHOOK_LIMITS.deliveries)
        .execute();
      return rows.map(toDelivery);
    },

    /**
     * Queues a test delivery (`ping`) to the webhook; undefined when there is no such webhook.
     * It changes nothing but the outbox, and shows in the deliveries, so it is not audited.
     */
    ping: (id: string, now = Date.now()) =>
      inTransaction(db, async (trx): Promise<WebhookDelivery | undefined> => {
        const webhook = await locked(trx, id, 'share');
        if (!webhook) return undefined;
        const body: WebhookPing = { event: 'ping', webhookId: id, at: new Date(now).toISOString() };
        const [deliveryId] = await insertDeliveries(
          trx,
          [id],
          { event: 'ping', releaseId: null, body: JSON.stringify(body) },
          now,
        );
        const row = await trx
          .selectFrom('webhook_deliveries')
          .select(DELIVERY_COLUMNS)
          .where('id', '=', deliveryId!)
          .executeTakeFirstOrThrow();
        return toDelivery(row);
      }),
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;

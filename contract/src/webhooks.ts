import { type Static, Type } from 'typebox';
import { Id } from './common';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_LIMITS } from './limits';
import { PromptType, Version } from './prompt';

/*
 * Webhooks (issue 35 §5): admins register URLs with a secret; each release and rollback is
 * POSTed to every one of them, signed, retried, delivered once. Every route asks `administer`
 * (403 FORBIDDEN for any other role, before anything is read); writes are audited (entity
 * `webhook`; the secret by its field's name only). 404 NOT_FOUND: no such webhook.
 */

/**
 * The body of a release's or rollback's delivery, as the receiver gets it: JSON, these keys in
 * this order, signed as sent (X-Portal-Signature: `sha256=` + hex HMAC-SHA256 of the raw body
 * under the webhook's secret).
 */
export const WebhookEvent = Type.Object({
  event: Type.Union([Type.Literal('release'), Type.Literal('rollback')]),
  promptType: PromptType,
  promptId: Type.String(),
  version: Version,
  /** The tenants whose released version this changed. */
  tenantIds: Type.Array(Type.String()),
  releaseId: Type.String(),
  /** ISO 8601: when the release or rollback committed its change. */
  at: Type.String({ format: 'date-time' }),
});
export type WebhookEvent = Static<typeof WebhookEvent>;

/** The body of a test delivery (POST /api/webhooks/{webhookId}/test): nothing was released. */
export const WebhookPing = Type.Object({
  event: Type.Literal('ping'),
  webhookId: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type WebhookPing = Static<typeof WebhookPing>;

/** What a delivery carries: a release, a rollback, or a test. */
export const WebhookEventName = Type.Union([
  Type.Literal('release'),
  Type.Literal('rollback'),
  Type.Literal('ping'),
]);
export type WebhookEventName = Static<typeof WebhookEventName>;

/**
 * One delivery of one event to one webhook. `pending` until a try answers 2xx (`delivered`) or
 * the last try fails (`failed`); `nextAttemptAt` is when it is tried next while pending.
 */
export const WebhookDelivery = Type.Object({
  id: Type.String(),
  event: WebhookEventName,
  /** The release or rollback it tells of; null for a test. */
  releaseId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  /** The HTTP status of the last try; null before the first or when none came back. */
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()]),
  /** Why the last try failed ('HTTP 500', 'Redirect to … not followed', 'Timed out after 10 s'). */
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  lastAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** A registered webhook as admins see it: never its secret, only the secret's last characters. */
export const Webhook = Type.Object({
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  /** The secret's last WEBHOOK_LIMITS.secretHint characters, to tell secrets apart. */
  secretHint: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** Username of the admin who registered it. */
  createdBy: Type.String(),
  /** Its newest delivery; null before the first. */
  lastDelivery: Type.Union([WebhookDelivery, Type.Null()]),
});
export type Webhook = Static<typeof Webhook>;

/**
 * An http or https URL (the API also refuses one it cannot parse or that holds a user name or
 * password: 400 VALIDATION_FAILED).
 */
const WebhookUrl = Type.String({ pattern: '^https?://\\S+$', maxLength: WEBHOOK_LIMITS.url });

/** What the receiver checks signatures with: stored encrypted, never answered. */
const WebhookSecret = Type.String({
  minLength: WEBHOOK_LIMITS.secretMin,
  maxLength: WEBHOOK_LIMITS.secret,
});

const Description = Type.String({ maxLength: WEBHOOK_LIMITS.description });

/** POST /api/webhooks */
export const CreateWebhookRequest = Type.Object(
  { url: WebhookUrl, secret: WebhookSecret, description: Type.Optional(Description) },
  { additionalProperties: false },
);
export type CreateWebhookRequest = Static<typeof CreateWebhookRequest>;

/** PUT /api/webhooks/{webhookId}: what is left out stays as it is. */
export const UpdateWebhookRequest = Type.Object(
  {
    url: Type.Optional(WebhookUrl),
    secret: Type.Optional(WebhookSecret),
    description: Type.Optional(Description),
  },
  { additionalProperties: false },
);
export type UpdateWebhookRequest = Static<typeof UpdateWebhookRequest>;

/** A webhook's routes: /api/webhooks/{webhookId}/… */
export const WebhookParams = Type.Object({ webhookId: Id }, { additionalProperties: false });
export type WebhookParams = Static<typeof WebhookParams>;

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
  WebhookParams,
} from '@portal/contract';
import { WEBHOOK_LIMITS } from '@portal/contract/limits';
import { notFound, validationFailed } from '../errors';
import type { StoredSecret } from '../repositories/webhooks';
import { bearer, errors } from '../schemas';
import { fieldMessages } from '../validation';

const WEBHOOK_NOT_FOUND = 'Webhook not found';
const tags = ['webhooks'];

const messages = fieldMessages({
  url: { pattern: 'url must be an http:// or https:// URL' },
  secret: { minLength: `secret must be at least ${WEBHOOK_LIMITS.secretMin} characters` },
});

/**
 * A URL the dispatcher can POST to: it parses, and names no user or password (those would be
 * shown in every list; the signature is the receiver's proof).
 */
function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw validationFailed('url must be an http:// or https:// URL');
  }
  if (parsed.username || parsed.password) {
    throw validationFailed('url must not hold a user name or password');
  }
  return url;
}

/**
 * Webhooks (issue 35 §5). The family asks `administer` of every route (app.ts), reads
 * included, so any other role is refused before a parameter is read. The secret goes in
 * sealed and never comes out: answers carry its last characters only.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stored = (secret: string): StoredSecret => ({
    sealed: app.webhooks.secrets.seal(secret),
    hint: [...secret].slice(-WEBHOOK_LIMITS.secretHint).join(''),
  });

  app.get(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary: 'Every registered webhook, oldest first, with its newest delivery',
        security: bearer,
        response: { 200: Type.Array(Webhook), ...errors(401, 500) },
      },
    },
    () => app.repos.webhooks.list(),
  );

  app.post(
    '/api/webhooks',
    {
      schemaErrorFormatter: messages,
      schema: {
        tags,
        summary:
          'Register a URL to receive every release and rollback, signed with `secret` ' +
          '(X-Portal-Signature: sha256=<hex HMAC-SHA256 of the body>)',
        security: bearer,
        body: CreateWebhookRequest,
        response: { 201: Webhook, ...errors(400, 401, 500) },
      },
    },
    async (request, reply) => {
      const { url, secret, description = '' } = request.body;
      const webhook = await app.repos.webhooks.create(
        { url: checkedUrl(url), description, secret: stored(secret) },
        request.user,
      );
      return reply.status(201).send(webhook);
    },
  );

  app.put(
    '/api/webhooks/:webhookId',
    {
      schemaErrorFormatter: messages,
      schema: {
        tags,
        summary: "Change a webhook's URL, secret or description; what is left out stays",
        security: bearer,
        params: WebhookParams,
        body: UpdateWebhookRequest,
        response: { 200: Webhook, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { url, secret, description } = request.body;
      const webhook = await app.repos.webhooks.update(
        request.params.webhookId,
        {
          ...(url === undefined ? {} : { url: checkedUrl(url) }),
          ...(secret === undefined ? {} : { secret: stored(secret) }),
          ...(description === undefined ? {} : { description }),
        },
        request.user,
      );
      if (!webhook) throw notFound(WEBHOOK_NOT_FOUND);
      return webhook;
    },
  );

  app.delete(
    '/api/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Remove a webhook; its deliveries, pending ones included, go with it',
        security: bearer,
        params: WebhookParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const removed = await app.repos.webhooks.remove(request.params.webhookId, request.user);
      if (!removed) throw notFound(WEBHOOK_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        summary: `A webhook's newest ${WEBHOOK_LIMITS.deliveries} deliveries, newest first, with their status`,
        security: bearer,
        params: WebhookParams,
        response: { 200: Type.Array(WebhookDelivery), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const deliveries = await app.repos.webhooks.deliveries(request.params.webhookId);
      if (!deliveries) throw notFound(WEBHOOK_NOT_FOUND);
      return deliveries;
    },
  );

  app.post(
    '/api/webhooks/:webhookId/test',
    {
      schema: {
        tags,
        summary:
          'Send the webhook a test delivery, `{ event: "ping", webhookId, at }`, signed and ' +
          'retried like any other; answers it, pending',
        security: bearer,
        params: WebhookParams,
        response: { 202: WebhookDelivery, ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const delivery = await app.repos.webhooks.ping(request.params.webhookId);
      if (!delivery) throw notFound(WEBHOOK_NOT_FOUND);
      app.webhooks.nudge();
      return reply.status(202).send(delivery);
    },
  );
};

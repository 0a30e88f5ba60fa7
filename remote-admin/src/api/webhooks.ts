import { apiClient } from '@portal/shared';
import type {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
} from '@portal/contract';

const base = '/api/webhooks';
const id = encodeURIComponent;

/** Every registered webhook, oldest first, each with its newest delivery (admins only). */
export async function listWebhooks(): Promise<Webhook[]> {
  const { data } = await apiClient.get<Webhook[]>(base);
  return data;
}

export async function createWebhook(request: CreateWebhookRequest): Promise<Webhook> {
  const { data } = await apiClient.post<Webhook>(base, request);
  return data;
}

/** What is left out stays; a secret left out keeps the stored one. */
export async function updateWebhook(
  webhookId: string,
  request: UpdateWebhookRequest,
): Promise<Webhook> {
  const { data } = await apiClient.put<Webhook>(`${base}/${id(webhookId)}`, request);
  return data;
}

/** Removes the webhook; its pending deliveries are never sent. */
export async function deleteWebhook(webhookId: string): Promise<void> {
  await apiClient.delete(`${base}/${id(webhookId)}`);
}

/** Its newest deliveries, newest first. */
export async function listDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const { data } = await apiClient.get<WebhookDelivery[]>(`${base}/${id(webhookId)}/deliveries`);
  return data;
}

/** Queues a signed test delivery (`ping`); answers it, pending. */
export async function testWebhook(webhookId: string): Promise<WebhookDelivery> {
  const { data } = await apiClient.post<WebhookDelivery>(`${base}/${id(webhookId)}/test`);
  return data;
}

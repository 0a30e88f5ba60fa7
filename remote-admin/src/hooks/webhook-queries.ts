import { queryOptions } from '@portal/shared/data';
import { listDeliveries, listWebhooks } from '../api/webhooks';

/** Every registered webhook (admins only), loaded when its tab opens, again after each change. */
export const webhooksQuery = () =>
  queryOptions({ queryKey: ['admin', 'webhooks'], queryFn: listWebhooks });

/** One webhook's newest deliveries. */
export const deliveriesQuery = (webhookId: string) =>
  queryOptions({
    queryKey: ['admin', 'webhooks', webhookId, 'deliveries'],
    queryFn: () => listDeliveries(webhookId),
  });

import { Button, Flex, Typography } from '@portal/shared/antd';
import type { TableColumnsType } from '@portal/shared/antd-data';
import { loadView, useQuery } from '@portal/shared/data';
import type { Webhook, WebhookDelivery } from '@portal/contract';
import { WEBHOOK_LIMITS } from '@portal/contract/limits';
import { testWebhook } from '../api/webhooks';
import { deliveriesQuery, webhooksQuery } from '../hooks/webhook-queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { AdminTable } from './admin-table';
import { DeliveryStatus, deliveryResult, shownTime } from './delivery-status';
import { FailureAlert } from './failure-alert';

const EVENTS: Record<WebhookDelivery['event'], string> = {
  release: 'Release',
  rollback: 'Rollback',
  ping: 'Test',
};

const columns: TableColumnsType<WebhookDelivery> = [
  {
    title: 'Event',
    dataIndex: 'event',
    render: (event: WebhookDelivery['event']) => EVENTS[event],
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: WebhookDelivery['status']) => <DeliveryStatus status={status} />,
  },
  { title: 'Attempts', dataIndex: 'attempts' },
  { title: 'Result', key: 'result', render: (_value, delivery) => deliveryResult(delivery) },
  { title: 'Queued', dataIndex: 'createdAt', render: shownTime },
  { title: 'Last try', dataIndex: 'lastAttemptAt', render: shownTime },
  {
    title: 'Next try',
    dataIndex: 'nextAttemptAt',
    render: (at: string | null, delivery) => (delivery.status === 'pending' ? shownTime(at) : '—'),
  },
];

/**
 * One webhook's newest deliveries, newest first: each one's state, tries and last answer.
 * Refresh reads them again; Send Test queues a signed `ping` to check the receiver.
 */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const query = useQuery(deliveriesQuery(webhook.id));
  const view = loadView(query, ADMIN_MESSAGES.loadDeliveries);
  const test = useAdminAction(
    () => testWebhook(webhook.id),
    ADMIN_MESSAGES.testWebhook,
    () => [webhooksQuery().queryKey],
  );

  // A refusal shows from the action's own state (test.error) until dismissed or tried again.
  const sendTest = () => void test.run(undefined).catch(() => {});

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        The newest {WEBHOOK_LIMITS.deliveries} deliveries to {webhook.url}, newest first. A failed
        try is retried four times over about ten minutes.
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button onClick={view.retry} loading={view.updating}>
          {view.updating ? 'Refreshing...' : 'Refresh'}
        </Button>
        <Button onClick={sendTest} loading={test.pending !== undefined}>
          {test.pending !== undefined ? 'Sending...' : 'Send Test'}
        </Button>
      </Flex>
      {test.error && <FailureAlert message={test.error} onClose={test.reset} />}
      <AdminTable
        view={view}
        loading="Loading deliveries..."
        failed={ADMIN_MESSAGES.loadDeliveries}
        rows={query.data ?? []}
        columns={columns}
        empty={{
          title: 'No deliveries yet',
          text: 'Each release and rollback is sent here. Send Test to check the receiver now.',
        }}
      />
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { App, Drawer } from '@portal/shared/antd-nav';
import type { TableColumnsType } from '@portal/shared/antd-data';
import { errorMessage } from '@portal/shared';
import { loadView, useQuery } from '@portal/shared/data';
import type { Webhook } from '@portal/contract';
import { PlusIcon, SectionHeading } from '@portal/remote-kit';
import { deleteWebhook } from '../api/webhooks';
import { webhooksQuery } from '../hooks/webhook-queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { AdminTable } from './admin-table';
import { DeliveryStatus, shownTime } from './delivery-status';
import { FailureAlert } from './failure-alert';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

/** What the drawer shows: the form (a new webhook or one to edit), or one webhook's deliveries. */
type Open = { form: Webhook | 'new' } | { deliveries: Webhook } | null;

/**
 * Issue 35 §5: the URLs each release and rollback is POSTed to, signed with their secret.
 * Register one, edit it (a new secret replaces the old), delete it (confirmed; its pending
 * deliveries are dropped), and see its deliveries with their status.
 */
export function WebhooksView() {
  const { modal } = App.useApp();
  const query = useQuery(webhooksQuery());
  const view = loadView(query, ADMIN_MESSAGES.loadWebhooks);
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useAdminAction(
    (webhook: Webhook) => deleteWebhook(webhook.id),
    ADMIN_MESSAGES.deleteWebhook,
    () => [webhooksQuery().queryKey],
  );

  const confirmDelete = (webhook: Webhook) =>
    modal.confirm({
      title: `Delete the webhook to ${webhook.url}?`,
      content: 'Releases are no longer sent to it, and its pending deliveries are dropped.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setFailure(null);
        await remove
          .run(webhook)
          .catch((error: unknown) => setFailure(errorMessage(error, ADMIN_MESSAGES.deleteWebhook)));
      },
    });

  const columns: TableColumnsType<Webhook> = [
    {
      title: 'URL',
      dataIndex: 'url',
      sorter: (a, b) => a.url.localeCompare(b.url),
      render: (url: string) => <Typography.Text strong>{url}</Typography.Text>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      render: (description: string) =>
        description || <Typography.Text type="secondary">None</Typography.Text>,
    },
    {
      title: 'Secret',
      dataIndex: 'secretHint',
      render: (hint: string) => (
        <span>
          <Typography.Text type="secondary">ends in </Typography.Text>
          <Typography.Text code>{hint}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Last delivery',
      key: 'lastDelivery',
      render: (_value, webhook) =>
        webhook.lastDelivery ? (
          <Flex gap={4} align="center" wrap>
            <DeliveryStatus status={webhook.lastDelivery.status} />
            <Typography.Text type="secondary">
              {shownTime(webhook.lastDelivery.createdAt)}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">None yet</Typography.Text>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, webhook) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            aria-label={`Deliveries to ${webhook.url}`}
            onClick={() => setOpen({ deliveries: webhook })}
          >
            Deliveries
          </Button>
          <Button
            size="small"
            aria-label={`Edit ${webhook.url}`}
            onClick={() => setOpen({ form: webhook })}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger
            aria-label={`Delete ${webhook.url}`}
            loading={remove.pending?.id === webhook.id}
            onClick={() => confirmDelete(webhook)}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const close = () => setOpen(null);
  const title =
    open === null
      ? ''
      : 'deliveries' in open
        ? 'Deliveries'
        : open.form === 'new'
          ? 'Register Webhook'
          : 'Edit Webhook';

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Webhooks"
        action={
          <Button type="primary" icon={<PlusIcon />} onClick={() => setOpen({ form: 'new' })}>
            Register Webhook
          </Button>
        }
      />
      <Typography.Text type="secondary">
        Each release and rollback of an instruction is POSTed to every webhook, signed with its
        secret, so a pipeline can act on it instead of polling.
      </Typography.Text>
      {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
      <AdminTable
        view={view}
        loading="Loading webhooks..."
        failed={ADMIN_MESSAGES.loadWebhooks}
        rows={query.data ?? []}
        columns={columns}
        empty={{ title: 'No webhooks yet', text: 'Register a URL to hear of every release.' }}
        search={{
          label: 'Search webhooks',
          noun: 'webhook',
          texts: (webhook) => [webhook.url, webhook.description],
        }}
      />
      <Drawer
        open={open !== null}
        title={title}
        onClose={close}
        destroyOnHidden
        size={'deliveries' in (open ?? {}) ? 960 : 480}
      >
        {open !== null &&
          ('deliveries' in open ? (
            <WebhookDeliveries webhook={open.deliveries} />
          ) : (
            <WebhookForm
              webhook={open.form === 'new' ? null : open.form}
              onSaved={close}
              onCancel={close}
            />
          ))}
      </Drawer>
    </Flex>
  );
}

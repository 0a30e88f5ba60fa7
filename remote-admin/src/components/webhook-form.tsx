import { Form, Input } from '@portal/shared/antd';
import type { Webhook } from '@portal/contract';
import { WEBHOOK_LIMITS } from '@portal/contract/limits';
import { createWebhook, updateWebhook } from '../api/webhooks';
import { webhooksQuery } from '../hooks/webhook-queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { AdminForm } from './admin-form';

interface WebhookFormValues {
  url: string;
  secret: string;
  description: string;
}

const SECRET_TOO_SHORT = `Secret must be at least ${WEBHOOK_LIMITS.secretMin} characters`;

/**
 * A new webhook, or a webhook's URL, secret or description changed (`webhook`). The secret is
 * never shown back: editing, it is left empty to keep the stored one.
 */
export function WebhookForm({
  webhook,
  onSaved,
  onCancel,
}: {
  webhook: Webhook | null;
  onSaved: (webhook: Webhook) => void;
  onCancel: () => void;
}) {
  const save = useAdminAction(
    ({ url, secret, description }: WebhookFormValues) =>
      webhook
        ? updateWebhook(webhook.id, { url, description, ...(secret ? { secret } : {}) })
        : createWebhook({ url, secret, description }),
    ADMIN_MESSAGES.saveWebhook,
    () => [webhooksQuery().queryKey],
  );

  return (
    <AdminForm<WebhookFormValues>
      name="webhook"
      initialValues={{
        url: webhook?.url ?? '',
        secret: '',
        description: webhook?.description ?? '',
      }}
      action={save}
      submit={webhook ? 'Save Webhook' : 'Register Webhook'}
      busy="Saving..."
      onFinish={(values) =>
        save
          .run({ ...values, url: values.url.trim(), description: values.description.trim() })
          .then(onSaved, () => {})
      }
      onCancel={onCancel}
    >
      <Form.Item
        label="URL"
        name="url"
        extra="Each release and rollback is POSTed here; redirects are not followed."
        rules={[
          { required: true, whitespace: true, message: 'URL is required' },
          { pattern: /^\s*https?:\/\/\S+\s*$/, message: 'URL must start with http:// or https://' },
        ]}
      >
        <Input
          maxLength={WEBHOOK_LIMITS.url}
          placeholder="https://pipeline.example.com/hooks/portal"
        />
      </Form.Item>
      <Form.Item
        label="Secret"
        name="secret"
        extra={
          webhook
            ? `Leave empty to keep the current secret (ending in ${webhook.secretHint}).`
            : 'The receiver checks the X-Portal-Signature header with it. It is not shown again.'
        }
        rules={[
          ...(webhook ? [] : [{ required: true, message: 'Secret is required' }]),
          { min: WEBHOOK_LIMITS.secretMin, message: SECRET_TOO_SHORT },
        ]}
      >
        <Input.Password maxLength={WEBHOOK_LIMITS.secret} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Description" name="description" extra="Optional">
        <Input maxLength={WEBHOOK_LIMITS.description} />
      </Form.Item>
    </AdminForm>
  );
}

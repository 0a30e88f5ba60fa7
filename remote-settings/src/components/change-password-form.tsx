import { useState } from 'react';
import { Button, Flex, Form } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';
import { MIN_PASSWORD_LENGTH } from '@portal/contract/limits';
import { useChangePassword } from '../hooks/use-change-password';
import { SETTINGS_MESSAGES } from '../messages';
import {
  validateChangePassword,
  type ChangePasswordForm as ChangePasswordValues,
} from '../validation/change-password';
import { PasswordInput } from './password-input';

type FormMessage = { type: 'success' | 'error'; text: string };

/**
 * Spec §2 Settings and §5: checks the rules in order, one message at a time, then changes.
 * `onChanged` hears of each change that succeeded.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const [form] = Form.useForm<Partial<ChangePasswordValues>>();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const { changing, changePassword } = useChangePassword();

  const handleFinish = async ({
    currentPassword = '',
    newPassword = '',
    confirmPassword = '',
  }: Partial<ChangePasswordValues>) => {
    const broken = validateChangePassword({ currentPassword, newPassword, confirmPassword });
    if (broken) {
      setMessage({ type: 'error', text: broken });
      return;
    }
    setMessage(null);
    try {
      await changePassword({ currentPassword, newPassword });
      form.resetFields();
      setMessage({ type: 'success', text: 'Password changed successfully!' });
      onChanged?.();
    } catch (error) {
      setMessage({
        type: 'error',
        text: errorMessage(error, SETTINGS_MESSAGES.changePasswordRetry),
      });
    }
  };

  const clear = () => {
    form.resetFields();
    setMessage(null);
  };

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={() => setMessage(null)}
    >
      {message?.type === 'error' && (
        <Alert type="error" showIcon title={message.text} style={{ marginBottom: 24 }} />
      )}
      {message?.type === 'success' && (
        <Alert
          type="success"
          role="status"
          showIcon
          title={message.text}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form.Item name="currentPassword" label="Current Password">
        <PasswordInput toggleName="current password" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New Password"
        extra={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
      >
        <PasswordInput toggleName="new password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="Confirm New Password">
        <PasswordInput toggleName="password confirmation" autoComplete="new-password" />
      </Form.Item>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={clear} disabled={changing}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={changing} disabled={changing}>
          {changing ? 'Changing...' : 'Change Password'}
        </Button>
      </Flex>
    </Form>
  );
}

import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';

interface OneTimePasswordProps {
  /** 'Account created for x' or 'Password reset for x'. */
  title: string;
  username: string;
  password: string;
  onDone: () => void;
}

/**
 * A one-time password, shown this once (the API keeps only its hash): the admin copies it and
 * hands it over; its holder must change it at the first sign-in.
 */
export function OneTimePassword({ title, username, password, onDone }: OneTimePasswordProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(password).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <Flex vertical gap={16}>
      <Alert type="success" role="status" showIcon title={title} />
      <Flex vertical gap={4}>
        <Typography.Text strong id="one-time-password-label">
          One-time password
        </Typography.Text>
        <Typography.Text code aria-labelledby="one-time-password-label" style={{ fontSize: 16 }}>
          {password}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        Shown only this once. {username} must change it at the first sign-in.
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Button onClick={() => void copy()}>Copy password</Button>
        <span role="status">
          {copied === true && 'Copied'}
          {copied === false && 'Copy failed: select the password and copy it'}
        </span>
      </Flex>
      <Flex justify="flex-end">
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}

import { Button, Form, Input, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';

interface Credentials {
  username: string;
  password: string;
}

/** The dev shell's sign-in: the runtime's own login call, nothing of remote-auth's pages. */
export function DevSignIn({ remote }: { remote: string }) {
  const login = useSession((state) => state.login);
  const isLoading = useSession((state) => state.isLoading);
  const error = useSession((state) => state.error);
  return (
    <>
      <Typography.Title level={3}>Sign in to work on {remote}</Typography.Title>
      <Form<Credentials>
        layout="vertical"
        onFinish={(credentials) => void login(credentials)}
        requiredMark={false}
      >
        <Form.Item label="Username" name="username" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Sign In
        </Button>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Typography } from '@portal/shared/antd';
import { useSession } from '@portal/shared';
import { validateLogin, type LoginErrors } from '../validation/login';
import { SignInError } from './sign-in-error';

interface LoginFormValues {
  username?: string;
  password?: string;
}

/** Spec §2 Login: checks both fields before any call, then signs in through the store. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const isLoading = useSession((state) => state.isLoading);
  const error = useSession((state) => state.error);
  const login = useSession((state) => state.login);
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});

  const handleFinish = async ({ username = '', password = '' }: LoginFormValues) => {
    const errors = validateLogin({ username, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // Surrounding blanks in a username are typing slips, never part of the account name.
    if (await login({ username: username.trim(), password })) onSignedIn();
  };

  const clearEditedFieldErrors = (changed: LoginFormValues) => {
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changed)) delete next[field as keyof LoginErrors];
      return next;
    });
  };

  return (
    <Form<LoginFormValues>
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={clearEditedFieldErrors}
    >
      {error && <SignInError message={error} />}
      <Form.Item
        name="username"
        label="Username"
        validateStatus={fieldErrors.username ? 'error' : undefined}
        help={fieldErrors.username}
      >
        <Input autoComplete="username" size="large" aria-invalid={Boolean(fieldErrors.username)} />
      </Form.Item>
      <Form.Item
        name="password"
        label="Password"
        validateStatus={fieldErrors.password ? 'error' : undefined}
        help={fieldErrors.password}
      >
        <Input.Password
          autoComplete="current-password"
          size="large"
          aria-invalid={Boolean(fieldErrors.password)}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 24 }}>
        <Checkbox>Remember me</Checkbox>
        {/* Spec §2: the link exists but leads nowhere yet. */}
        <Typography.Link href="#" onClick={(event) => event.preventDefault()}>
          Forgot password?
        </Typography.Link>
      </Flex>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={isLoading}
        disabled={isLoading}
      >
        Sign In
      </Button>
    </Form>
  );
}

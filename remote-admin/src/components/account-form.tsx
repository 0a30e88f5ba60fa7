import { Button, Flex, Form, Input } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import type { AccountWithPassword, Role } from '@portal/contract';
import { USERNAME_MAX } from '@portal/contract/limits';
import { useTenants } from '@portal/shared/data';
import { createAccount } from '../api/accounts';
import { accountsQuery, MEMBERS_KEY } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { ROLE_OPTIONS } from '../roles';
import { FailureAlert } from './failure-alert';

interface AccountFormValues {
  username: string;
  role: Role;
  tenantIds: string[];
}

/** A new account: its username (an email), its role and the tenants it is a member of. */
export function AccountForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: AccountWithPassword) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<AccountFormValues>();
  const { tenants } = useTenants();
  const create = useAdminAction(createAccount, ADMIN_MESSAGES.createAccount, () => [
    accountsQuery().queryKey,
    MEMBERS_KEY,
  ]);
  const options = tenants
    .filter((tenant) => !tenant.archived)
    .map((tenant) => ({ value: tenant.id, label: tenant.name }));

  const submit = (values: AccountFormValues) =>
    create
      .run({ username: values.username.trim(), role: values.role, tenantIds: values.tenantIds })
      .then(onCreated, () => {});

  return (
    <Form
      form={form}
      name="create-account"
      layout="vertical"
      initialValues={{ username: '', role: 'viewer', tenantIds: [] }}
      onFinish={submit}
      onValuesChange={() => create.reset()}
    >
      {create.error && (
        <div style={{ marginBottom: 24 }}>
          <FailureAlert message={create.error} />
        </div>
      )}
      <Form.Item
        label="Username"
        name="username"
        extra="The email address the person signs in with."
        rules={[{ required: true, whitespace: true, message: 'Username is required' }]}
      >
        <Input maxLength={USERNAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Role is required' }]}>
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item label="Tenants" name="tenantIds" extra="Admins reach every tenant anyway.">
        <Select mode="multiple" options={options} optionFilterProp="label" />
      </Form.Item>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel} disabled={create.pending !== undefined}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={create.pending !== undefined}>
          {create.pending ? 'Creating...' : 'Create Account'}
        </Button>
      </Flex>
    </Form>
  );
}

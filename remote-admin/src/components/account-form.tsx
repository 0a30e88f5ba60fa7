import { Form, Input } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import type { AccountWithPassword, Role } from '@portal/contract';
import { USERNAME_MAX } from '@portal/contract/limits';
import { useTenants } from '@portal/shared/data';
import { createAccount } from '../api/accounts';
import { accountsQuery, MEMBERS_KEY } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { ROLE_OPTIONS } from '../roles';
import { AdminForm } from './admin-form';

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
    <AdminForm<AccountFormValues>
      name="create-account"
      initialValues={{ username: '', role: 'viewer', tenantIds: [] }}
      action={create}
      submit="Create Account"
      busy="Creating..."
      onFinish={submit}
      onCancel={onCancel}
    >
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
    </AdminForm>
  );
}

import { Form, Input } from '@portal/shared/antd';
import type { Tenant } from '@portal/contract';
import { TENANCY_LIMITS } from '@portal/contract/limits';
import { createTenant, updateTenant } from '../api/tenancy';
import { accountsQuery, TENANTS_KEY } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { AdminForm } from './admin-form';

interface TenantFormValues {
  name: string;
  primaryDomain: string;
}

/** A new tenant, or a tenant's name and primary domain changed (`tenant`). */
export function TenantForm({
  tenant,
  onSaved,
  onCancel,
}: {
  tenant: Tenant | null;
  onSaved: (tenant: Tenant) => void;
  onCancel: () => void;
}) {
  const save = useAdminAction(
    ({ name, primaryDomain }: TenantFormValues) => {
      const domain = primaryDomain.trim();
      return tenant
        ? updateTenant(tenant.id, { name, configuration: { primaryDomain: domain || null } })
        : createTenant({ name, ...(domain ? { configuration: { primaryDomain: domain } } : {}) });
    },
    ADMIN_MESSAGES.saveTenant,
    () => [TENANTS_KEY, accountsQuery().queryKey],
  );

  return (
    <AdminForm<TenantFormValues>
      name="tenant"
      initialValues={{
        name: tenant?.name ?? '',
        primaryDomain: tenant?.configuration.primaryDomain ?? '',
      }}
      action={save}
      submit={tenant ? 'Save Tenant' : 'Create Tenant'}
      busy="Saving..."
      onFinish={(values) =>
        save.run({ ...values, name: values.name.trim() }).then(onSaved, () => {})
      }
      onCancel={onCancel}
    >
      <Form.Item
        label="Tenant Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Tenant Name is required' }]}
      >
        <Input maxLength={TENANCY_LIMITS.name} />
      </Form.Item>
      <Form.Item label="Primary Domain" name="primaryDomain" extra="Optional, e.g. example.com">
        <Input maxLength={TENANCY_LIMITS.primaryDomain} />
      </Form.Item>
    </AdminForm>
  );
}

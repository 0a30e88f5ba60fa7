import { useMemo } from 'react';
import { Form } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useTenants } from '@portal/shared/data';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingNotice } from './loading-notice';

const FIELD_ID = 'tenant-selection-tenant';
const HELP_ID = `${FIELD_ID}-help`;

/** The 'Tenant' dropdown with the list's loading and error states. */
export function TenantField() {
  const { tenants, status, error, retry } = useTenants();
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectTenant = useSession((state) => state.selectTenant);
  const options = useMemo(
    () => tenants.map(({ id, name }) => ({ value: id, label: name })),
    [tenants],
  );

  if (status === 'loading') return <LoadingNotice text="Loading tenants..." />;
  if (status === 'error') {
    return <LoadErrorAlert title="Error loading tenants" message={error} onRetry={retry} />;
  }
  return (
    <Form layout="vertical" component={false}>
      <Form.Item
        label="Tenant"
        htmlFor={FIELD_ID}
        extra={<span id={HELP_ID}>Select the tenant you want to access</span>}
      >
        <Select
          id={FIELD_ID}
          aria-describedby={HELP_ID}
          size="large"
          placeholder="Choose a tenant"
          options={options}
          value={selectedTenantId ?? undefined}
          onChange={(id: string) => selectTenant(id)}
        />
      </Form.Item>
    </Form>
  );
}

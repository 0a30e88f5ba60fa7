import { useMemo } from 'react';
import { Select } from '@portal/shared/antd-nav';
import { useTenants } from '@portal/shared/data';
import { useDiscardGuard } from '@portal/remote-kit';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { SwitcherField } from './switcher-field';
import { SwitcherLoadError } from './switcher-load-error';
import { switcherOptions } from './switcher-options';

/** The tenant control's id, label and loading text, also in the dashboard's loading view. */
export const TENANT_FIELD = {
  id: 'dashboard-tenant',
  label: 'Tenant',
  loading: 'Loading tenants...',
};

/**
 * Shows the dashboard's tenant and switches it in the URL (clearing the workspace); the
 * dashboard's store then follows, which loads the new tenant's list.
 */
export function TenantSwitcher({ tenantId }: { tenantId: string | null }) {
  const { tenants, status, error, retry } = useTenants();
  const { update } = useDashboardUrl();
  const options = useMemo(() => switcherOptions(tenants), [tenants]);
  // Switching scope closes an open form: ask first when it holds unsaved changes.
  const guard = useDiscardGuard();

  return (
    <SwitcherField
      id={TENANT_FIELD.id}
      label={TENANT_FIELD.label}
      problem={
        status === 'error' && (
          <SwitcherLoadError title="Error loading tenants" message={error} onRetry={retry} />
        )
      }
    >
      <Select
        id={TENANT_FIELD.id}
        loading={status === 'loading'}
        placeholder={status === 'loading' ? TENANT_FIELD.loading : 'Select a tenant'}
        options={options}
        // Shown once the list vouches for it: an id alone would show as a raw id.
        value={tenantId && tenants.some((tenant) => tenant.id === tenantId) ? tenantId : undefined}
        onChange={(id: string) => guard(() => update({ tenant: id, workspace: null, edit: null }))}
      />
    </SwitcherField>
  );
}

import { useMemo } from 'react';
import { Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useTenants } from '@portal/shared/data';
import { useDiscardGuard } from '@portal/remote-kit';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { SwitcherField } from './switcher-field';
import { SwitcherLoadError } from './switcher-load-error';
import { switcherOptions } from './switcher-options';

const FIELD_ID = 'dashboard-tenant';

/**
 * Switches the tenant in the URL; the dashboard then selects it in the store, which clears the
 * workspace and loads the new tenant's list.
 */
export function TenantSwitcher() {
  const { tenants, status, error, retry } = useTenants();
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const { update } = useDashboardUrl();
  const options = useMemo(() => switcherOptions(tenants), [tenants]);
  // Switching scope closes an open form: ask first when it holds unsaved changes.
  const guard = useDiscardGuard();

  return (
    <SwitcherField
      id={FIELD_ID}
      label="Tenant"
      problem={
        status === 'error' && (
          <SwitcherLoadError title="Error loading tenants" message={error} onRetry={retry} />
        )
      }
    >
      <Select
        id={FIELD_ID}
        loading={status === 'loading'}
        placeholder={status === 'loading' ? 'Loading tenants...' : 'Select a tenant'}
        options={options}
        // Shown once the list vouches for it: an id alone would show as a raw id.
        value={
          tenants.some((tenant) => tenant.id === selectedTenantId) ? selectedTenantId : undefined
        }
        onChange={(id: string) => guard(() => update({ tenant: id, workspace: null, edit: null }))}
      />
    </SwitcherField>
  );
}

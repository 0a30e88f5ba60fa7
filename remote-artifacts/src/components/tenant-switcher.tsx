import { useMemo } from 'react';
import { Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useDiscardGuard } from '../unsaved-changes/use-discard-guard';
import { SwitcherField } from './switcher-field';
import { SwitcherLoadError } from './switcher-load-error';
import { switcherOptions } from './switcher-options';

const FIELD_ID = 'dashboard-tenant';

/** Switches the tenant; the store then clears the workspace and loads the new tenant's list. */
export function TenantSwitcher() {
  const tenants = useSession((state) => state.tenants);
  const status = useSession((state) => state.tenantsStatus);
  const error = useSession((state) => state.tenantsError);
  const selectedTenant = useSession((state) => state.selectedTenant);
  const selectTenant = useSession((state) => state.selectTenant);
  const loadTenants = useSession((state) => state.loadTenants);
  const options = useMemo(
    () => switcherOptions(tenants, selectedTenant),
    [tenants, selectedTenant],
  );
  // Switching scope closes an open form: ask first when it holds unsaved changes.
  const guard = useDiscardGuard();

  return (
    <SwitcherField
      id={FIELD_ID}
      label="Tenant"
      problem={
        status === 'error' && (
          <SwitcherLoadError
            title="Error loading tenants"
            message={error}
            onRetry={() => void loadTenants()}
          />
        )
      }
    >
      <Select
        id={FIELD_ID}
        loading={status === 'loading'}
        placeholder={status === 'loading' ? 'Loading tenants...' : 'Select a tenant'}
        options={options}
        value={selectedTenant?.id}
        onChange={(id: string) =>
          guard(() => selectTenant(tenants.find((tenant) => tenant.id === id) ?? null))
        }
      />
    </SwitcherField>
  );
}

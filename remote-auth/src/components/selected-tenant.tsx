import { Alert } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useSelectedTenant, useTenants } from '@portal/shared/data';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingNotice } from './loading-notice';
import { TenantSummary } from './tenant-summary';
import { WorkspaceField } from './workspace-field';

/**
 * The selected tenant and its workspace dropdown. Only the tenant's id is kept across
 * reloads, so its name and domain show once the tenant list has vouched for it.
 */
export function SelectedTenant() {
  const tenantId = useSession((state) => state.selectedTenantId);
  const tenants = useTenants();
  const tenant = useSelectedTenant();

  if (tenantId && tenants.status === 'loading') return <LoadingNotice text="Loading tenants..." />;
  if (tenantId && tenants.status === 'error') {
    return (
      <LoadErrorAlert
        title="Error loading tenants"
        message={tenants.error}
        onRetry={tenants.retry}
      />
    );
  }
  if (!tenant) {
    return (
      <Alert
        type="warning"
        role="status"
        showIcon
        title="No tenant selected"
        style={{ marginBottom: 24 }}
      />
    );
  }
  return (
    <>
      <TenantSummary tenant={tenant} />
      <WorkspaceField />
    </>
  );
}

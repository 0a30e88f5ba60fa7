import { useEffect } from 'react';
import { sessionStore } from '@portal/shared';

/** Loads the tenant list when the page opens without one and none is on its way. */
export function useTenantsOnMount(): void {
  useEffect(() => {
    const { tenants, tenantsStatus, loadTenants } = sessionStore.getState();
    if (tenants.length === 0 && tenantsStatus !== 'loading') void loadTenants();
  }, []);
}

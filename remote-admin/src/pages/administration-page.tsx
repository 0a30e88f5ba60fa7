import { Flex } from '@portal/shared/antd';
import { Tabs } from '@portal/shared/antd-nav';
import { announceStoreConsumer } from '@portal/shared';
import { useCan } from '@portal/shared/data';
import { PageHeading, useUrlSearch } from '@portal/remote-kit';
import type { AdminView } from '@portal/remote-kit/admin-links';
import { PasswordChangeGate } from '@portal/remote-kit/password-change';
import { AccountsView } from '../components/accounts-view';
import { NotAllowed } from '../components/not-allowed';
import { TenantDetail } from '../components/tenant-detail';
import { TenantsView } from '../components/tenants-view';
import { WebhooksView } from '../components/webhooks-view';

announceStoreConsumer('remote_admin');

/**
 * Issue 34 §4: the admins' area, accounts and tenants (a tenant's workspaces and members under
 * it), and webhooks (issue 35 §5), each view named by the URL (`?view=tenants&tenant=<id>`).
 * Anyone else is told it is not theirs; the API refuses them as well.
 */
export default function AdministrationPage() {
  return (
    <PasswordChangeGate>
      <Administration />
    </PasswordChangeGate>
  );
}

function Administration() {
  const administer = useCan('administer');
  const { params, change } = useUrlSearch();
  if (!administer) return <NotAllowed />;

  const asked = params.get('view');
  const view: AdminView = asked === 'tenants' || asked === 'webhooks' ? asked : 'accounts';
  const tenantId = view === 'tenants' ? params.get('tenant') : null;
  const show = (next: AdminView, tenant?: string) =>
    change(() => {
      const query = new URLSearchParams({ view: next });
      if (tenant) query.set('tenant', tenant);
      return query;
    });

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title="Administration"
        description="Accounts and their roles; tenants, their workspaces and members; webhooks that hear of every release."
      />
      <Tabs
        activeKey={view}
        onChange={(key) => show(key as AdminView)}
        destroyOnHidden
        items={[
          { key: 'accounts', label: 'Accounts', children: <AccountsView /> },
          {
            key: 'tenants',
            label: 'Tenants',
            children: tenantId ? (
              <TenantDetail tenantId={tenantId} />
            ) : (
              <TenantsView onOpen={(id) => show('tenants', id)} />
            ),
          },
          { key: 'webhooks', label: 'Webhooks', children: <WebhooksView /> },
        ]}
      />
    </Flex>
  );
}

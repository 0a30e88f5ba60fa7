import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Drawer } from '@portal/shared/antd-nav';
import type { TableColumnsType } from '@portal/shared/antd-data';
import { Link } from '@portal/shared/router';
import { useTenants, useWorkspaces } from '@portal/shared/data';
import type { Tenant } from '@portal/contract';
import { PlusIcon, SectionHeading } from '@portal/remote-kit';
import { adminLink } from '@portal/remote-kit/admin-links';
import { setTenantArchived } from '../api/tenancy';
import { accountsQuery, TENANTS_KEY } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { useConfirmArchive } from '../hooks/use-confirm-archive';
import { ADMIN_MESSAGES } from '../messages';
import { AdminTable } from './admin-table';
import { ArchivedTag } from './archived-tag';
import { FailureAlert } from './failure-alert';
import { TenantForm } from './tenant-form';

/** How many live workspaces a tenant has (archived ones counted apart). */
function WorkspaceCount({ tenantId }: { tenantId: string }) {
  const { workspaces, status } = useWorkspaces(tenantId);
  if (status === 'error') return <Typography.Text type="secondary">Unavailable</Typography.Text>;
  if (status !== 'ready') return <Typography.Text type="secondary">…</Typography.Text>;
  const archived = workspaces.filter((workspace) => workspace.archived).length;
  const live = workspaces.length - archived;
  return (
    <span>
      {live}
      {archived > 0 && <Typography.Text type="secondary"> ({archived} archived)</Typography.Text>}
    </span>
  );
}

/**
 * Issue 34 §2: every tenant with its primary domain, workspaces and state; create one, edit its
 * name and domain, archive or unarchive it (confirmed), and open it for its workspaces and
 * members.
 */
export function TenantsView({ onOpen }: { onOpen: (tenantId: string) => void }) {
  const tenants = useTenants();
  const [editing, setEditing] = useState<Tenant | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const archive = useAdminAction(
    (tenant: Tenant) => setTenantArchived(tenant.id, !tenant.archived),
    ADMIN_MESSAGES.archiveTenant,
    () => [TENANTS_KEY, accountsQuery().queryKey],
  );

  const confirmArchive = useConfirmArchive<Tenant>({
    run: archive.run,
    comesBack: 'Its members see it again in their tenant selection.',
    fallback: { archive: ADMIN_MESSAGES.archiveTenant, unarchive: ADMIN_MESSAGES.unarchiveTenant },
    onFailure: setFailure,
  });

  const columns: TableColumnsType<Tenant> = [
    {
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
      render: (name: string, tenant) => <Link to={adminLink('tenants', tenant.id)}>{name}</Link>,
    },
    {
      title: 'Primary domain',
      key: 'primaryDomain',
      sorter: (a, b) =>
        (a.configuration.primaryDomain ?? '').localeCompare(b.configuration.primaryDomain ?? ''),
      render: (_value, tenant) =>
        tenant.configuration.primaryDomain ?? (
          <Typography.Text type="secondary">None</Typography.Text>
        ),
    },
    {
      title: 'Workspaces',
      key: 'workspaces',
      render: (_value, tenant) => <WorkspaceCount tenantId={tenant.id} />,
    },
    {
      title: 'Status',
      dataIndex: 'archived',
      sorter: (a, b) => Number(Boolean(a.archived)) - Number(Boolean(b.archived)),
      render: (archived?: boolean) => <ArchivedTag archived={archived} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, tenant) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            aria-label={`Edit ${tenant.name}`}
            onClick={() => setEditing(tenant)}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger={!tenant.archived}
            aria-label={`${tenant.archived ? 'Unarchive' : 'Archive'} ${tenant.name}`}
            loading={archive.pending?.id === tenant.id}
            onClick={() => confirmArchive(tenant)}
          >
            {tenant.archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Tenants"
        action={
          <Button type="primary" icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Create Tenant
          </Button>
        }
      />
      {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
      <AdminTable
        view={tenants}
        loading="Loading tenants..."
        failed={ADMIN_MESSAGES.loadTenants}
        rows={tenants.tenants}
        columns={columns}
        empty={{ title: 'No tenants found', text: 'Create the first tenant.' }}
        search={{
          label: 'Search tenants',
          noun: 'tenant',
          texts: (tenant) => [tenant.name, tenant.configuration.primaryDomain],
        }}
      />
      <Drawer
        open={editing !== null}
        title={editing === 'new' ? 'Create Tenant' : 'Edit Tenant'}
        onClose={() => setEditing(null)}
        destroyOnHidden
        size={480}
      >
        {editing !== null && (
          <TenantForm
            tenant={editing === 'new' ? null : editing}
            onSaved={(saved) => {
              // A new tenant opens, for its first workspace and members.
              if (editing === 'new') onOpen(saved.id);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
    </Flex>
  );
}

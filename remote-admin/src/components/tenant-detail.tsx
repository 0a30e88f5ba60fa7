import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { App, Drawer, Select } from '@portal/shared/antd-nav';
import type { TableColumnsType } from '@portal/shared/antd-data';
import { Link } from '@portal/shared/router';
import { errorMessage } from '@portal/shared';
import { loadView, useQuery, useTenants, useWorkspaces } from '@portal/shared/data';
import type { Tenant, TenantMember, Workspace } from '@portal/contract';
import { ListEmpty, PlusIcon, SectionCard, SectionHeading } from '@portal/remote-kit';
import { adminLink } from '@portal/remote-kit/admin-links';
import { addMember, removeMember, setWorkspaceArchived } from '../api/tenancy';
import { accountsQuery, membersQuery, workspacesKey } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { useConfirmArchive } from '../hooks/use-confirm-archive';
import { ADMIN_MESSAGES } from '../messages';
import { ROLE_LABELS } from '../roles';
import { AdminTable } from './admin-table';
import { ArchivedTag } from './archived-tag';
import { FailureAlert } from './failure-alert';
import { LoadState } from './load-state';
import { TenantForm } from './tenant-form';
import { WorkspaceForm } from './workspace-form';

const BACK = <Link to={adminLink('tenants')}>Back to tenants</Link>;

/** One tenant: its name and domain, its workspaces and its members (issue 34 §2). */
export function TenantDetail({ tenantId }: { tenantId: string }) {
  const tenants = useTenants();
  const [editing, setEditing] = useState(false);
  const tenant = tenants.tenants.find((each) => each.id === tenantId);

  return (
    <Flex vertical gap={16}>
      {BACK}
      <LoadState view={tenants} loading="Loading tenant..." failed={ADMIN_MESSAGES.loadTenants}>
        {tenant ? (
          <>
            <SectionHeading
              title={
                <Flex gap={8} align="center" wrap>
                  {tenant.name} <ArchivedTag archived={tenant.archived} />
                </Flex>
              }
              action={<Button onClick={() => setEditing(true)}>Edit Tenant</Button>}
            />
            <Typography.Text type="secondary">
              {tenant.configuration.primaryDomain ?? 'No primary domain'}
            </Typography.Text>
            <WorkspacesSection tenant={tenant} />
            <MembersSection tenant={tenant} />
            <Drawer
              open={editing}
              title="Edit Tenant"
              onClose={() => setEditing(false)}
              destroyOnHidden
              size={480}
            >
              <TenantForm
                tenant={tenant}
                onSaved={() => setEditing(false)}
                onCancel={() => setEditing(false)}
              />
            </Drawer>
          </>
        ) : (
          <ListEmpty
            title="Tenant not found"
            text="It may have been removed. Go back to the tenants."
          />
        )}
      </LoadState>
    </Flex>
  );
}

function WorkspacesSection({ tenant }: { tenant: Tenant }) {
  const workspaces = useWorkspaces(tenant.id);
  const [editing, setEditing] = useState<Workspace | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const archive = useAdminAction(
    (workspace: Workspace) => setWorkspaceArchived(workspace.id, !workspace.archived),
    ADMIN_MESSAGES.archiveWorkspace,
    () => [workspacesKey(tenant.id)],
  );

  const confirmArchive = useConfirmArchive<Workspace>({
    run: archive.run,
    comesBack: "The tenant's members see it again.",
    fallback: {
      archive: ADMIN_MESSAGES.archiveWorkspace,
      unarchive: ADMIN_MESSAGES.unarchiveWorkspace,
    },
    onFailure: setFailure,
  });

  const columns: TableColumnsType<Workspace> = [
    {
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      defaultSortOrder: 'ascend',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      render: (description: string) =>
        description || <Typography.Text type="secondary">None</Typography.Text>,
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
      render: (_value, workspace) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            aria-label={`Edit ${workspace.name}`}
            onClick={() => setEditing(workspace)}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger={!workspace.archived}
            aria-label={`${workspace.archived ? 'Unarchive' : 'Archive'} ${workspace.name}`}
            loading={archive.pending?.id === workspace.id}
            onClick={() => confirmArchive(workspace)}
          >
            {workspace.archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <SectionCard title="Workspaces">
      <Flex vertical gap={16}>
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Create Workspace
          </Button>
        </Flex>
        {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
        <AdminTable
          view={workspaces}
          loading="Loading workspaces..."
          failed={ADMIN_MESSAGES.loadWorkspaces}
          rows={workspaces.workspaces}
          columns={columns}
          empty={{
            title: 'No workspaces yet',
            text: "Create the tenant's first workspace: its members choose it after the tenant.",
          }}
        />
      </Flex>
      <Drawer
        open={editing !== null}
        title={editing === 'new' ? 'Create Workspace' : 'Edit Workspace'}
        onClose={() => setEditing(null)}
        destroyOnHidden
        size={480}
      >
        {editing !== null && (
          <WorkspaceForm
            tenantId={tenant.id}
            workspace={editing === 'new' ? null : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
    </SectionCard>
  );
}

function MembersSection({ tenant }: { tenant: Tenant }) {
  const { modal } = App.useApp();
  const members = useQuery(membersQuery(tenant.id));
  const accounts = useQuery(accountsQuery());
  const view = loadView(members, ADMIN_MESSAGES.loadMembers);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => [membersQuery(tenant.id).queryKey, accountsQuery().queryKey];
  const add = useAdminAction(
    (userId: string) => addMember(tenant.id, userId),
    ADMIN_MESSAGES.addMember,
    refresh,
  );
  const remove = useAdminAction(
    (member: TenantMember) => removeMember(tenant.id, member.id),
    ADMIN_MESSAGES.removeMember,
    refresh,
  );

  const memberIds = new Set((members.data ?? []).map((member) => member.id));
  const candidates = (accounts.data ?? [])
    .filter((account) => !memberIds.has(account.id))
    .map((account) => ({ value: account.id, label: account.username }));

  const addChosen = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await add.run(chosen);
      setChosen(null);
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_MESSAGES.addMember));
    }
  };

  const confirmRemove = (member: TenantMember) =>
    modal.confirm({
      title: `Remove ${member.username} from ${tenant.name}?`,
      content: 'They lose the tenant on their next request, open pages included.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setFailure(null);
        await remove
          .run(member)
          .catch((error: unknown) => setFailure(errorMessage(error, ADMIN_MESSAGES.removeMember)));
      },
    });

  const columns: TableColumnsType<TenantMember> = [
    {
      title: 'Username',
      dataIndex: 'username',
      sorter: (a, b) => a.username.localeCompare(b.username),
      defaultSortOrder: 'ascend',
    },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: TenantMember['role']) => ROLE_LABELS[role],
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, member) => (
        <Button
          size="small"
          danger
          aria-label={`Remove ${member.username}`}
          loading={remove.pending?.id === member.id}
          onClick={() => confirmRemove(member)}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <SectionCard title="Members">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label="Account to add"
            placeholder="Choose an account to add"
            showSearch={{ optionFilterProp: 'label' }}
            options={candidates}
            value={chosen}
            onChange={(id: string) => setChosen(id)}
            loading={accounts.isPending}
            style={{ minWidth: 260 }}
          />
          <Button
            type="primary"
            onClick={() => void addChosen()}
            disabled={!chosen}
            loading={add.pending !== undefined}
          >
            {add.pending ? 'Adding...' : 'Add Member'}
          </Button>
        </Flex>
        {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
        <AdminTable
          view={view}
          loading="Loading members..."
          failed={ADMIN_MESSAGES.loadMembers}
          rows={members.data ?? []}
          columns={columns}
          empty={{
            title: 'No members yet',
            text: 'Add the accounts that work on this tenant. Admins reach it anyway.',
          }}
        />
      </Flex>
    </SectionCard>
  );
}

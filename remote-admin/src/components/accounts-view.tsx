import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { App, Drawer, Select, Tag } from '@portal/shared/antd-nav';
import type { TableColumnsType } from '@portal/shared/antd-data';
import { errorMessage, useSession } from '@portal/shared';
import { loadView, useQuery } from '@portal/shared/data';
import type { Account, AccountWithPassword, Role } from '@portal/contract';
import { PlusIcon, RefusableButton, SectionHeading } from '@portal/remote-kit';
import { disableAccount, enableAccount, resetPassword, setRole } from '../api/accounts';
import { accountsQuery, MEMBERS_KEY } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { byRole, ROLE_LABELS, ROLE_OPTIONS } from '../roles';
import { AccountForm } from './account-form';
import { AdminTable } from './admin-table';
import { FailureAlert } from './failure-alert';
import { OneTimePassword } from './one-time-password';

const signInFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const SELF_DISABLE = 'You cannot disable your own account';

/** A one-time password to show: a new account's, or a reset's. */
interface Shown {
  title: string;
  username: string;
  password: string;
}

/** Never signed in last, in either order. */
const bySignIn = (a: Account, b: Account) =>
  (a.lastSignInAt ?? '9999').localeCompare(b.lastSignInAt ?? '9999');

/**
 * Issue 34 §3: every account with its role, tenants, last sign-in and state; create one, change
 * a role, reset a password, disable or enable, each change confirmed first. A refusal of the
 * API (the last admin, one's own account, a taken username) shows above the table.
 */
export function AccountsView() {
  const { modal } = App.useApp();
  const query = useQuery(accountsQuery());
  const view = loadView(query, ADMIN_MESSAGES.loadAccounts);
  const selfId = useSession((state) => state.user?.id);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => [accountsQuery().queryKey, MEMBERS_KEY];
  const role = useAdminAction(
    ({ account, next }: { account: Account; next: Role }) => setRole(account.id, { role: next }),
    ADMIN_MESSAGES.changeRole,
    refresh,
  );
  const reset = useAdminAction(
    (account: Account) => resetPassword(account.id),
    ADMIN_MESSAGES.resetPassword,
    refresh,
  );
  const toggle = useAdminAction(
    (account: Account) => (account.disabled ? enableAccount : disableAccount)(account.id),
    ADMIN_MESSAGES.disable,
    refresh,
  );

  /** Runs a confirmed action; its failure shows above the table (the dialog closes). */
  const attempt = async (action: () => Promise<unknown>, fallback: string) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    }
  };

  const confirmRole = (account: Account, next: Role) =>
    modal.confirm({
      title: `Change the role of ${account.username}?`,
      content: `From ${ROLE_LABELS[account.role]} to ${ROLE_LABELS[next]}. It takes effect on their next request.`,
      okText: 'Change Role',
      cancelText: 'Cancel',
      onOk: () => attempt(() => role.run({ account, next }), ADMIN_MESSAGES.changeRole),
    });

  const confirmReset = (account: Account) =>
    modal.confirm({
      title: `Reset the password of ${account.username}?`,
      content:
        'They are signed out everywhere and sign in with a new one-time password, shown to you once.',
      okText: 'Reset Password',
      cancelText: 'Cancel',
      onOk: () =>
        attempt(async () => {
          const answer = await reset.run(account);
          setShown({
            title: `Password reset for ${answer.account.username}`,
            username: answer.account.username,
            password: answer.oneTimePassword,
          });
        }, ADMIN_MESSAGES.resetPassword),
    });

  const confirmToggle = (account: Account) =>
    modal.confirm({
      title: account.disabled ? `Enable ${account.username}?` : `Disable ${account.username}?`,
      content: account.disabled
        ? 'They can sign in again.'
        : 'Their open pages are signed out on their next request, and they cannot sign in until enabled again.',
      okText: account.disabled ? 'Enable' : 'Disable',
      okButtonProps: { danger: !account.disabled },
      cancelText: 'Cancel',
      onOk: () =>
        attempt(
          () => toggle.run(account),
          account.disabled ? ADMIN_MESSAGES.enable : ADMIN_MESSAGES.disable,
        ),
    });

  const created = (answer: AccountWithPassword) =>
    setShown({
      title: `Account created for ${answer.account.username}`,
      username: answer.account.username,
      password: answer.oneTimePassword,
    });

  const closeDrawer = () => {
    setCreating(false);
    setShown(null);
  };

  const columns: TableColumnsType<Account> = [
    {
      title: 'Username',
      dataIndex: 'username',
      sorter: (a, b) => a.username.localeCompare(b.username),
      defaultSortOrder: 'ascend',
      render: (username: string) => <Typography.Text strong>{username}</Typography.Text>,
    },
    {
      title: 'Role',
      dataIndex: 'role',
      sorter: (a, b) => byRole(a.role, b.role),
      render: (_role: Role, account) => (
        <Select
          aria-label={`Role of ${account.username}`}
          value={account.role}
          options={ROLE_OPTIONS}
          loading={role.pending?.account.id === account.id}
          disabled={role.pending !== undefined}
          onChange={(next: Role) => confirmRole(account, next)}
          style={{ minWidth: 120 }}
        />
      ),
    },
    {
      title: 'Tenants',
      key: 'tenants',
      render: (_value, account) =>
        account.tenants.length > 0 ? (
          <Flex wrap gap={4}>
            {account.tenants.map((tenant) => (
              <Tag key={tenant.id}>{tenant.name}</Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {account.role === 'admin' ? 'Every tenant' : 'None'}
          </Typography.Text>
        ),
    },
    {
      title: 'Last sign-in',
      dataIndex: 'lastSignInAt',
      sorter: bySignIn,
      render: (at: string | null) =>
        at ? (
          signInFormat.format(new Date(at))
        ) : (
          <Typography.Text type="secondary">Never</Typography.Text>
        ),
    },
    {
      title: 'Status',
      dataIndex: 'disabled',
      sorter: (a, b) => Number(a.disabled) - Number(b.disabled),
      render: (disabled: boolean) =>
        disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Enabled</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, account) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            aria-label={`Reset password of ${account.username}`}
            loading={reset.pending?.id === account.id}
            onClick={() => confirmReset(account)}
          >
            Reset password
          </Button>
          <RefusableButton
            size="small"
            danger={!account.disabled}
            refusal={account.id === selfId && !account.disabled ? SELF_DISABLE : null}
            aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.username}`}
            loading={toggle.pending?.id === account.id}
            onClick={() => confirmToggle(account)}
          >
            {account.disabled ? 'Enable' : 'Disable'}
          </RefusableButton>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Accounts"
        action={
          <Button type="primary" icon={<PlusIcon />} onClick={() => setCreating(true)}>
            Create Account
          </Button>
        }
      />
      {failure && <FailureAlert message={failure} onClose={() => setFailure(null)} />}
      <AdminTable
        view={view}
        loading="Loading accounts..."
        failed={ADMIN_MESSAGES.loadAccounts}
        rows={query.data ?? []}
        columns={columns}
        empty={{ title: 'No accounts found', text: 'Create the first account.' }}
        search={{
          label: 'Search accounts',
          noun: 'account',
          texts: (account) => [account.username, ...account.tenants.map((tenant) => tenant.name)],
        }}
      />
      <Drawer
        open={creating || shown !== null}
        title={shown ? 'One-time Password' : 'Create Account'}
        onClose={closeDrawer}
        destroyOnHidden
        size={480}
      >
        {shown ? (
          <OneTimePassword {...shown} onDone={closeDrawer} />
        ) : (
          <AccountForm onCreated={created} onCancel={closeDrawer} />
        )}
      </Drawer>
    </Flex>
  );
}

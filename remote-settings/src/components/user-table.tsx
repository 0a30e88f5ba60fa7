import { Flex, Typography } from '@portal/shared/antd';
import { Avatar, Tag } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { SampleUser } from '../sample-data/users';

const STATUS_COLORS: Record<SampleUser['status'], string> = {
  Active: 'success',
  Pending: 'warning',
  Inactive: 'default',
};

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

const columns: TableColumnsType<SampleUser> = [
  {
    title: 'User',
    key: 'user',
    render: (_, { name, email }) => (
      <Flex align="center" gap={12}>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{email}</Typography.Text>
        </Flex>
      </Flex>
    ),
  },
  { title: 'Role', dataIndex: 'role', responsive: ['sm'] },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: SampleUser['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
  },
  { title: 'Last Active', dataIndex: 'lastActive', responsive: ['md'] },
];

/** The users list of the static User Management page. */
export function UserTable({ users }: { users: SampleUser[] }) {
  return (
    <Table<SampleUser>
      rowKey="id"
      columns={columns}
      dataSource={users}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

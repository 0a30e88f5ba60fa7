import { Flex, Typography } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { SampleIcp } from '../sample-data/icps';

const columns: TableColumnsType<SampleIcp> = [
  {
    title: 'ICP',
    key: 'icp',
    render: (_, { name, industry }) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary">{industry}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Company Size', dataIndex: 'companySize', responsive: ['md'] },
  { title: 'Segments', dataIndex: 'segments', align: 'right', responsive: ['sm'] },
  { title: 'Personas', dataIndex: 'personas', align: 'right', responsive: ['sm'] },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: SampleIcp['status']) => (
      <Tag color={status === 'Active' ? 'success' : 'default'}>{status}</Tag>
    ),
  },
];

/** The sample ICPs of the static ICP Management page. */
export function IcpTable({ icps }: { icps: SampleIcp[] }) {
  return (
    <Table<SampleIcp>
      rowKey="id"
      columns={columns}
      dataSource={icps}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

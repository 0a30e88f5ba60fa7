import { Button, Flex, Typography } from '@portal/shared/antd';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { PromptOverride } from '@portal/contract';
import { authorText } from '@portal/remote-kit';

interface OverrideTableProps {
  overrides: PromptOverride[];
  /** The instruction whose history this is: a pin to another one says so. */
  promptId: string;
  loading: boolean;
  /** Admins change overrides; staff only read them. */
  isAdmin: boolean;
  /** The tenant whose override is being removed. */
  removing: string | null;
  onEdit: (override: PromptOverride) => void;
  onRemove: (override: PromptOverride) => void;
}

function overrideText(override: PromptOverride, promptId: string) {
  if (override.kind === 'variant') return `Own variant V${override.version}`;
  const another = override.promptId !== promptId ? ' of another instruction' : '';
  return `Pinned to V${override.version}${another}`;
}

function columns(props: OverrideTableProps): TableColumnsType<PromptOverride> {
  const shown: TableColumnsType<PromptOverride> = [
    { title: 'Tenant', dataIndex: 'tenantName', width: 160 },
    {
      title: 'Override',
      key: 'override',
      width: 200,
      render: (_, override) => overrideText(override, props.promptId),
    },
    {
      title: 'Instruction',
      dataIndex: 'promptContent',
      render: (content: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Author',
      dataIndex: 'author',
      width: 180,
      render: (author: PromptOverride['author']) => authorText(author),
    },
    {
      title: 'Date',
      dataIndex: 'updatedAt',
      width: 180,
      render: (updatedAt: string) => new Date(updatedAt).toLocaleString(),
    },
  ];
  if (!props.isAdmin) return shown;
  return [
    ...shown,
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (_, override) => (
        <Flex gap={8}>
          {override.kind === 'variant' && (
            <Button
              aria-label={`Edit the variant of ${override.tenantName}`}
              onClick={() => props.onEdit(override)}
            >
              Edit
            </Button>
          )}
          <Button
            danger
            aria-label={`Remove the override of ${override.tenantName}`}
            loading={props.removing === override.tenantId}
            onClick={() => props.onRemove(override)}
          >
            Remove
          </Button>
        </Flex>
      ),
    },
  ];
}

/** The tenants that do not use the default instruction of a type, and how. */
export function OverrideTable(props: OverrideTableProps) {
  return (
    <Table<PromptOverride>
      rowKey="id"
      columns={columns(props)}
      dataSource={props.overrides}
      loading={props.loading}
      pagination={false}
      scroll={{ x: 900 }}
    />
  );
}

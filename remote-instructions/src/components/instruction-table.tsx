import { Button, Typography } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { Prompt } from '@portal/contract';
import { EditIcon } from '@portal/remote-kit';
import { instructionTypeLabel } from '../instructions/instruction-types';

interface InstructionTableProps {
  prompts: Prompt[];
  /** A reload is running: the rows shown may be out of date. */
  loading: boolean;
  onEdit: (prompt: Prompt) => void;
}

/**
 * The narrowest the table gets: it fits the dashboard beside the sidebar on a laptop, the
 * Instruction column taking what is left; narrower screens scroll it sideways.
 */
const MIN_WIDTH = 960;

const versionLabel = (prompt: Prompt) => `V${prompt.version}`;

function columns(onEdit: (prompt: Prompt) => void): TableColumnsType<Prompt> {
  return [
    { title: 'Version', key: 'version', width: 100, render: (_, prompt) => versionLabel(prompt) },
    { title: 'Description', dataIndex: 'description', width: 180 },
    {
      title: 'Type',
      dataIndex: 'promptType',
      width: 140,
      render: (type: string) => instructionTypeLabel(type),
    },
    {
      title: 'Status',
      dataIndex: 'isActive',
      width: 90,
      render: (isActive: Prompt['isActive']) =>
        isActive ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>,
    },
    {
      title: 'Last Modified',
      dataIndex: 'updatedAt',
      width: 130,
      render: (updatedAt: string) => new Date(updatedAt).toLocaleString(),
    },
    {
      title: 'Instruction',
      dataIndex: 'promptContent',
      render: (content: string) => (
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 116,
      // Stays in view while a phone scrolls the other columns.
      fixed: 'right',
      render: (_, prompt) => (
        <Button
          icon={<EditIcon />}
          // Names the row: several prompts can be at the same version.
          aria-label={`Edit ${versionLabel(prompt)} (${prompt.description})`}
          // Spec §4: only the active version can be edited.
          disabled={!prompt.isActive}
          onClick={() => onEdit(prompt)}
        >
          Edit
        </Button>
      ),
    },
  ];
}

/** Spec §2 'Instructions': every version of every prompt, active ones first. */
export function InstructionTable({ prompts, loading, onEdit }: InstructionTableProps) {
  return (
    <Table<Prompt>
      rowKey={(prompt) => `${prompt.id}/${prompt.version}`}
      columns={columns(onEdit)}
      dataSource={prompts}
      loading={loading}
      pagination={false}
      scroll={{ x: MIN_WIDTH }}
    />
  );
}

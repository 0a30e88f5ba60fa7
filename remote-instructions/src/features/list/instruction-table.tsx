import { Button, Flex, Typography } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { Prompt, TestPassRate } from '@portal/contract';
import { EditIcon, RefusableButton } from '@portal/remote-kit';
import { stackedColumns, usePhoneLayout } from '../../components/stacked-columns';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { PAGE_SIZE } from './list-query';
import type { RowOverrides } from './row-overrides';
import type { RowReleaseTag } from './row-release';
import { passRateText } from './pass-rate-text';
import { OverrideTags } from './override-tags';
import { ReleaseTags } from './release-tags';

interface RowActions {
  onEdit: (prompt: Prompt) => void;
  onHistory: (prompt: Prompt) => void;
  /** Why the user may not edit (a viewer), or null. */
  refusal: string | null;
}

interface ColumnOptions extends RowActions {
  /** The tenant overrides the row mentions in its Status cell. */
  overridesOf: (prompt: Prompt) => RowOverrides;
  /** The row's latest test pass rate; 'none' when never run, null when unknown. */
  passRateOf: (prompt: Prompt) => TestPassRate | 'none' | null;
  /** What the row's Status cell says of its release (issue 35). */
  releaseTagsOf: (prompt: Prompt) => RowReleaseTag[];
}

interface InstructionTableProps extends ColumnOptions {
  /** The rows of every page, in the order shown. */
  prompts: Prompt[];
  /** A reload is running: the rows shown may be out of date. */
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The narrowest the table gets: the fixed columns' widths and about 180 px for the
 * Instruction column, which takes what is left; narrower screens scroll it sideways, and a
 * phone's stacks each row's cells instead.
 */
const MIN_WIDTH = 1240;

const versionLabel = (prompt: Prompt) => `V${prompt.version}`;

function columns({
  onEdit,
  onHistory,
  refusal,
  overridesOf,
  passRateOf,
  releaseTagsOf,
}: ColumnOptions): TableColumnsType<Prompt> {
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
      key: 'status',
      // Room for 'Released to 12 of 40 tenants' on one line.
      width: 200,
      render: (_, prompt) => (
        <Flex wrap gap={4}>
          {prompt.isActive ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>}
          <ReleaseTags tags={releaseTagsOf(prompt)} />
          <OverrideTags {...overridesOf(prompt)} />
        </Flex>
      ),
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
      // Issue 21: the active version's latest run of its type's saved test cases.
      title: 'Test cases',
      key: 'testCases',
      width: 110,
      render: (_, prompt) => {
        const rate = passRateOf(prompt);
        return rate && passRateText(rate);
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 196,
      // Stays in view while a phone scrolls the other columns.
      fixed: 'right',
      render: (_, prompt) => (
        <Flex gap={8}>
          <RefusableButton
            refusal={refusal}
            icon={<EditIcon />}
            // Names the row: several prompts can be at the same version.
            aria-label={`Edit ${versionLabel(prompt)} (${prompt.description})`}
            // Spec §4: only the active version can be edited.
            disabled={!prompt.isActive}
            onClick={() => onEdit(prompt)}
          >
            Edit
          </RefusableButton>
          <Button
            aria-label={`History of ${versionLabel(prompt)} (${prompt.description})`}
            onClick={() => onHistory(prompt)}
          >
            History
          </Button>
        </Flex>
      ),
    },
  ];
}

const rangeText = (total: number, [first, last]: [number, number]) =>
  `${first}-${last} of ${total}`;

/**
 * Spec §2 'Instructions': the versions found, PAGE_SIZE to a page; the pager shows only when
 * there is more than one page, so a short list looks as the spec draws it. On a phone each
 * row shows every column stacked, under its title (issue 37 §2).
 */
export function InstructionTable({
  prompts,
  loading,
  page,
  onPageChange,
  ...actions
}: InstructionTableProps) {
  const phone = usePhoneLayout();
  const all = columns(actions);
  return (
    <Table<Prompt>
      rowKey={(prompt) => `${prompt.id}/${prompt.version}`}
      columns={phone ? stackedColumns(all) : all}
      showHeader={!phone}
      dataSource={prompts}
      loading={loading}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: prompts.length,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: rangeText,
        onChange: onPageChange,
      }}
      scroll={phone ? undefined : { x: MIN_WIDTH }}
    />
  );
}

import { lazy, Suspense } from 'react';
import { Button, Checkbox, Flex } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { Prompt } from '@portal/contract';
import { authorText, LoadingNotice, RefusableButton } from '@portal/remote-kit';
import { stackedColumns, usePhoneLayout } from '../../components/stacked-columns';
import { VersionArtifacts } from './version-artifacts';

// Issue 39 §4: its own chunk, loaded when a row's Scorecard is first opened.
const VersionScorecard = lazy(() => import('../scorecard/version-scorecard'));

interface VersionTableProps {
  /** Newest first. */
  versions: Prompt[];
  loading: boolean;
  /** The versions picked for Compare (at most two). */
  selected: string[];
  onToggle: (version: string) => void;
  onRestore: (version: Prompt) => void;
  /** Why the user may not restore (a viewer), or null. */
  refusal: string | null;
  /** The versions whose artifacts are shown under their row. */
  opened: string[];
  onToggleArtifacts: (version: string) => void;
  /** The versions whose scorecard is shown under their row. */
  scorecards: string[];
  onToggleScorecard: (version: string) => void;
}

function columns({
  selected,
  onToggle,
  onRestore,
  refusal,
  opened,
  onToggleArtifacts,
  scorecards,
  onToggleScorecard,
}: VersionTableProps): TableColumnsType<Prompt> {
  const full = selected.length >= 2;
  return [
    {
      title: 'Compare',
      key: 'select',
      width: 90,
      render: (_, prompt) => {
        const checked = selected.includes(prompt.version);
        return (
          <Checkbox
            aria-label={`Select V${prompt.version} to compare`}
            checked={checked}
            // Two are compared: a third must wait until one of them is cleared.
            disabled={full && !checked}
            onChange={() => onToggle(prompt.version)}
          />
        );
      },
    },
    { title: 'Version', key: 'version', width: 90, render: (_, prompt) => `V${prompt.version}` },
    { title: 'Description', dataIndex: 'description' },
    {
      title: 'Author',
      dataIndex: 'author',
      width: 200,
      // Versions written before authors were kept have none.
      render: (author: Prompt['author']) => authorText(author),
    },
    {
      title: 'Date',
      dataIndex: 'updatedAt',
      width: 190,
      render: (updatedAt: string) => new Date(updatedAt).toLocaleString(),
    },
    {
      title: 'Status',
      dataIndex: 'isActive',
      width: 90,
      render: (isActive: Prompt['isActive']) =>
        isActive ? <Tag color="success">Active</Tag> : <Tag>Inactive</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 330,
      render: (_, prompt) => (
        <Flex wrap gap={8}>
          <Button
            aria-label={`Scorecard of V${prompt.version}`}
            aria-expanded={scorecards.includes(prompt.version)}
            onClick={() => onToggleScorecard(prompt.version)}
          >
            Scorecard
          </Button>
          <Button
            aria-label={`Artifacts of V${prompt.version}`}
            aria-expanded={opened.includes(prompt.version)}
            onClick={() => onToggleArtifacts(prompt.version)}
          >
            Artifacts
          </Button>
          {/* The active version is already what restoring it would make. */}
          {!prompt.isActive && (
            <RefusableButton
              refusal={refusal}
              aria-label={`Restore V${prompt.version}`}
              onClick={() => onRestore(prompt)}
            >
              Restore
            </RefusableButton>
          )}
        </Flex>
      ),
    },
  ];
}

/**
 * One instruction's versions, newest first, each with a box to pick it for Compare, and under
 * its row its scorecard and the list of what it drafted, each when opened. On a phone each row
 * shows every column stacked, under its title, instead of scrolling sideways (issue 37 §2).
 */
export function VersionTable(props: VersionTableProps) {
  const phone = usePhoneLayout();
  const all = columns(props);
  return (
    <Table<Prompt>
      rowKey="version"
      columns={phone ? stackedColumns(all) : all}
      showHeader={!phone}
      dataSource={props.versions}
      loading={props.loading}
      pagination={false}
      scroll={phone ? undefined : { x: 1080 }}
      expandable={{
        expandedRowKeys: [...new Set([...props.scorecards, ...props.opened])],
        showExpandColumn: false,
        expandedRowRender: (prompt) => (
          <Flex vertical gap={16}>
            {props.scorecards.includes(prompt.version) && (
              <Suspense fallback={<LoadingNotice text="Loading the scorecard..." />}>
                <VersionScorecard promptId={prompt.id} version={prompt.version} />
              </Suspense>
            )}
            {props.opened.includes(prompt.version) && (
              <VersionArtifacts promptId={prompt.id} version={prompt.version} />
            )}
          </Flex>
        ),
      }}
    />
  );
}

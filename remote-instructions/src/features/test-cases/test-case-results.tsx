import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { TestCaseResult, TestCaseRun } from '@portal/contract';
import { resultText, runSummary } from './test-case-text';

interface TestCaseResultsProps {
  /** The run on the draft. */
  run: TestCaseRun;
  /** The active version's latest run; null when it has none. */
  activeRun: TestCaseRun | null;
  activeVersion: string;
}

/** Each case's result on the draft beside the active version's, in words. */
export function TestCaseResults({ run, activeRun, activeVersion }: TestCaseResultsProps) {
  const activeResult = (caseId: string) =>
    activeRun
      ? resultText(activeRun.results.find((result) => result.caseId === caseId))
      : 'Not run yet';
  const columns: TableColumnsType<TestCaseResult> = [
    { title: 'Case', dataIndex: 'caseName' },
    { title: 'This draft', key: 'draft', render: (_, result) => resultText(result) },
    {
      title: `Active version V${activeVersion}`,
      key: 'active',
      render: (_, result) => activeResult(result.caseId),
    },
  ];
  return (
    <Card size="small" title="Test case results" role="region" aria-label="Test case results">
      <Flex vertical gap={8}>
        <Typography.Text strong>{`This draft: ${runSummary(run)}`}</Typography.Text>
        <Typography.Text type="secondary">{`Model: ${run.model}`}</Typography.Text>
        <Table<TestCaseResult>
          rowKey="caseId"
          columns={columns}
          dataSource={run.results}
          pagination={false}
          size="small"
        />
      </Flex>
    </Card>
  );
}

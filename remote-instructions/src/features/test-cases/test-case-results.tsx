import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { TestCaseResult, TestCaseRun, TestCaseRunProgress } from '@portal/contract';
import { callText, modelLine, runSummary } from './test-case-text';

interface TestCaseResultsProps {
  /** The run on the draft. */
  run: TestCaseRun;
  /** The same cases asked of a second model ('Compare with'); null when none was. */
  compare: TestCaseRunProgress['compare'];
  /** The active version's latest run; null when it has none. */
  activeRun: TestCaseRun | null;
  activeVersion: string;
}

const byCase = (results: TestCaseResult[] | undefined, caseId: string) =>
  results?.find((result) => result.caseId === caseId);

/**
 * Each case's result on the draft beside the active version's, in words, with the model's time
 * and cost. With a second model, its result sits beside the first's: same case, same text.
 */
export function TestCaseResults({ run, compare, activeRun, activeVersion }: TestCaseResultsProps) {
  const draftColumn = compare ? `This draft on ${run.model}` : 'This draft';
  const columns: TableColumnsType<TestCaseResult> = [
    { title: 'Case', dataIndex: 'caseName' },
    { title: draftColumn, key: 'draft', render: (_, result) => callText(result) },
    ...(compare
      ? [
          {
            title: `This draft on ${compare.model}`,
            key: 'compare',
            render: (_: unknown, result: TestCaseResult) =>
              callText(byCase(compare.results, result.caseId)),
          },
        ]
      : []),
    {
      title: `Active version V${activeVersion}`,
      key: 'active',
      render: (_, result) =>
        activeRun ? callText(byCase(activeRun.results, result.caseId)) : 'Not run yet',
    },
  ];
  return (
    <Card size="small" title="Test case results" role="region" aria-label="Test case results">
      <Flex vertical gap={8}>
        <Typography.Text strong>{`This draft: ${runSummary(run)}`}</Typography.Text>
        <Typography.Text type="secondary">{modelLine(run.model, run.results)}</Typography.Text>
        {compare && (
          <>
            <Typography.Text
              strong
            >{`On ${compare.model}: ${runSummary(compare)}`}</Typography.Text>
            <Typography.Text type="secondary">
              {modelLine(compare.model, compare.results)}
            </Typography.Text>
          </>
        )}
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

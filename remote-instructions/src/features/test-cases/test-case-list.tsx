import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert, App } from '@portal/shared/antd-nav';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { PromptType, TestCase } from '@portal/contract';
import { EditIcon, LoadingNotice, RetryAlert } from '@portal/remote-kit';
import { useDeleteTestCase, type useTestCases } from './use-test-cases';
import { checksSummary, inputSummary } from './test-case-text';
import { openDeleteConfirm } from './delete-confirm';

interface TestCaseListProps {
  list: ReturnType<typeof useTestCases>;
  promptType: PromptType;
  onEdit: (testCase: TestCase) => void;
}

/** The type's saved cases: name, input and checks, each with Edit and Delete. */
export function TestCaseList({ list, promptType, onEdit }: TestCaseListProps) {
  const { modal } = App.useApp();
  const deletion = useDeleteTestCase();
  if (list.status === 'loading') return <LoadingNotice text="Loading test cases..." />;
  if (list.status === 'error' && list.error) {
    return <RetryAlert title={list.error} onRetry={list.retry} />;
  }
  if (list.cases.length === 0) {
    return <Typography.Text>No test cases for this type yet.</Typography.Text>;
  }

  const columns: TableColumnsType<TestCase> = [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Input', key: 'input', render: (_, testCase) => inputSummary(testCase) },
    {
      title: 'Checks',
      key: 'checks',
      render: (_, testCase) => checksSummary(testCase.checks, promptType),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 200,
      render: (_, testCase) => (
        <Flex gap={8}>
          <Button
            icon={<EditIcon />}
            aria-label={`Edit test case ${testCase.name}`}
            onClick={() => onEdit(testCase)}
          >
            Edit
          </Button>
          <Button
            danger
            aria-label={`Delete test case ${testCase.name}`}
            loading={deletion.removing === testCase.id}
            onClick={() => openDeleteConfirm(modal, testCase, () => deletion.remove(testCase))}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      {deletion.failure && <Alert type="error" showIcon title={deletion.failure} />}
      <Table<TestCase>
        rowKey="id"
        columns={columns}
        dataSource={list.cases}
        pagination={false}
        size="small"
        scroll={{ x: 640 }}
      />
    </Flex>
  );
}

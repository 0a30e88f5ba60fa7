import { Form, Input } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import type { TestCase } from '@portal/contract';
import { DRAFT_LIMITS } from '@portal/contract/limits';
import { useWorkspaceRecords } from '../../workspace-records/use-workspace-records';
import type { CaseScope, InputKind } from './test-case-form-model';
import { RetryAlert } from '@portal/remote-kit';

const INPUT_OPTIONS: { value: InputKind; label: string }[] = [
  { value: 'description', label: 'Company description' },
  { value: 'icp', label: 'An ICP of the workspace' },
  { value: 'usp', label: 'A USP of the workspace' },
];

const RECORD_FIELD = {
  icp: { label: 'ICP', required: 'Choose an ICP', empty: 'No ICPs in this workspace.' },
  usp: { label: 'USP', required: 'Choose a USP', empty: 'No USPs in this workspace.' },
} as const;

interface TestCaseInputFieldsProps {
  inputKind: InputKind;
  scope: CaseScope;
  original: TestCase | null;
}

/** What the case feeds the instruction: a description typed, or an ICP or USP of the workspace. */
export function TestCaseInputFields({ inputKind, scope, original }: TestCaseInputFieldsProps) {
  const kind = inputKind === 'description' ? null : inputKind;
  const records = useWorkspaceRecords(kind, scope.tenantId, scope.workspaceId);
  const options = records.records.map((record) => ({ value: record.id, label: record.name }));
  // The case's own record may be in another workspace: it stays a choice.
  const input = original?.input;
  const ownId = input?.kind === 'icp' ? input.icpId : input?.kind === 'usp' ? input.uspId : null;
  if (input?.kind === kind && ownId && !options.some((option) => option.value === ownId)) {
    options.unshift({ value: ownId, label: original?.inputName ?? ownId });
  }

  let extra: string | undefined;
  if (kind && !scope.workspaceId) extra = 'Choose a tenant and a workspace above first.';
  else if (kind && records.status === 'ready' && options.length === 0) {
    extra = RECORD_FIELD[kind].empty;
  }

  return (
    <>
      <Form.Item label="Input" name="inputKind">
        <Select options={INPUT_OPTIONS} />
      </Form.Item>
      {kind === null ? (
        <Form.Item
          label="Company description"
          name="companyDescription"
          rules={[{ required: true, whitespace: true, message: 'Company description is required' }]}
        >
          <Input.TextArea rows={3} maxLength={DRAFT_LIMITS.companyDescription} />
        </Form.Item>
      ) : (
        <Form.Item
          label={RECORD_FIELD[kind].label}
          name="recordId"
          extra={extra}
          rules={[{ required: true, message: RECORD_FIELD[kind].required }]}
        >
          <Select
            options={options}
            loading={records.status === 'loading'}
            placeholder={records.status === 'loading' ? 'Loading...' : RECORD_FIELD[kind].required}
          />
        </Form.Item>
      )}
      {records.status === 'error' && records.error && (
        <RetryAlert title={records.error} onRetry={records.retry} />
      )}
    </>
  );
}

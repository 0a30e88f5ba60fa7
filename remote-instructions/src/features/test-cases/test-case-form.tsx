import { Button, Flex, Form, Input } from '@portal/shared/antd';
import { Alert, Card } from '@portal/shared/antd-nav';
import type { PromptType, TestCase } from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import { useSaveTestCase } from './use-test-cases';
import {
  toCaseFormValues,
  toSaveRequest,
  type CaseScope,
  type TestCaseFormValues,
} from './test-case-form-model';
import { TestCaseChecksFields } from './test-case-checks-fields';
import { TestCaseInputFields } from './test-case-input-fields';

interface TestCaseFormProps {
  promptType: PromptType;
  /** The case to change; a new one when null. */
  original: TestCase | null;
  /** Where a newly chosen ICP or USP comes from. */
  scope: CaseScope;
  onDone: () => void;
}

/** Adds a test case to the type, or changes one: its name, input and checks. */
export function TestCaseForm({ promptType, original, scope, onDone }: TestCaseFormProps) {
  const [form] = Form.useForm<TestCaseFormValues>();
  const { save, saving, failure } = useSaveTestCase(original, onDone);
  const inputKind = Form.useWatch('inputKind', form) ?? 'description';
  const title = original ? `Edit test case ${original.name}` : 'New test case';

  return (
    <Card size="small" title={title} role="region" aria-label={title} style={{ width: '100%' }}>
      <Form<TestCaseFormValues>
        form={form}
        name="test-case"
        layout="vertical"
        initialValues={toCaseFormValues(original)}
        // A record of one kind is no choice for the other.
        onValuesChange={(changed: Partial<TestCaseFormValues>) => {
          if (changed.inputKind) form.setFieldValue('recordId', undefined);
        }}
        onFinish={(values) => save(toSaveRequest(values, promptType, scope, original))}
        disabled={saving}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input maxLength={TEST_CASE_LIMITS.name} />
        </Form.Item>
        <TestCaseInputFields inputKind={inputKind} scope={scope} original={original} />
        <TestCaseChecksFields promptType={promptType} inputKind={inputKind} />
        <Flex vertical gap={12}>
          {failure && <Alert type="error" showIcon title={failure} />}
          <Flex wrap justify="flex-end" gap={8}>
            <Button onClick={onDone}>Cancel</Button>
            <Button type="primary" htmlType="submit">
              {saving ? 'Saving...' : 'Save test case'}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Button, Flex, Form } from '@portal/shared/antd';
import { FailureAlert } from './failure-alert';

/** What a form needs of its `useAdminAction`: whether it runs, its failure, and a reset. */
interface FormAction {
  pending: unknown;
  error: string | null;
  reset: () => void;
}

interface AdminFormProps<Values extends object> {
  /** The form's name: its fields' ids are `${name}_${field}`. */
  name: string;
  initialValues: Values;
  action: FormAction;
  /** 'Create Tenant', 'Save Workspace' */
  submit: string;
  /** 'Saving...', 'Creating...' while the action runs. */
  busy: string;
  onFinish: (values: Values) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The admin area's forms (tenant, workspace, account) in the portal's validation style: the
 * API's refusal above the fields, cleared as soon as a field changes; Cancel and the submit
 * button at the end, both held while the action runs, the submit saying what it does.
 */
export function AdminForm<Values extends object>({
  name,
  initialValues,
  action,
  submit,
  busy,
  onFinish,
  onCancel,
  children,
}: AdminFormProps<Values>) {
  const running = action.pending !== undefined;
  return (
    <Form<Values>
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={() => action.reset()}
    >
      {action.error && (
        <div style={{ marginBottom: 24 }}>
          <FailureAlert message={action.error} />
        </div>
      )}
      {children}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel} disabled={running}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={running}>
          {running ? busy : submit}
        </Button>
      </Flex>
    </Form>
  );
}

import { Form, Input } from '@portal/shared/antd';
import type { Workspace } from '@portal/contract';
import { TENANCY_LIMITS } from '@portal/contract/limits';
import { createWorkspace, updateWorkspace } from '../api/tenancy';
import { workspacesKey } from '../hooks/queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { ADMIN_MESSAGES } from '../messages';
import { AdminForm } from './admin-form';

interface WorkspaceFormValues {
  name: string;
  description: string;
}

/** A new workspace of `tenantId`, or a workspace's name and description changed. */
export function WorkspaceForm({
  tenantId,
  workspace,
  onSaved,
  onCancel,
}: {
  tenantId: string;
  workspace: Workspace | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useAdminAction(
    ({ name, description }: WorkspaceFormValues) =>
      workspace
        ? updateWorkspace(workspace.id, { name, description })
        : createWorkspace({ tenantId, name, description }),
    ADMIN_MESSAGES.saveWorkspace,
    () => [workspacesKey(tenantId)],
  );

  return (
    <AdminForm<WorkspaceFormValues>
      name="workspace"
      initialValues={{ name: workspace?.name ?? '', description: workspace?.description ?? '' }}
      action={save}
      submit={workspace ? 'Save Workspace' : 'Create Workspace'}
      busy="Saving..."
      onFinish={(values) =>
        save
          .run({ name: values.name.trim(), description: values.description.trim() })
          .then(onSaved, () => {})
      }
      onCancel={onCancel}
    >
      <Form.Item
        label="Workspace Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Workspace Name is required' }]}
      >
        <Input maxLength={TENANCY_LIMITS.name} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={TENANCY_LIMITS.description} />
      </Form.Item>
    </AdminForm>
  );
}

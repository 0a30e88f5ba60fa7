import { useMemo } from 'react';
import { Form } from '@portal/shared/antd';
import { Alert, Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useWorkspaces } from '@portal/shared/data';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingNotice } from './loading-notice';

const FIELD_ID = 'workspace-selection-workspace';

/** The 'Workspace' dropdown of the selected tenant, with loading, error and empty states. */
export function WorkspaceField() {
  const { workspaces, status, error, retry } = useWorkspaces();
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);
  const selectWorkspace = useSession((state) => state.selectWorkspace);
  const options = useMemo(
    () => workspaces.map(({ id, name }) => ({ value: id, label: name })),
    [workspaces],
  );

  if (status === 'loading') return <LoadingNotice text="Loading workspaces..." />;
  if (status === 'error') {
    return <LoadErrorAlert title="Error loading workspaces" message={error} onRetry={retry} />;
  }
  if (status === 'ready' && workspaces.length === 0) {
    return (
      <Alert
        type="info"
        role="status"
        showIcon
        title="No workspaces available"
        description="This tenant doesn't have any workspaces yet."
        style={{ marginBottom: 24 }}
      />
    );
  }
  return (
    <Form layout="vertical" component={false}>
      <Form.Item label="Workspace" htmlFor={FIELD_ID}>
        <Select
          id={FIELD_ID}
          size="large"
          placeholder="Choose a workspace"
          options={options}
          value={selectedWorkspaceId ?? undefined}
          onChange={(id: string) => selectWorkspace(id)}
        />
      </Form.Item>
    </Form>
  );
}

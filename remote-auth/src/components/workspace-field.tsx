import { useMemo } from 'react';
import { Form } from '@portal/shared/antd';
import { Alert, Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useCan, useWorkspaces } from '@portal/shared/data';
import { Link } from '@portal/shared/router';
import { adminLink } from '@portal/remote-kit/admin-links';
import { LoadErrorAlert } from './load-error-alert';
import { LoadingNotice } from './loading-notice';

const FIELD_ID = 'workspace-selection-workspace';

/** The 'Workspace' dropdown of the selected tenant, with loading, error and empty states. */
export function WorkspaceField() {
  const { tenantId, workspaces, status, error, retry } = useWorkspaces();
  // Issue 34 §4: an admin is told where to create one (the tenant in the admin area).
  const administer = useCan('administer');
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
        description={
          <>
            <div>This tenant doesn&apos;t have any workspaces yet.</div>
            {administer && tenantId && (
              <Link to={adminLink('tenants', tenantId)}>
                Create a workspace for this tenant in Administration
              </Link>
            )}
          </>
        }
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

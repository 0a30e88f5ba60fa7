import { useMemo } from 'react';
import { Select } from '@portal/shared/antd-nav';
import { useWorkspaces } from '@portal/shared/data';
import { useDiscardGuard } from '@portal/remote-kit';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { SwitcherField } from './switcher-field';
import { SwitcherLoadError } from './switcher-load-error';
import { switcherOptions } from './switcher-options';
import type { ScopeProps } from '../workspace-scope/scope';

/** The workspace control's id, label and loading text, also in the dashboard's loading view. */
export const WORKSPACE_FIELD = {
  id: 'dashboard-workspace',
  label: 'Workspace',
  loading: 'Loading workspaces...',
};

function placeholderFor(hasTenant: boolean, status: string, isEmpty: boolean): string {
  if (!hasTenant) return 'Select a tenant first';
  if (status === 'loading') return WORKSPACE_FIELD.loading;
  if (status === 'ready' && isEmpty) return 'No workspaces available';
  return 'Select a workspace';
}

/**
 * Switches among the dashboard's tenant's workspaces (in the URL, which the dashboard's store
 * follows); unusable until a tenant is chosen.
 */
export function WorkspaceSwitcher({ scope }: ScopeProps) {
  const { tenantId, workspaces, status, error, retry } = useWorkspaces(scope.tenantId);
  const workspaceId = scope.workspaceId;
  const { update } = useDashboardUrl();
  const options = useMemo(() => switcherOptions(workspaces), [workspaces]);
  // Switching scope closes an open form: ask first when it holds unsaved changes.
  const guard = useDiscardGuard();

  return (
    <SwitcherField
      id={WORKSPACE_FIELD.id}
      label={WORKSPACE_FIELD.label}
      problem={
        tenantId &&
        status === 'error' && (
          <SwitcherLoadError title="Error loading workspaces" message={error} onRetry={retry} />
        )
      }
    >
      <Select
        id={WORKSPACE_FIELD.id}
        disabled={!tenantId}
        loading={status === 'loading'}
        placeholder={placeholderFor(Boolean(tenantId), status, workspaces.length === 0)}
        options={options}
        value={
          workspaces.some((workspace) => workspace.id === workspaceId) ? workspaceId : undefined
        }
        onChange={(id: string) => guard(() => update({ workspace: id, edit: null }))}
      />
    </SwitcherField>
  );
}

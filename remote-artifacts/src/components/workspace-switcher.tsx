import { useMemo } from 'react';
import { Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useDiscardGuard } from '../unsaved-changes/use-discard-guard';
import { SwitcherField } from './switcher-field';
import { SwitcherLoadError } from './switcher-load-error';
import { switcherOptions } from './switcher-options';

const FIELD_ID = 'dashboard-workspace';

function placeholderFor(hasTenant: boolean, status: string, isEmpty: boolean): string {
  if (!hasTenant) return 'Select a tenant first';
  if (status === 'loading') return 'Loading workspaces...';
  if (status === 'ready' && isEmpty) return 'No workspaces available';
  return 'Select a workspace';
}

/** Switches among the selected tenant's workspaces; unusable until a tenant is chosen. */
export function WorkspaceSwitcher() {
  const workspaces = useSession((state) => state.workspaces);
  const status = useSession((state) => state.workspacesStatus);
  const error = useSession((state) => state.workspacesError);
  const tenantId = useSession((state) => state.selectedTenant?.id);
  const selectedWorkspace = useSession((state) => state.selectedWorkspace);
  const selectWorkspace = useSession((state) => state.selectWorkspace);
  const loadWorkspaces = useSession((state) => state.loadWorkspaces);
  const options = useMemo(
    () => switcherOptions(workspaces, selectedWorkspace),
    [workspaces, selectedWorkspace],
  );
  // Switching scope closes an open form: ask first when it holds unsaved changes.
  const guard = useDiscardGuard();

  return (
    <SwitcherField
      id={FIELD_ID}
      label="Workspace"
      problem={
        tenantId &&
        status === 'error' && (
          <SwitcherLoadError
            title="Error loading workspaces"
            message={error}
            onRetry={() => void loadWorkspaces(tenantId)}
          />
        )
      }
    >
      <Select
        id={FIELD_ID}
        disabled={!tenantId}
        loading={status === 'loading'}
        placeholder={placeholderFor(Boolean(tenantId), status, workspaces.length === 0)}
        options={options}
        value={selectedWorkspace?.id}
        onChange={(id: string) =>
          guard(() => selectWorkspace(workspaces.find((workspace) => workspace.id === id) ?? null))
        }
      />
    </SwitcherField>
  );
}

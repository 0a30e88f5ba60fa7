import { Button, Flex, Form, Typography } from '@portal/shared/antd';
import { Alert, Select } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import { useTenants, useWorkspaces } from '@portal/shared/data';

/** The dev shell's tenant and workspace choice, on the runtime's store and lists. */
export function DevScopePicker({ remote }: { remote: string }) {
  const tenants = useTenants();
  const workspaces = useWorkspaces();
  const tenantId = useSession((state) => state.selectedTenantId);
  const selectTenant = useSession((state) => state.selectTenant);
  const selectWorkspace = useSession((state) => state.selectWorkspace);
  const logout = useSession((state) => state.logout);
  const error = tenants.error ?? workspaces.error;
  return (
    <>
      <Typography.Title level={3}>Pick a tenant and workspace for {remote}</Typography.Title>
      <Form layout="vertical" component={false}>
        <Form.Item label="Tenant" htmlFor="dev-shell-tenant">
          <Select
            id="dev-shell-tenant"
            loading={tenants.status === 'loading'}
            options={tenants.tenants.map(({ id, name }) => ({ value: id, label: name }))}
            value={tenantId ?? undefined}
            onChange={(id: string) => selectTenant(id)}
          />
        </Form.Item>
        <Form.Item label="Workspace" htmlFor="dev-shell-workspace">
          <Select
            id="dev-shell-workspace"
            disabled={tenantId === null}
            loading={workspaces.status === 'loading'}
            options={workspaces.workspaces.map(({ id, name }) => ({ value: id, label: name }))}
            onChange={(id: string) => selectWorkspace(id)}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex>
        <Button onClick={logout}>Sign Out</Button>
      </Flex>
    </>
  );
}

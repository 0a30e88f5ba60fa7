import { Flex } from '@portal/shared/antd';
import type { usePreviewScope } from './use-preview-scope';
import type { useWorkspaceRecords } from '../workspace-records/use-workspace-records';
import { ChoiceSelect } from '../components/choice-select';

interface PreviewScopeFieldsProps {
  kind: 'icp' | 'usp' | null;
  choice: ReturnType<typeof usePreviewScope>;
  records: ReturnType<typeof useWorkspaceRecords>;
}

const RECORD_FIELD = {
  icp: {
    label: 'ICP',
    placeholder: 'Choose an ICP',
    empty: "No ICPs in this workspace: the ICP's variables render empty.",
  },
  usp: {
    label: 'USP',
    placeholder: 'Choose a USP',
    empty: "No USPs in this workspace: the USP's variables render empty.",
  },
} as const;

/** Tenant → workspace → (for ICP- or USP-based types) the record the preview renders on. */
export function PreviewScopeFields({ kind, choice, records }: PreviewScopeFieldsProps) {
  const { scope, tenants, workspaces } = choice;
  const record = kind && RECORD_FIELD[kind];
  return (
    <Flex wrap gap={12}>
      <ChoiceSelect
        label="Tenant"
        placeholder="Choose a tenant"
        value={scope.tenantId}
        options={tenants.tenants}
        list={tenants}
        empty="No tenants available."
        onChange={choice.chooseTenant}
      />
      <ChoiceSelect
        label="Workspace"
        placeholder="Choose a workspace"
        value={scope.workspaceId}
        options={workspaces.workspaces}
        list={workspaces}
        disabled={!scope.tenantId}
        empty="This tenant doesn't have any workspaces yet."
        onChange={choice.chooseWorkspace}
      />
      {record && (
        <ChoiceSelect
          label={record.label}
          placeholder={record.placeholder}
          value={scope.recordId}
          options={records.records}
          list={records}
          disabled={!scope.workspaceId}
          empty={record.empty}
          onChange={choice.chooseRecord}
        />
      )}
    </Flex>
  );
}

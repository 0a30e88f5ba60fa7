import type { useTenants } from '@portal/shared/data';
import { ChoiceSelect } from '../../components/choice-select';

interface TenantChoiceProps {
  value: string | null;
  /** The tenants the caller reaches, as the form loaded them. */
  tenantList: ReturnType<typeof useTenants>;
  disabled?: boolean;
  onChange: (id: string) => void;
}

/** An override form's 'Tenant' field: the tenants, with their loading, empty and error states. */
export function TenantChoice({ value, tenantList, disabled, onChange }: TenantChoiceProps) {
  return (
    <ChoiceSelect
      label="Tenant"
      placeholder="Choose a tenant"
      value={value}
      options={tenantList.tenants}
      list={tenantList}
      disabled={disabled}
      empty="No tenants available."
      onChange={onChange}
    />
  );
}

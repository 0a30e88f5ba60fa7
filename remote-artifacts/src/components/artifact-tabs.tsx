import { useMemo } from 'react';
import { Tabs } from '@portal/shared/antd-nav';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { IcpTab } from '../features/icps/icp-tab';
import { useDiscardGuard } from '@portal/remote-kit';
import { UspTab } from '../features/usps/usp-tab';
import type { ScopeProps } from '../workspace-scope/scope';

/** The onboarding artifacts of the chosen workspace, one tab per kind; the URL names the tab. */
export function ArtifactTabs({ scope }: ScopeProps) {
  const { params, update } = useDashboardUrl();
  const guard = useDiscardGuard();
  const tabs = useMemo(
    () => [
      { key: 'icp', label: 'ICP Dashboard', children: <IcpTab scope={scope} /> },
      { key: 'usp', label: 'USP', children: <UspTab scope={scope} /> },
    ],
    [scope],
  );
  return (
    <Tabs
      activeKey={params.tab}
      onChange={(key) => guard(() => update({ tab: key, edit: null }))}
      items={tabs}
    />
  );
}

import { useMemo } from 'react';
import { Tabs } from '@portal/shared/antd-nav';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { IcpTab } from '../features/icps/icp-tab';
import { useDiscardGuard } from '@portal/remote-kit';
import { UspTab } from '../features/usps/usp-tab';
import type { ScopeProps } from '../workspace-scope/scope';

/** The tabs' labels, by the key the URL names them with (also in the dashboard's loading view). */
export const ARTIFACT_TAB_LABELS = { icp: 'ICP Dashboard', usp: 'USP' };

/** The onboarding artifacts of the chosen workspace, one tab per kind; the URL names the tab. */
export function ArtifactTabs({ scope }: ScopeProps) {
  const { params, update } = useDashboardUrl();
  const guard = useDiscardGuard();
  const tabs = useMemo(
    () => [
      { key: 'icp', label: ARTIFACT_TAB_LABELS.icp, children: <IcpTab scope={scope} /> },
      { key: 'usp', label: ARTIFACT_TAB_LABELS.usp, children: <UspTab scope={scope} /> },
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

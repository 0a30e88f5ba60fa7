import { Tabs } from '@portal/shared/antd-nav';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { IcpTab } from '../features/icps/icp-tab';
import { useDiscardGuard } from '@portal/remote-kit';
import { UspTab } from '../features/usps/usp-tab';

const TABS = [
  { key: 'icp', label: 'ICP Dashboard', children: <IcpTab /> },
  { key: 'usp', label: 'USP', children: <UspTab /> },
];

/** The onboarding artifacts of the chosen workspace, one tab per kind; the URL names the tab. */
export function ArtifactTabs() {
  const { params, update } = useDashboardUrl();
  const guard = useDiscardGuard();
  return (
    <Tabs
      activeKey={params.tab}
      onChange={(key) => guard(() => update({ tab: key, edit: null }))}
      items={TABS}
    />
  );
}

import { Tabs } from '@portal/shared/antd-nav';
import { ARTIFACT_TAB_LABELS } from './artifact-tabs';
import { ListLoading } from '../components/list-loading';
import { ScopeBarLoading } from '../components/scope-bar';
import { DashboardLayout } from './dashboard-layout';

/**
 * The dashboard as it shows while the user's lists and the first tab's ICPs are on their way:
 * what the portal's HTML paints before any code has run (src/prerender.tsx).
 */
export function DashboardLoading() {
  return (
    <DashboardLayout scopeBar={<ScopeBarLoading />}>
      <Tabs
        activeKey="icp"
        items={[
          {
            key: 'icp',
            label: ARTIFACT_TAB_LABELS.icp,
            children: <ListLoading text="Loading ICPs..." />,
          },
          { key: 'usp', label: ARTIFACT_TAB_LABELS.usp },
        ]}
      />
    </DashboardLayout>
  );
}

import { Tabs } from '@portal/shared/antd-nav';
import { LAST_SEEN_SLOT } from '@portal/remote-kit/last-seen-slot';
import { ARTIFACT_TAB_LABELS } from './artifact-tabs';
import { ListLoading } from '../components/list-loading';
import { ScopeBarLoading } from '../components/scope-bar';
import { ResearchPanelLoading } from '../features/research/research-panel';
import { DashboardLayout } from './dashboard-layout';

/**
 * The dashboard as it shows while the user's lists and the first tab's ICPs are on their way:
 * what the portal's HTML paints before any code has run (src/prerender.tsx).
 */
export function DashboardLoading() {
  return (
    <DashboardLayout scopeBar={<ScopeBarLoading />}>
      {/* Where the live page has the research panel, above the tabs: nothing moves down. */}
      <ResearchPanelLoading />
      <Tabs
        activeKey="icp"
        items={[
          {
            key: 'icp',
            label: ARTIFACT_TAB_LABELS.icp,
            // Where the host's first script paints the ICPs this session last saw here.
            children: (
              <div {...{ [LAST_SEEN_SLOT]: '' }}>
                <ListLoading text="Loading ICPs..." />
              </div>
            ),
          },
          { key: 'usp', label: ARTIFACT_TAB_LABELS.usp },
        ]}
      />
    </DashboardLayout>
  );
}

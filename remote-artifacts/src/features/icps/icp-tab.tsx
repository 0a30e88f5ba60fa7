import type { Icp } from '@portal/contract';
import type { ArtifactListTexts } from '../../components/artifact-list';
import { ARTIFACT_MESSAGES } from '../../messages';
import type { ScopeProps } from '../../workspace-scope/scope';
import { LastSeenPane } from '../../last-seen/last-seen-pane';
import { ArtifactTab } from '../artifact-tab';
import { useDashboardFeatures } from '../dashboard-features';
import type { ListCount } from '../list-view/list-columns';
import { ArtifactViews } from '../list-view/artifact-views';
import { deleteIcp, loadIcps } from './icp-actions';
import { IcpCard } from './icp-card';
import { IcpForm } from './icp-form';

/** What the ICP list says in each state. */
const LIST_TEXTS: ArtifactListTexts = {
  label: 'ICPs',
  loading: 'Loading ICPs...',
  empty: {
    title: 'No ICPs Found',
    text: 'Create your first Ideal Customer Profile to get started.',
  },
};

/** What the list view counts beside each name (issue 37 §2). */
const LIST_COUNT: ListCount<Icp> = { title: 'Segments', of: (item) => item.segments.length };

/** The 'ICP Dashboard' tab: the workspace's ICPs, and the form that creates or edits one. */
export function IcpTab({ scope }: ScopeProps) {
  return (
    // The ICP tab is the one a cold load of the dashboard paints before its code (issue 37 §6).
    <LastSeenPane scope={scope}>
      <ArtifactTab
      scope={scope}
      tab="icp"
      title="ICP Dashboard"
      createLabel="Create ICP"
      kind="ICP"
      resource="icps"
      entity="icp"
      load={loadIcps}
      messages={{ load: ARTIFACT_MESSAGES.loadIcps, remove: ARTIFACT_MESSAGES.deleteIcp }}
      remove={deleteIcp}
      deleteQuestion="Are you sure you want to delete this ICP?"
      deleteDetail={(icp) => `“${icp.name}” and its segments and buyer personas will be removed.`}
      searchTexts={(icp) => [icp.name, icp.description]}
      searchPlaceholder="Search by name or description"
      renderList={(list) => (
        <ArtifactViews {...list} kind="ICP" count={LIST_COUNT} Card={IcpCard} texts={LIST_TEXTS} />
      )}
      useFeatures={useDashboardFeatures<Icp>}
      renderForm={({ item, ...form }) => <IcpForm icp={item} {...form} />}
      />
    </LastSeenPane>
  );
}

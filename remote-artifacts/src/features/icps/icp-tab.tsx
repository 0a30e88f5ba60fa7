import type { Icp } from '@portal/contract';
import { ARTIFACT_MESSAGES } from '../../messages';
import type { ScopeProps } from '../../workspace-scope/scope';
import { ArtifactTab } from '../artifact-tab';
import { useDashboardFeatures } from '../dashboard-features';
import { deleteIcp, loadIcps } from './icp-actions';
import { IcpForm } from './icp-form';
import { IcpList } from './icp-list';

/** The 'ICP Dashboard' tab: the workspace's ICPs, and the form that creates or edits one. */
export function IcpTab({ scope }: ScopeProps) {
  return (
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
      renderList={({ items, ...list }) => <IcpList icps={items} {...list} />}
      useFeatures={useDashboardFeatures<Icp>}
      renderForm={({ item, ...form }) => <IcpForm icp={item} {...form} />}
    />
  );
}

import { ARTIFACT_MESSAGES } from '../../messages';
import { ArtifactTab } from '../artifact-tab';
import { deleteIcp, loadIcps } from './icp-actions';
import { IcpForm } from './icp-form';
import { IcpList } from './icp-list';

/** The 'ICP Dashboard' tab: the workspace's ICPs, and the form that creates or edits one. */
export function IcpTab() {
  return (
    <ArtifactTab
      title="ICP Dashboard"
      createLabel="Create ICP"
      resource="icps"
      load={loadIcps}
      messages={{ load: ARTIFACT_MESSAGES.loadIcps, remove: ARTIFACT_MESSAGES.deleteIcp }}
      remove={deleteIcp}
      deleteQuestion="Are you sure you want to delete this ICP?"
      deleteDetail={(icp) => `“${icp.name}” and its segments and buyer personas will be removed.`}
      renderList={({ items, ...list }) => <IcpList icps={items} {...list} />}
      renderForm={({ item, ...form }) => <IcpForm icp={item} {...form} />}
    />
  );
}

import type { Usp } from '@portal/contract';
import type { ArtifactListTexts } from '../../components/artifact-list';
import { ARTIFACT_MESSAGES } from '../../messages';
import type { ScopeProps } from '../../workspace-scope/scope';
import { ArtifactTab } from '../artifact-tab';
import { useDashboardFeatures } from '../dashboard-features';
import type { ListCount } from '../list-view/list-columns';
import { ArtifactViews } from '../list-view/artifact-views';
import { deleteUsp, loadUsps } from './usp-actions';
import { UspCard } from './usp-card';
import { UspForm } from './usp-form';
import { USP_SEARCH } from './usp-form-model';

/** What the USP list says in each state. */
const LIST_TEXTS: ArtifactListTexts = {
  label: 'USPs',
  loading: 'Loading USPs...',
  empty: { title: 'No USPs Found', text: 'There are no USPs available for this workspace' },
  errorTitle: 'Error loading USPs',
};

/** What the list view counts beside each name (issue 37 §2). */
const LIST_COUNT: ListCount<Usp> = { title: 'Products', of: (item) => item.products.length };

/** The 'USP' tab: the workspace's USPs, and the form that creates or edits one. */
export function UspTab({ scope }: ScopeProps) {
  return (
    <ArtifactTab
      scope={scope}
      tab="usp"
      title="USP Dashboard — Manage your Unique Selling Propositions"
      createLabel="Create New USP"
      kind="USP"
      resource="usps"
      entity="usp"
      load={loadUsps}
      messages={{ load: ARTIFACT_MESSAGES.loadUsps, remove: ARTIFACT_MESSAGES.deleteUsp }}
      remove={deleteUsp}
      deleteQuestion="Are you sure you want to delete this USP?"
      deleteDetail={(usp) => `“${usp.name}” will be removed.`}
      searchTexts={USP_SEARCH.texts}
      searchPlaceholder={USP_SEARCH.placeholder}
      renderList={(list) => (
        <ArtifactViews {...list} kind="USP" count={LIST_COUNT} Card={UspCard} texts={LIST_TEXTS} />
      )}
      useFeatures={useDashboardFeatures<Usp>}
      renderForm={({ item, ...form }) => <UspForm usp={item} {...form} />}
    />
  );
}

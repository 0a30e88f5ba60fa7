import type { DraftGeneration } from '@portal/contract';
import { draftInput, draftUsp } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { draftedNotice } from '../drafts/draft-notices';
import { DRAFT_MESSAGES } from '../../messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromUspDraft } from './usp-draft-model';
import type { UspFormValues } from './usp-form-model';

interface UspDraftPanelProps {
  scope: WorkspaceScope;
  /** 'Create USP' or 'Update USP': what the notice tells the user to press. */
  submitLabel: string;
  onDrafted: (values: UspFormValues, generation: DraftGeneration) => void;
}

/** 'Draft with AI' in the USP form (issue 21): the USP instruction drafts the whole USP. */
export default function UspDraftPanel({ scope, submitLabel, onDrafted }: UspDraftPanelProps) {
  return (
    <DraftPanel
      fallback={DRAFT_MESSAGES.draftUsp}
      draft={(companyDescription, signal) =>
        draftUsp(draftInput(scope, companyDescription), signal)
      }
      apply={({ draft, generation }) => {
        onDrafted(fromUspDraft(draft), generation);
        return draftedNotice(generation, submitLabel);
      }}
    />
  );
}

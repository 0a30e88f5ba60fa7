import type { DraftGeneration } from '@portal/contract';
import { draftIcp, draftInput } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { draftedNotice } from '../drafts/draft-notices';
import { DRAFT_MESSAGES } from '../../messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromIcpDraft } from './icp-draft-model';
import type { IcpFormValues } from './icp-form-model';

interface IcpDraftPanelProps {
  scope: WorkspaceScope;
  /** 'Create ICP' or 'Update ICP': what the notice tells the user to press. */
  submitLabel: string;
  onDrafted: (values: IcpFormValues, generation: DraftGeneration) => void;
}

/** 'Draft with AI' in the ICP form (issue 21): the ICP instruction drafts the whole ICP. */
export default function IcpDraftPanel({ scope, submitLabel, onDrafted }: IcpDraftPanelProps) {
  return (
    <DraftPanel
      fallback={DRAFT_MESSAGES.draftIcp}
      draft={(companyDescription, signal) =>
        draftIcp(draftInput(scope, companyDescription), signal)
      }
      apply={({ draft, generation }) => {
        onDrafted(fromIcpDraft(draft), generation);
        return draftedNotice(generation, submitLabel);
      }}
    />
  );
}

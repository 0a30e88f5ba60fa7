import type { Form } from '@portal/shared/antd';
import type { DraftGeneration } from '@portal/contract';
import { draftInput, draftUsp } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { draftedNotice } from '../drafts/draft-notices';
import { DRAFT_MESSAGES } from '../../draft-messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromUspDraft } from './usp-draft-model';
import type { UspFormValues } from './usp-form-model';

interface UspDraftPanelProps {
  scope: WorkspaceScope;
  /** 'Create USP' or 'Update USP': what the notice tells the user to press. */
  /** The USP form, filled from the draft. */
  form: ReturnType<typeof Form.useForm<UspFormValues>>[0];
  submitLabel: string;
  onDrafted: (generation: DraftGeneration) => void;
  /** A draft runs (true) or ended: the form is read-only meanwhile. */
  onBusy: (busy: boolean) => void;
}

/** 'Draft with AI' in the USP form (issue 21): the USP instruction drafts the whole USP. */
export function UspDraftPanel(props: UspDraftPanelProps) {
  const { scope, form, submitLabel, onDrafted, onBusy } = props;
  return (
    <DraftPanel
      onBusy={onBusy}
      fallback={DRAFT_MESSAGES.draftUsp}
      draft={(companyDescription, signal) =>
        draftUsp(draftInput(scope, companyDescription), signal)
      }
      apply={({ draft, generation }) => {
        form.setFieldsValue(fromUspDraft(draft));
        onDrafted(generation);
        return draftedNotice(generation, submitLabel);
      }}
    />
  );
}

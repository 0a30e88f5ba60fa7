import type { Form } from '@portal/shared/antd';
import type { DraftGeneration, UspDraft } from '@portal/contract';
import { draftInput, draftUsp } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { DRAFT_MESSAGES } from '../../draft-messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromUspDraft } from './usp-draft-model';
import { toUspFields, type UspFormValues } from './usp-form-model';

interface UspDraftPanelProps {
  scope: WorkspaceScope;
  /** The USP form, filled from the draft. */
  form: ReturnType<typeof Form.useForm<UspFormValues>>[0];
  /** 'Create USP' or 'Update USP': what the notice tells the user to press. */
  submitLabel: string;
  onDrafted: (generation: DraftGeneration) => void;
  /** A draft runs or is reviewed (true), or ended: the form is read-only meanwhile. */
  onBusy: (busy: boolean) => void;
}

/**
 * 'Draft with AI' in the USP form (issue 21): the USP instruction drafts the whole USP; a form
 * that holds text gets its changes to choose from instead (issue 39).
 */
export function UspDraftPanel(props: UspDraftPanelProps) {
  const { scope, form, submitLabel, onDrafted, onBusy } = props;
  return (
    <DraftPanel
      kind="usp"
      onBusy={onBusy}
      fallback={DRAFT_MESSAGES.draftUsp}
      submitLabel={submitLabel}
      draft={(companyDescription, signal) =>
        draftUsp(draftInput(scope, companyDescription), signal)
      }
      current={() => toUspFields(form.getFieldsValue(true) as UspFormValues)}
      fill={(content, generation) => {
        form.setFieldsValue(fromUspDraft(content as UspDraft));
        onDrafted(generation);
      }}
    />
  );
}

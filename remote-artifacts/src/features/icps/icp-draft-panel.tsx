import type { Form } from '@portal/shared/antd';
import type { DraftGeneration } from '@portal/contract';
import { draftIcp, draftInput } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { draftedNotice } from '../drafts/draft-notices';
import { DRAFT_MESSAGES } from '../../draft-messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromIcpDraft } from './icp-draft-model';
import type { IcpFormValues } from './icp-form-model';

interface IcpDraftPanelProps {
  scope: WorkspaceScope;
  /** 'Create ICP' or 'Update ICP': what the notice tells the user to press. */
  /** The ICP form, filled from the draft. */
  form: ReturnType<typeof Form.useForm<IcpFormValues>>[0];
  submitLabel: string;
  onDrafted: (generation: DraftGeneration) => void;
  /** A draft runs (true) or ended: the form is read-only meanwhile. */
  onBusy: (busy: boolean) => void;
}

/** 'Draft with AI' in the ICP form (issue 21): the ICP instruction drafts the whole ICP. */
export function IcpDraftPanel(props: IcpDraftPanelProps) {
  const { scope, form, submitLabel, onDrafted, onBusy } = props;
  return (
    <DraftPanel
      onBusy={onBusy}
      fallback={DRAFT_MESSAGES.draftIcp}
      draft={(companyDescription, signal) =>
        draftIcp(draftInput(scope, companyDescription), signal)
      }
      apply={({ draft, generation }) => {
        const values = fromIcpDraft(draft);
        // Field by field: setFieldsValue would merge the lists entry by entry.
        for (const field of Object.keys(values) as Array<keyof IcpFormValues>) {
          form.setFieldValue(field, values[field]);
        }
        onDrafted(generation);
        return draftedNotice(generation, submitLabel);
      }}
    />
  );
}

import type { Form } from '@portal/shared/antd';
import type { DraftGeneration, IcpDraft } from '@portal/contract';
import { draftIcp, draftInput } from '../../api/drafts';
import { DraftPanel } from '../drafts/draft-panel';
import { DRAFT_MESSAGES } from '../../draft-messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { fromIcpDraft } from './icp-draft-model';
import { toIcpFields, type IcpFormValues } from './icp-form-model';

interface IcpDraftPanelProps {
  scope: WorkspaceScope;
  /** The ICP form, filled from the draft. */
  form: ReturnType<typeof Form.useForm<IcpFormValues>>[0];
  /** 'Create ICP' or 'Update ICP': what the notice tells the user to press. */
  submitLabel: string;
  onDrafted: (generation: DraftGeneration) => void;
  /** A draft runs or is reviewed (true), or ended: the form is read-only meanwhile. */
  onBusy: (busy: boolean) => void;
}

/**
 * 'Draft with AI' in the ICP form (issue 21): the ICP instruction drafts the whole ICP; a form
 * that holds text gets its changes to choose from instead (issue 39).
 */
export function IcpDraftPanel(props: IcpDraftPanelProps) {
  const { scope, form, submitLabel, onDrafted, onBusy } = props;
  return (
    <DraftPanel
      kind="icp"
      onBusy={onBusy}
      fallback={DRAFT_MESSAGES.draftIcp}
      submitLabel={submitLabel}
      draft={(companyDescription, signal) =>
        draftIcp(draftInput(scope, companyDescription), signal)
      }
      current={() => toIcpFields(form.getFieldsValue(true) as IcpFormValues)}
      fill={(content, generation) => {
        const values = fromIcpDraft(content as IcpDraft);
        // Field by field: setFieldsValue would merge the lists entry by entry.
        for (const field of Object.keys(values) as Array<keyof IcpFormValues>) {
          form.setFieldValue(field, values[field]);
        }
        onDrafted(generation);
      }}
    />
  );
}

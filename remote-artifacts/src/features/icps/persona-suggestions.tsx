import { useEffect, useState } from 'react';
import { Form } from '@portal/shared/antd';
import type { DraftGeneration, PersonaDraftResponse } from '@portal/contract';
import { ICP_LIMITS } from '@portal/contract/limits';
import { draftInput, draftPersonas } from '../../api/drafts';
import { DraftStatus } from '../../ai/draft-status';
import { suggestedNotice } from '../drafts/draft-notices';
import { NoModel } from '../../ai/no-model';
import { useDraft } from '../../ai/use-draft';
import { useModelConfigured } from '../../ai/use-model-provider';
import { DRAFT_MESSAGES } from '../../draft-messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { appendPersonas, icpForPersonas } from './icp-draft-model';
import type { IcpFormValues } from './icp-form-model';

interface PersonaSuggestionsProps {
  scope: WorkspaceScope;
  /** Bumped by each press of 'Suggest personas': each asks once. */
  request: number;
  onSuggested: (generation: DraftGeneration, keep: true) => void;
  /** After Cancel: focus goes back to 'Suggest personas'. */
  onCancelled: () => void;
}

/**
 * 'Suggest personas' (issue 21): the buyer persona instruction reads the form's ICP as typed
 * and the workspace's description; its personas join the form's list, as many as fit.
 */
export function PersonaSuggestions(props: PersonaSuggestionsProps) {
  const { scope, request, onSuggested, onCancelled } = props;
  const form = Form.useFormInstance<IcpFormValues>();
  const configured = useModelConfigured();
  const [notice, setNotice] = useState<string | null>(null);
  const state = useDraft<PersonaDraftResponse>(({ draft, generation }) => {
    const current = (form.getFieldValue('buyerPersonas') ?? []) as IcpFormValues['buyerPersonas'];
    const limit = ICP_LIMITS.buyerPersonas;
    const { personas, ...counts } = appendPersonas(current, draft.buyerPersonas, limit);
    if (counts.added > 0) {
      form.setFieldValue('buyerPersonas', personas);
      onSuggested(generation, true);
    }
    setNotice(suggestedNotice(generation, counts, limit));
  }, DRAFT_MESSAGES.suggestPersonas);
  const { run } = state;

  useEffect(() => {
    // A new answer's notice replaces the last; busy and errors show in its place meanwhile.
    if (configured === false) return;
    const values = form.getFieldsValue(true) as IcpFormValues;
    void run((signal) =>
      draftPersonas({ ...draftInput(scope, ''), icp: icpForPersonas(values) }, signal),
    );
    // Only a press asks again: the provider becoming known must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (configured === false) return <NoModel />;
  return (
    <DraftStatus
      busy={state.busy}
      busyText={DRAFT_MESSAGES.suggesting}
      cancelLabel="Cancel suggestions"
      onCancel={() => {
        state.cancel();
        onCancelled();
      }}
      error={state.error}
      onRetry={() => void state.retry()}
      offline={state.offline}
      notice={notice}
    />
  );
}

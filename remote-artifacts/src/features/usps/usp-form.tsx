import { useState } from 'react';
import { Flex, Form, Input } from '@portal/shared/antd';
import type { DraftGeneration, GenerationRef, Usp } from '@portal/contract';
import { USP_LIMITS } from '@portal/contract/limits';
import { FormActions } from '../../components/form-actions';
import { FormSection } from '../../components/form-section';
import { FormHeading } from '../drafts/form-heading';
import { useDismissOnLeave } from '../drafts/use-dismiss-on-leave';
// Loaded when 'Draft with AI' is first pressed, not with the dashboard.
import { UspDraftPanel } from '../lazy-draft-ui';
import { useSave } from '../../hooks/use-save';
import { ARTIFACT_MESSAGES } from '../../messages';
import { useDiscardGuard, useFocusHandoff, useUnsavedChanges } from '@portal/remote-kit';
import { createUsp, updateUsp } from './usp-actions';
import {
  lineListProblem,
  sameUspFields,
  toUspFields,
  toUspFormModel,
  type UspFormValues,
} from './usp-form-model';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { ReviseButton } from '../revise/revise-button';
import { reviseRefusal } from '../revise/revise-refusal';
import { useReviseDialog } from '../revise/use-revise-dialog';

/** Discarding needs nothing of the form itself: see useUnsavedChanges below. */
const keepAsIs = () => {};

interface UspFormProps {
  /** The workspace the USP is saved into. */
  scope: WorkspaceScope;
  /** The USP to edit; a new one when null. */
  usp: Usp | null;
  onSaved: (usp: Usp) => void;
  onClose: () => void;
  /** Loads the USP as stored now into the form (after someone else saved it). */
  onReload: () => void;
}

function lineListRules(requiredMessage: string, noun: string) {
  return [
    { required: true, whitespace: true, message: requiredMessage },
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        const problem = lineListProblem(value, noun);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

/** Creates or edits a USP (spec §2 'USP Details'). */
export function UspForm({ scope, usp, onSaved, onClose, onReload }: UspFormProps) {
  const [form] = Form.useForm<UspFormValues>();
  const [initialValues] = useState(() => toUspFormModel(usp));
  // The revision these values are of: a list refreshed meanwhile must not make a save of
  // them overwrite changes this form never showed.
  const [revision] = useState(usp?.revision);
  const [isDirty, setDirty] = useState(false);
  // A draft under way: the form is read-only until it ends (issue 39).
  const [drafting, setDrafting] = useState(false);
  // The token of the draft the form was filled from: saving it records the lineage.
  const [generation, setGeneration] = useState<GenerationRef | null>(null);
  useDismissOnLeave(scope, generation);
  const { saving, stale, saveError, save } = useSave(
    onSaved,
    usp ? ARTIFACT_MESSAGES.updateUsp : ARTIFACT_MESSAGES.createUsp,
  );
  const guard = useDiscardGuard();
  // Issue 37 §3: the focus moves to the form's title as it opens, back to its opener as it closes.
  const heading = useFocusHandoff<HTMLHeadingElement>();
  // Whatever leaves the form (tab, scope, Cancel, another page) closes it by its own
  // navigation; a discard that navigated too would replace the page being left for.
  useUnsavedChanges('usp-form', isDirty, keepAsIs);

  const submit = (values: UspFormValues) =>
    save(() =>
      usp
        ? updateUsp(scope, usp.id, revision, toUspFields(values), generation)
        : createUsp(scope, toUspFields(values), generation),
    );
  const submitLabel = usp ? 'Update USP' : 'Create USP';
  // Issue 39 §2: the AI revises the USP as stored; its save is this form's (the list shows it).
  const revise = useReviseDialog<Usp>('usp', onSaved);
  const onDrafted = (drafted: DraftGeneration) => {
    setGeneration({ token: drafted.token });
    setDirty(!sameUspFields(form.getFieldsValue(true) as UspFormValues, initialValues));
  };

  return (
    <Flex vertical gap={16}>
      <FormHeading
        headingRef={heading}
        title={usp ? 'Edit USP' : 'Create New USP'}
        actions={
          usp && (
            <ReviseButton
              subject={`USP ${usp.name}`}
              refusal={reviseRefusal('USP', isDirty, drafting)}
              onClick={() => revise.revise(usp)}
            />
          )
        }
        renderPanel={() => (
          <UspDraftPanel
            scope={scope}
            form={form}
            submitLabel={submitLabel}
            onDrafted={onDrafted}
            onBusy={setDrafting}
          />
        )}
      />
      <Form
        form={form}
        name="usp"
        layout="vertical"
        disabled={drafting}
        aria-busy={drafting}
        initialValues={initialValues}
        onValuesChange={(_changed, values) => setDirty(!sameUspFields(values, initialValues))}
        onFinish={submit}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Flex vertical gap={16}>
          <FormSection title="USP Details">
            <Form.Item
              label="USP Name"
              name="name"
              rules={[{ required: true, whitespace: true, message: 'USP Name is required' }]}
            >
              <Input maxLength={USP_LIMITS.name} />
            </Form.Item>
            <Form.Item
              label="Products"
              name="products"
              extra="One product per line"
              rules={lineListRules('At least one product is required', 'products')}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
            <Form.Item
              label="Differentiator"
              name="differentiator"
              rules={[{ required: true, whitespace: true, message: 'Differentiator is required' }]}
            >
              <Input.TextArea rows={5} maxLength={USP_LIMITS.differentiator} />
            </Form.Item>
            <Form.Item
              label="Capabilities"
              name="capabilities"
              extra="One capability per line"
              rules={lineListRules('At least one capability is required', 'capabilities')}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea rows={10} />
            </Form.Item>
          </FormSection>
          <FormActions
            submitLabel={submitLabel}
            saving={saving}
            saveError={saveError}
            stale={stale ? { message: ARTIFACT_MESSAGES.staleUsp, onReload } : null}
            onCancel={() => guard(onClose)}
          />
        </Flex>
      </Form>
      {revise.dialog}
    </Flex>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Flex, Form, Input } from '@portal/shared/antd';
import type { DraftGeneration, GenerationRef, Icp } from '@portal/contract';
import { FormActions } from '../../components/form-actions';
import { FormSection } from '../../components/form-section';
import { FormHeading } from '../drafts/form-heading';
import { useDismissOnLeave } from '../drafts/use-dismiss-on-leave';
// Loaded when 'Draft with AI' is first pressed, not with the dashboard.
import { IcpDraftPanel } from '../lazy-draft-ui';
import { useSave } from '../../hooks/use-save';
import { ARTIFACT_MESSAGES } from '../../messages';
import { useDiscardGuard, useFocusHandoff, useUnsavedChanges } from '@portal/remote-kit';
import { createIcp, updateIcp } from './icp-actions';
import { sameIcpFields, toIcpFormValues, type IcpFormValues } from './icp-form-model';
import { ICP_LIMITS } from '@portal/contract/limits';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { PersonasSection, type PersonaRevise } from './personas-section';
import { ReviseButton } from '../revise/revise-button';
import { reviseRefusal } from '../revise/revise-refusal';
import { useReviseDialog } from '../revise/use-revise-dialog';
import { SegmentsSection } from './segments-section';

/** Discarding needs nothing of the form itself: see useUnsavedChanges below. */
const keepAsIs = () => {};

interface IcpFormProps {
  /** The workspace the ICP is saved into. */
  scope: WorkspaceScope;
  /** The ICP to edit; a new one when null. */
  icp: Icp | null;
  onSaved: (icp: Icp) => void;
  onClose: () => void;
  /** Loads the ICP as stored now into the form (after someone else saved it). */
  onReload: () => void;
}

/** Creates or edits an ICP: its details, segments and buyer personas (spec §2, §5). */
export function IcpForm({ scope, icp, onSaved, onClose, onReload }: IcpFormProps) {
  const [form] = Form.useForm<IcpFormValues>();
  const [initialValues] = useState(() => toIcpFormValues(icp));
  // The revision these values are of: a list refreshed meanwhile must not make a save of
  // them overwrite changes this form never showed.
  const [revision] = useState(icp?.revision);
  const [isDirty, setDirty] = useState(false);
  // A draft under way: the form is read-only until it ends (issue 39).
  const [drafting, setDrafting] = useState(false);
  // The token of the draft the form was filled from: saving it records the lineage.
  const [generation, setGeneration] = useState<GenerationRef | null>(null);
  useDismissOnLeave(scope, generation);
  const { saving, stale, saveError, save } = useSave(
    onSaved,
    icp ? ARTIFACT_MESSAGES.updateIcp : ARTIFACT_MESSAGES.createIcp,
  );
  const guard = useDiscardGuard();
  // Issue 37 §3: the focus moves to the form's title as it opens, back to its opener as it closes.
  const heading = useFocusHandoff<HTMLHeadingElement>();
  // Whatever leaves the form (tab, scope, Cancel, another page) closes it by its own
  // navigation; a discard that navigated too would replace the page being left for.
  useUnsavedChanges('icp-form', isDirty, keepAsIs);

  // All values, with the client ids Form.List entries carry (they are dropped when sent).
  const currentValues = useCallback(() => form.getFieldsValue(true) as IcpFormValues, [form]);
  const submit = () =>
    save(() =>
      icp
        ? updateIcp(scope, icp.id, revision ?? icp.revision, currentValues(), generation)
        : createIcp(scope, currentValues(), generation),
    );
  const submitLabel = icp ? 'Update ICP' : 'Create ICP';
  // Issue 39 §2: the AI revises the ICP as stored; its save is this form's (the list shows it).
  const revise = useReviseDialog<Icp>('icp', onSaved);
  const whyNotRevise = reviseRefusal('ICP', isDirty, drafting);
  const openRevise = revise.revise;
  const personaRevise = useMemo<PersonaRevise | null>(
    () =>
      icp && {
        ids: new Set(icp.buyerPersonas.map((persona) => persona.id)),
        refusal: whyNotRevise,
        onRevise: (persona) => openRevise(icp, persona),
      },
    [icp, whyNotRevise, openRevise],
  );
  // A draft filled the form, or (`keep`) suggested personas joined it: those keep an ICP
  // draft's lineage, as the ICP instruction still wrote the rest.
  const onDrafted = useCallback(
    (drafted: DraftGeneration, keep?: boolean) => {
      setGeneration((held) => (keep && held) || { token: drafted.token });
      setDirty(!sameIcpFields(currentValues(), initialValues));
    },
    [currentValues, initialValues],
  );

  return (
    <Flex vertical gap={16}>
      <FormHeading
        headingRef={heading}
        title={icp ? 'Edit ICP' : 'Create New ICP'}
        actions={
          icp && (
            <ReviseButton
              subject={`ICP ${icp.name}`}
              refusal={whyNotRevise}
              onClick={() => revise.revise(icp)}
            />
          )
        }
        renderPanel={() => (
          <IcpDraftPanel
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
        name="icp"
        layout="vertical"
        disabled={drafting}
        aria-busy={drafting}
        initialValues={initialValues}
        onValuesChange={() => setDirty(!sameIcpFields(currentValues(), initialValues))}
        onFinish={submit}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Flex vertical gap={16}>
          <FormSection title="ICP Details">
            <Form.Item
              label="ICP Name"
              name="name"
              rules={[{ required: true, whitespace: true, message: 'ICP Name is required' }]}
            >
              <Input maxLength={ICP_LIMITS.name} />
            </Form.Item>
            <Form.Item
              label="Customer Description"
              name="customerDescription"
              rules={[
                { required: true, whitespace: true, message: 'Customer Description is required' },
              ]}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea rows={5} maxLength={ICP_LIMITS.text} />
            </Form.Item>
          </FormSection>
          <SegmentsSection />
          <PersonasSection scope={scope} revise={personaRevise} onSuggested={onDrafted} />
          <FormActions
            submitLabel={submitLabel}
            saving={saving}
            saveError={saveError}
            stale={stale ? { message: ARTIFACT_MESSAGES.staleIcp, onReload } : null}
            onCancel={() => guard(onClose)}
          />
        </Flex>
      </Form>
      {revise.dialog}
    </Flex>
  );
}

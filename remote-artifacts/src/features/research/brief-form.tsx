import { useEffect, useRef, useState } from 'react';
import { Flex, Form, Input, Typography } from '@portal/shared/antd';
import type { GenerationRef, ResearchBrief, ResearchBriefContent } from '@portal/contract';
import { RESEARCH_LIMITS, RESEARCH_SECTIONS } from '@portal/contract/limits';
import { useDiscardGuard, useUnsavedChanges } from '@portal/remote-kit';
import { FormActions } from '../../components/form-actions';
import { useSave } from '../../hooks/use-save';
import { createBrief, updateBrief } from '../../api/research';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import {
  type BriefForm as BriefFormValues,
  contentOf,
  formOf,
  LIST_SECTIONS,
} from './brief-form-model';
import { RESEARCH_TEXT, SECTION_LABELS } from './research-text';

/** Discarding needs nothing of the form itself: the panel closes it. */
const keepAsIs = () => {};

interface BriefFormProps {
  scope: WorkspaceScope;
  /** The stored brief (a save updates it at its revision), or null: the save creates it. */
  brief: ResearchBrief | null;
  /** What the form starts from: a proposal, or the stored brief. */
  content: ResearchBriefContent;
  /** A proposal's generation: the save records its lineage. */
  generation: GenerationRef | null;
  onSaved: (brief: ResearchBrief) => void;
  onClose: () => void;
  onReload: () => void;
}

/** Review, edit and save the brief: each section, and the sources staff add to it. */
export function BriefForm(props: BriefFormProps) {
  const { scope, brief, content, generation, onSaved, onClose, onReload } = props;
  const [form] = Form.useForm<BriefFormValues>();
  const [initialValues] = useState(() => formOf(content));
  const [isDirty, setDirty] = useState(generation !== null);
  const { saving, stale, saveError, save } = useSave(onSaved, RESEARCH_TEXT.saveFailed);
  const guard = useDiscardGuard();
  useUnsavedChanges('research-brief-form', isDirty, keepAsIs);
  const nameRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (values: BriefFormValues) => {
    const fields = {
      ...contentOf(values),
      tenantId: scope.tenantId,
      workspaceId: scope.workspaceId,
      ...(generation ? { generation } : {}),
    };
    save(() =>
      brief
        ? updateBrief({ ...fields, id: brief.id, revision: brief.revision })
        : createBrief(fields),
    );
  };
  const sources = (section: (typeof RESEARCH_SECTIONS)[number]) => (
    <Form.Item
      label={`${SECTION_LABELS[section]}: ${RESEARCH_TEXT.sourcesLabel.toLowerCase()}`}
      name={['sources', section]}
      extra={RESEARCH_TEXT.sourcesHelp}
    >
      <Input.TextArea rows={2} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      name="research-brief"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <Flex vertical gap={4}>
        {generation && <Typography.Paragraph>{RESEARCH_TEXT.reviewHelp}</Typography.Paragraph>}
        {/* The form opens on a click (a proposal, Edit): the keyboard lands in it. */}
        <Form.Item
          label={RESEARCH_TEXT.name}
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Company name is required' }]}
        >
          <Input
            maxLength={RESEARCH_LIMITS.name}
            ref={(input) => {
              nameRef.current = input?.input ?? null;
            }}
          />
        </Form.Item>
        <Form.Item
          label={SECTION_LABELS.summary}
          name="summary"
          rules={[{ required: true, whitespace: true, message: 'Summary is required' }]}
        >
          <Input.TextArea rows={5} maxLength={RESEARCH_LIMITS.summary} />
        </Form.Item>
        {sources('summary')}
        {LIST_SECTIONS.map((section) => (
          <div key={section}>
            <Form.Item
              label={SECTION_LABELS[section]}
              name={section}
              extra={RESEARCH_TEXT.linesHelp}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
            {sources(section)}
          </div>
        ))}
        <FormActions
          submitLabel={RESEARCH_TEXT.save}
          saving={saving}
          saveError={saveError}
          stale={stale ? { message: RESEARCH_TEXT.stale, onReload } : null}
          onCancel={() => guard(onClose)}
        />
      </Flex>
    </Form>
  );
}

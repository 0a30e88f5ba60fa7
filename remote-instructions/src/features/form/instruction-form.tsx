import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from '@portal/shared/antd';
import { Card, Select } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import { NEW_PROMPT_VERSION, PROMPT_LIMITS } from '@portal/contract/limits';
import {
  SectionHeading,
  useDiscardGuard,
  useFocusHandoff,
  useUnsavedChanges,
} from '@portal/remote-kit';
import type { StudioPanel } from '../../page-view/page-view';
import { SharedPreviewScope } from '../../preview-scope/preview-scope-state';
import { useSaveInstruction } from './use-save-instruction';
import {
  sameInstructionFields,
  toFormValues,
  type InstructionFormValues,
} from './instruction-form-model';
import { INSTRUCTION_TYPE_OPTIONS } from '../../instructions/instruction-types';
import { InstructionField } from '../studio/instruction-field';
import { EditViewPreview } from './edit-view-preview';
import { EditViewTestCases } from './edit-view-test-cases';
import { SaveError } from './save-error';

interface InstructionFormProps {
  /** The active version to edit; a new instruction when null. */
  prompt: Prompt | null;
  /** The studio's panels open under the form (in the URL: reload and Back keep them). */
  panels: StudioPanel[];
  onPanelsChange: (panels: StudioPanel[]) => void;
  onSaved: () => void;
  onCancel: () => void;
  /** After a conflict: back to the list, loaded afresh. */
  onReloadList: () => void;
}

/** Discarding needs nothing of the form: whatever leaves it closes it by its own navigation. */
const keepAsIs = () => {};

/**
 * Spec §2: the edit view, which adds an instruction or a new version of the active one. The
 * focus moves to its heading as it opens and back to what opened it as it closes (issue 37).
 */
export function InstructionForm(props: InstructionFormProps) {
  const { panels, onPanelsChange, onSaved, onCancel, onReloadList } = props;
  // The version as opened: a list reloaded meanwhile (another's save) must not change which
  // version a save appends to, or the server could not say the form is out of date.
  const [prompt] = useState(props.prompt);
  const heading = useFocusHandoff<HTMLHeadingElement>();
  const [form] = Form.useForm<InstructionFormValues>();
  const [initialValues] = useState(() => toFormValues(prompt));
  const [isDirty, setDirty] = useState(false);
  // The API's word on the text's variables belongs under the field, like the check's own.
  const showTemplateProblem = (message: string) =>
    form.setFields([{ name: 'promptContent', errors: [message] }]);
  const { saving, failure, save } = useSaveInstruction(prompt, onSaved, showTemplateProblem);
  const promptType = Form.useWatch('promptType', form) ?? initialValues.promptType;
  const promptContent = Form.useWatch('promptContent', form) ?? initialValues.promptContent;
  const guard = useDiscardGuard();
  // The form is in the URL: Cancel, Back or a link close it by their own navigation.
  useUnsavedChanges('instruction-form', isDirty, keepAsIs);
  const showPanel = (panel: StudioPanel) => (open: boolean) =>
    onPanelsChange(open ? [...panels, panel] : panels.filter((shown) => shown !== panel));

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={prompt ? `Editing Version: ${prompt.version}` : 'Adding New Instruction'}
        headingRef={heading}
      />
      <Card>
        <Typography.Paragraph type="secondary">
          {prompt
            ? `Saving adds a new active version; version ${prompt.version} stays in the list as inactive.`
            : `A new instruction starts at version ${NEW_PROMPT_VERSION}.`}
        </Typography.Paragraph>
        <Form<InstructionFormValues>
          form={form}
          name="instruction"
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={() =>
            setDirty(!sameInstructionFields(form.getFieldsValue(true), initialValues))
          }
          onFinish={save}
          disabled={saving}
        >
          <Form.Item
            label="Version Description"
            name="description"
            rules={[
              { required: true, whitespace: true, message: 'Version description is required' },
            ]}
          >
            <Input maxLength={PROMPT_LIMITS.description} />
          </Form.Item>
          <Form.Item label="Type" name="promptType">
            <Select options={INSTRUCTION_TYPE_OPTIONS} />
          </Form.Item>
          <InstructionField promptType={promptType} promptContent={promptContent} />
          <Flex vertical gap={12}>
            <SaveError failure={failure} onReloadList={onReloadList} />
            <Flex wrap justify="flex-end" gap={8}>
              <Button onClick={() => guard(onCancel)}>Cancel</Button>
              <Button type="primary" htmlType="submit">
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Card>
      <SharedPreviewScope>
        <EditViewPreview
          open={panels.includes('preview')}
          onOpenChange={showPanel('preview')}
          promptType={promptType}
          promptContent={promptContent}
          editedPrompt={prompt}
        />
        <EditViewTestCases
          open={panels.includes('test-cases')}
          onOpenChange={showPanel('test-cases')}
          promptType={promptType}
          promptContent={promptContent}
          editedPrompt={prompt}
        />
      </SharedPreviewScope>
    </Flex>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Form, Input, type GetProps } from '@portal/shared/antd';
import type { PromptType } from '@portal/contract';
import { PROMPT_LIMITS } from '@portal/contract/limits';
import { templateRule } from './template-rule';

// The studio (highlights, the insert-variable menu, the variables used, and mustache) is its
// own chunk, fetched when the edit view opens: the list never downloads it. Until it arrives
// the field is the plain textarea, so nothing waits for it; the same textarea is then enhanced.
const InstructionStudio = lazy(
  () => import(/* webpackChunkName: "instruction-studio" */ './instruction-studio'),
);

/** How long typing pauses before the check's message changes. */
const CHECK_DELAY_MS = 400;

type TextAreaProps = GetProps<typeof Input.TextArea>;

/** Spec §2's 12-row textarea, and an empty layer beside it for the studio to draw in. */
function InstructionTextArea({
  onLayer,
  ...props
}: TextAreaProps & { onLayer: (layer: HTMLDivElement | null) => void }) {
  return (
    <div style={{ position: 'relative' }}>
      <Input.TextArea {...props} rows={12} maxLength={PROMPT_LIMITS.promptContent} />
      <div ref={onLayer} />
    </div>
  );
}

interface InstructionFieldProps {
  /** The Type chosen in the form, whose variables the text may name. */
  promptType: PromptType;
  /** The text as typed (the field's own value, watched by the form). */
  promptContent: string;
}

/**
 * The edit view's Instruction field: required, and checked against the variable catalogue of
 * the chosen Type while typing (again when the Type changes), so a text the API would refuse
 * is not sent. Below it, once loaded, the studio's help.
 */
export function InstructionField({ promptType, promptContent }: InstructionFieldProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const textarea = layer?.parentElement?.querySelector('textarea');

  return (
    <>
      <Form.Item
        label="Instruction"
        name="promptContent"
        dependencies={['promptType']}
        validateDebounce={CHECK_DELAY_MS}
        rules={[
          { required: true, whitespace: true, message: 'Instruction is required' },
          templateRule,
        ]}
        style={{ marginBottom: 8 }}
      >
        <InstructionTextArea onLayer={setLayer} />
      </Form.Item>
      {layer && textarea && (
        <Suspense fallback={null}>
          <InstructionStudio
            textarea={textarea}
            layer={layer}
            promptType={promptType}
            text={promptContent}
          />
        </Suspense>
      )}
    </>
  );
}

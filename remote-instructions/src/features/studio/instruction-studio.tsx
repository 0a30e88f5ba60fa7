import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Flex, Form } from '@portal/shared/antd';
import type { PromptType } from '@portal/contract';
import { analyseTemplate } from '@portal/contract/template';
import { TagHighlights } from './tag-highlights';
import { useTemplateAnalysis } from './use-template-analysis';
import { useVariableMenu } from './use-variable-menu';
import { VariableMenu } from './variable-menu';
import { VariablesUsed } from './variables-used';

export interface InstructionStudioProps {
  /** The textarea the studio helps with. */
  textarea: HTMLTextAreaElement;
  /** An empty box beside it, in the same positioned box, for the highlights and the menu. */
  layer: HTMLElement;
  promptType: PromptType;
  text: string;
}

/**
 * What helps while typing an instruction (issue 20): its tags highlighted, the insert-variable
 * menu and the variables it uses, all from the catalogue in `@portal/contract/template` (the
 * same data GET /api/prompts/variables answers, so no request). Loaded with the edit view.
 */
export default function InstructionStudio({
  textarea,
  layer,
  promptType,
  text,
}: InstructionStudioProps) {
  const analysis = useTemplateAnalysis(text, promptType);
  const variables = useVariableMenu(textarea, promptType);
  const { menu } = variables;
  useCheckOnOpen(text, promptType);

  return (
    <>
      {createPortal(
        <>
          <TagHighlights textarea={textarea} text={text} analysis={analysis} />
          {menu && variables.entries.length > 0 && (
            <VariableMenu
              id={variables.listId}
              optionId={variables.optionId}
              entries={variables.entries}
              active={menu.active}
              takesFocus={menu.origin === 'button'}
              onPick={variables.pick}
              onKeyDown={variables.onListKeyDown}
              onLeave={variables.close}
            />
          )}
        </>,
        layer,
      )}
      <Flex wrap gap={16} align="baseline" style={{ marginBottom: 24 }}>
        <Button
          size="small"
          aria-haspopup="listbox"
          aria-expanded={menu?.origin === 'button'}
          aria-controls={menu ? variables.listId : undefined}
          onClick={variables.open}
        >
          Insert variable
        </Button>
        <VariablesUsed names={analysis.variables} />
      </Flex>
    </>
  );
}

/** An instruction opened with problems (saved before the catalogue) says so at once. */
function useCheckOnOpen(text: string, promptType: PromptType) {
  const form = Form.useFormInstance();
  const [opened] = useState(() => ({ text, promptType }));
  useEffect(() => {
    if (analyseTemplate(opened.text, opened.promptType).problems.length === 0) return;
    // The field shows the problem; the rejection only says the same again.
    form.validateFields(['promptContent']).catch(() => undefined);
  }, [form, opened]);
}

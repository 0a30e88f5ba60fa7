import { useDeferredValue, useMemo } from 'react';
import type { PromptType } from '@portal/contract';
import { analyseTemplate, type TemplateAnalysis } from '@portal/contract/template';

/**
 * The check of the text being typed, for its type: the variables it uses and its problems.
 * Deferred, so a long text is checked after the keystroke is on screen, not before.
 */
export function useTemplateAnalysis(text: string, promptType: PromptType): TemplateAnalysis {
  const deferredText = useDeferredValue(text);
  return useMemo(() => analyseTemplate(deferredText, promptType), [deferredText, promptType]);
}

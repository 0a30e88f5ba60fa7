import type { PromptType } from '@portal/contract';
import { analyseTemplate, type TemplateAnalysis } from '@portal/contract/template';
import { ApiError } from '../errors';

/**
 * Every write of an instruction's text (create, edit, restore, a tenant's variant) and every
 * render goes through this check: the first problem the catalogue finds answers 400 with its
 * code (UNKNOWN_VARIABLE or TEMPLATE_SYNTAX) and a message naming the variable and its line.
 * A text that passes comes back analysed (the variables it names), for the render.
 */
export function assertValidTemplate(
  promptType: PromptType,
  promptContent: string,
): TemplateAnalysis {
  const analysis = analyseTemplate(promptContent, promptType);
  const [problem] = analysis.problems;
  if (problem) throw new ApiError(400, problem.code, problem.message);
  return analysis;
}

import type { PromptType } from '@portal/contract';
import { analyseTemplate } from '@portal/contract/template';
import { ApiError } from '../errors';

/**
 * Every write of an instruction's text (create, edit, restore, a tenant's variant) and every
 * render goes through this check: the first problem the catalogue finds answers 400 with its
 * code (UNKNOWN_VARIABLE or TEMPLATE_SYNTAX) and a message naming the variable and its line.
 */
export function assertValidTemplate(promptType: PromptType, promptContent: string): void {
  const [problem] = analyseTemplate(promptContent, promptType).problems;
  if (problem) throw new ApiError(400, problem.code, problem.message);
}

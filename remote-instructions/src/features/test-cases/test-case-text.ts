import type {
  PromptType,
  TestCase,
  TestCaseChecks,
  TestCaseResult,
  TestCaseRun,
} from '@portal/contract';

/** The types whose answer has a draft shape to parse into ('Answer parses as ...'). */
const PARSED_SHAPE: Partial<Record<PromptType, string>> = {
  ICP: 'an ICP',
  BUYER_PERSONA: 'personas',
  USP: 'a USP',
};

/** 'Answer parses as an ICP' for the types that have a shape; null for the others. */
export function parsesCheckLabel(promptType: PromptType): string | null {
  const shape = PARSED_SHAPE[promptType];
  return shape ? `Answer parses as ${shape}` : null;
}

/** What a case feeds the instruction, in a few words for the list. */
export function inputSummary(testCase: Pick<TestCase, 'input' | 'inputName'>): string {
  const { input, inputName } = testCase;
  if (input.kind === 'description') {
    const text = input.companyDescription.trim().replace(/\s+/g, ' ');
    return `Description: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`;
  }
  const label = input.kind === 'icp' ? 'ICP' : 'USP';
  return `${label}: ${inputName ?? 'no longer found'}`;
}

/** The checks a case makes, in the words of the form; 'No checks' when it makes none. */
export function checksSummary(checks: TestCaseChecks, promptType: PromptType): string {
  const parts: string[] = [];
  const parses = parsesCheckLabel(promptType);
  if (checks.parses && parses) parts.push(parses);
  if (checks.namesSegments) parts.push('Names every segment');
  if (checks.bannedPhrases.length > 0) {
    parts.push(`Banned phrases: ${checks.bannedPhrases.join(', ')}`);
  }
  if (checks.maxWords !== null) parts.push(`At most ${checks.maxWords} words`);
  return parts.length > 0 ? parts.join(' · ') : 'No checks';
}

/** One case's result as a table cell reads it: the words, never a colour alone. */
export function resultText(result: TestCaseResult | undefined): string {
  if (!result) return 'Not run';
  if (result.status === 'pass') return 'Pass';
  return `${result.status === 'fail' ? 'Fail' : 'Error'}: ${result.message}`;
}

/** '3 of 4 cases pass' */
export function runSummary(run: Pick<TestCaseRun, 'passed' | 'total'>): string {
  const noun = run.total === 1 ? 'case passes' : 'cases pass';
  return `${run.passed} of ${run.total} ${noun}`;
}

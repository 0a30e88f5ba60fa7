import type {
  PromptType,
  TestCase,
  TestCaseChecks,
  TestCaseResult,
  TestCaseRun,
} from '@portal/contract';
import { costText } from '../../test-run/cost-text';

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

/** The model's time and cost for one case ('1234 ms · cost 0.000138'); null for older runs. */
function timeAndCost({ ms, cost }: Pick<TestCaseResult, 'ms' | 'cost'>): string | null {
  if (ms === undefined) return null;
  return cost === undefined ? `${ms} ms` : `${ms} ms · ${costText(cost)}`;
}

/** A case's result with what its call took: 'Pass · 1234 ms · cost 0.000138'. */
export function callText(result: TestCaseResult | undefined): string {
  const timing = result && timeAndCost(result);
  return timing ? `${resultText(result)} · ${timing}` : resultText(result);
}

/**
 * 'Model: gpt-test · 3 cases in 2400 ms · cost 0.000414': a run's model and, since runs say
 * it (issue 39), what its cases took together.
 */
export function modelLine(model: string, results: TestCaseResult[]): string {
  const timed = results.filter((result) => result.ms !== undefined);
  if (timed.length === 0) return `Model: ${model}`;
  const ms = timed.reduce((sum, result) => sum + result.ms!, 0);
  const cost = timed.reduce((sum, result) => sum + (result.cost ?? 0), 0);
  const cases = timed.length === 1 ? '1 case' : `${timed.length} cases`;
  return `Model: ${model} · ${cases} in ${ms} ms · ${costText(cost)}`;
}

/** '3 of 4 cases pass' */
export function runSummary(run: Pick<TestCaseRun, 'passed' | 'total'>): string {
  const noun = run.total === 1 ? 'case passes' : 'cases pass';
  return `${run.passed} of ${run.total} ${noun}`;
}

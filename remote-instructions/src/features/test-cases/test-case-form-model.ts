import type { PromptType, SaveTestCaseRequest, TestCase, TestCaseInput } from '@portal/contract';
import { parsesCheckLabel } from './test-case-text';

export type InputKind = TestCaseInput['kind'];

export interface TestCaseFormValues {
  name: string;
  inputKind: InputKind;
  companyDescription: string;
  /** The ICP or USP chosen, for a record input. */
  recordId?: string;
  /** Absent when the form does not offer the check (the type or the input cannot have it). */
  parses?: boolean;
  namesSegments?: boolean;
  bannedPhrases: string[];
  /** As typed; empty for no limit. */
  maxWords: string;
}

/** Where a new record input comes from: the workspace chosen in the edit view. */
export interface CaseScope {
  tenantId: string | null;
  workspaceId: string | null;
}

const recordIdOf = (input: TestCaseInput) =>
  input.kind === 'icp' ? input.icpId : input.kind === 'usp' ? input.uspId : undefined;

export function toCaseFormValues(testCase: TestCase | null): TestCaseFormValues {
  if (!testCase) {
    return {
      name: '',
      inputKind: 'description',
      companyDescription: '',
      parses: false,
      namesSegments: false,
      bannedPhrases: [],
      maxWords: '',
    };
  }
  const { input, checks } = testCase;
  return {
    name: testCase.name,
    inputKind: input.kind,
    companyDescription: input.kind === 'description' ? input.companyDescription : '',
    recordId: recordIdOf(input),
    parses: checks.parses,
    namesSegments: checks.namesSegments,
    bannedPhrases: checks.bannedPhrases,
    maxWords: checks.maxWords === null ? '' : String(checks.maxWords),
  };
}

function toInput(values: TestCaseFormValues, scope: CaseScope, original: TestCase | null) {
  const { inputKind, recordId } = values;
  if (inputKind === 'description') {
    return { kind: inputKind, companyDescription: values.companyDescription.trim() };
  }
  // The record the case had, unchanged, keeps its own workspace.
  if (original && original.input.kind === inputKind && recordIdOf(original.input) === recordId) {
    return original.input;
  }
  const where = { tenantId: scope.tenantId ?? '', workspaceId: scope.workspaceId ?? '' };
  return inputKind === 'icp'
    ? { kind: inputKind, ...where, icpId: recordId ?? '' }
    : { kind: inputKind, ...where, uspId: recordId ?? '' };
}

/** The request that saves the form; a check the type or input cannot have is left off. */
export function toSaveRequest(
  values: TestCaseFormValues,
  promptType: PromptType,
  scope: CaseScope,
  original: TestCase | null,
): SaveTestCaseRequest {
  const phrases = values.bannedPhrases.map((phrase) => phrase.trim()).filter(Boolean);
  const maxWords = values.maxWords.trim();
  return {
    promptType,
    name: values.name.trim(),
    input: toInput(values, scope, original),
    checks: {
      parses: values.parses === true && parsesCheckLabel(promptType) !== null,
      namesSegments: values.namesSegments === true && values.inputKind === 'icp',
      bannedPhrases: [...new Set(phrases)],
      maxWords: maxWords === '' ? null : Number(maxWords),
    },
  };
}

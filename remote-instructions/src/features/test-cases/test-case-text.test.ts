import type { TestCase } from '@portal/contract';
import {
  callText,
  checksSummary,
  inputSummary,
  modelLine,
  parsesCheckLabel,
  resultText,
  runSummary,
} from './test-case-text';

const noChecks = { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null };

it('names the shape an answer parses as, only for the types that have one', () => {
  expect(parsesCheckLabel('ICP')).toBe('Answer parses as an ICP');
  expect(parsesCheckLabel('BUYER_PERSONA')).toBe('Answer parses as personas');
  expect(parsesCheckLabel('USP')).toBe('Answer parses as a USP');
  expect(parsesCheckLabel('COMPANY_RESEARCH')).toBeNull();
  expect(parsesCheckLabel('ICP_EDIT')).toBeNull();
});

it('summarises an input: a description shortened, a record by its name', () => {
  const long = 'A bank in Lyon that sells loans to farmers and small shops across the whole region';
  const description: Pick<TestCase, 'input' | 'inputName'> = {
    input: { kind: 'description', companyDescription: `  A  bank\nin Lyon ` },
    inputName: null,
  };
  expect(inputSummary(description)).toBe('Description: A bank in Lyon');
  expect(
    inputSummary({ input: { kind: 'description', companyDescription: long }, inputName: null }),
  ).toBe(`Description: ${long.slice(0, 59)}…`);
  const icp = { kind: 'icp', tenantId: 't', workspaceId: 'w', icpId: 'i' } as const;
  expect(inputSummary({ input: icp, inputName: 'Enterprise buyers' })).toBe(
    'ICP: Enterprise buyers',
  );
  const usp = { kind: 'usp', tenantId: 't', workspaceId: 'w', uspId: 'u' } as const;
  expect(inputSummary({ input: usp, inputName: null })).toBe('USP: no longer found');
});

it('summarises the checks in the words of the form', () => {
  const all = {
    parses: true,
    namesSegments: true,
    bannedPhrases: ['synergy', 'world-class'],
    maxWords: 200,
  };
  expect(checksSummary(all, 'ICP')).toBe(
    'Answer parses as an ICP · Names every segment · Banned phrases: synergy, world-class · At most 200 words',
  );
  // A type without a shape has no parse check to show.
  expect(checksSummary({ ...noChecks, parses: true }, 'COMPANY_RESEARCH')).toBe('No checks');
  expect(checksSummary(noChecks, 'ICP')).toBe('No checks');
});

it('words each result, so no cell relies on colour', () => {
  expect(resultText({ caseId: 'c', caseName: 'A', status: 'pass', message: '' })).toBe('Pass');
  expect(
    resultText({
      caseId: 'c',
      caseName: 'A',
      status: 'fail',
      check: 'maxWords',
      message: '312 words, at most 200',
    }),
  ).toBe('Fail: 312 words, at most 200');
  expect(
    resultText({ caseId: 'c', caseName: 'A', status: 'error', message: 'The model timed out' }),
  ).toBe('Error: The model timed out');
  expect(resultText(undefined)).toBe('Not run');
});

it('counts the cases that pass', () => {
  expect(runSummary({ passed: 3, total: 4 })).toBe('3 of 4 cases pass');
  expect(runSummary({ passed: 0, total: 1 })).toBe('0 of 1 case passes');
});

it("adds a case's time and cost when the run says them; older runs say neither", () => {
  const pass = { caseId: 'c', caseName: 'A', status: 'pass' as const, message: '' };
  expect(callText({ ...pass, ms: 812, cost: 0.0001 })).toBe('Pass · 812 ms · cost 0.000100');
  expect(callText({ ...pass, ms: 812, cost: 0 })).toBe(
    'Pass · 812 ms · no price set for this model',
  );
  expect(callText(pass)).toBe('Pass');
  expect(callText(undefined)).toBe('Not run');
  expect(modelLine('gpt-test', [pass])).toBe('Model: gpt-test');
  expect(modelLine('gpt-test', [{ ...pass, ms: 812, cost: 0.0001 }])).toBe(
    'Model: gpt-test · 1 case in 812 ms · cost 0.000100',
  );
});

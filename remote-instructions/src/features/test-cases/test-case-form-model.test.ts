import type { TestCase } from '@portal/contract';
import { toCaseFormValues, toSaveRequest } from './test-case-form-model';

const scope = { tenantId: 't-acme', workspaceId: 'w-sales' };

const icpCase: TestCase = {
  id: 'c-1',
  promptType: 'BUYER_PERSONA',
  name: 'Enterprise personas',
  input: { kind: 'icp', tenantId: 't-other', workspaceId: 'w-other', icpId: 'icp-1' },
  inputName: 'Enterprise buyers',
  checks: { parses: true, namesSegments: true, bannedPhrases: ['synergy'], maxWords: 300 },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

it('starts a new case with a description and no checks', () => {
  const values = toCaseFormValues(null);
  expect(
    toSaveRequest(
      { ...values, name: ' Bank ', companyDescription: ' A bank ' },
      'ICP',
      scope,
      null,
    ),
  ).toEqual({
    promptType: 'ICP',
    name: 'Bank',
    input: { kind: 'description', companyDescription: 'A bank' },
    checks: { parses: false, namesSegments: false, bannedPhrases: [], maxWords: null },
  });
});

it("keeps an unchanged record input in its own workspace, and puts a new one in the scope's", () => {
  const values = toCaseFormValues(icpCase);
  expect(values.maxWords).toBe('300');
  expect(toSaveRequest(values, 'BUYER_PERSONA', scope, icpCase)).toEqual({
    promptType: 'BUYER_PERSONA',
    name: 'Enterprise personas',
    input: icpCase.input,
    checks: icpCase.checks,
  });
  const other = toSaveRequest({ ...values, recordId: 'icp-2' }, 'BUYER_PERSONA', scope, icpCase);
  expect(other.input).toEqual({ kind: 'icp', ...scope, icpId: 'icp-2' });
  const usp = toSaveRequest(
    { ...values, inputKind: 'usp', recordId: 'usp-1' },
    'USP',
    scope,
    icpCase,
  );
  expect(usp.input).toEqual({ kind: 'usp', ...scope, uspId: 'usp-1' });
});

it('sends every check, also those the form did not offer', () => {
  const { parses: _parses, namesSegments: _names, ...offered } = toCaseFormValues(null);
  const request = toSaveRequest(
    { ...offered, name: 'A', companyDescription: 'B' },
    'ICP',
    scope,
    null,
  );
  expect(request.checks).toEqual({
    parses: false,
    namesSegments: false,
    bannedPhrases: [],
    maxWords: null,
  });
});

it('leaves off the checks the type or the input cannot have, and tidies the phrases', () => {
  const values = {
    ...toCaseFormValues(icpCase),
    inputKind: 'description' as const,
    companyDescription: 'A bank',
    bannedPhrases: [' synergy ', 'synergy', ''],
    maxWords: ' ',
  };
  expect(toSaveRequest(values, 'COMPANY_RESEARCH', scope, icpCase).checks).toEqual({
    parses: false,
    namesSegments: false,
    bannedPhrases: ['synergy'],
    maxWords: null,
  });
});

import type { GateResult } from '@portal/contract';
import { acme, globex } from '@portal/shared/testing';
import { gateSentence, gateSummary, releasedOn, rolloutText, tenantsText } from './release-text';

const none = { tenants: [], others: 0 };

it('names the tenants the reader reaches and counts the others', () => {
  expect(tenantsText(null)).toBe('every tenant');
  expect(tenantsText(none)).toBe('no tenant');
  expect(tenantsText({ tenants: [], others: 3 })).toBe('3 tenants');
  expect(tenantsText({ tenants: [acme], others: 0 })).toBe('Acme Corp');
  expect(tenantsText({ tenants: [acme], others: 1 })).toBe('Acme Corp and 1 other tenant');
  expect(tenantsText({ tenants: [acme, globex], others: 2 })).toBe(
    'Acme Corp, Globex and 2 other tenants',
  );
});

it('says how far a rollout went', () => {
  expect(rolloutText({ releasedTo: none, remaining: { tenants: [], others: 5 } })).toBe(
    'Not released to any tenant yet.',
  );
  expect(
    rolloutText({
      releasedTo: { tenants: [acme], others: 0 },
      remaining: { tenants: [globex], others: 3 },
    }),
  ).toBe('Released to Acme Corp; 4 tenants to go.');
  expect(rolloutText({ releasedTo: { tenants: [acme], others: 4 }, remaining: none })).toBe(
    'Released to Acme Corp and 4 other tenants: every tenant has it.',
  );
});

const gate = (status: GateResult['status'], passed: number, total: number): GateResult => ({
  status,
  passed,
  total,
  failing: [],
  notRun: [],
  hidden: 0,
});

it('puts the gate in a sentence and in a few words', () => {
  expect(gateSentence(gate('passed', 3, 3), 'ICP')).toBe('3 of 3 cases pass on this version.');
  expect(gateSentence(gate('failing', 1, 3), 'ICP')).toBe(
    '1 of 3 cases pass on this version; a failing case blocks the release.',
  );
  expect(gateSentence(gate('not-run', 0, 1), 'USP')).toBe(
    '0 of 1 case passes on this version; a case without a result on its exact text blocks the release.',
  );
  expect(gateSentence(gate('no-cases', 0, 0), 'USP')).toBe(
    'The USP type has no test cases, so nothing gates this release.',
  );
  expect(gateSummary(gate('failing', 1, 3))).toBe('failing (1 of 3 cases pass)');
  expect(gateSummary(gate('no-cases', 0, 0))).toBe('no test cases');
});

it('gives the day of a release', () => {
  expect(releasedOn('2026-11-27T10:00:00.000Z')).toBe('27 Nov 2026');
});

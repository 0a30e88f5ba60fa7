import type { Usp } from '@portal/contract';
import { lineListProblem, splitLines, toUspFields, toUspFormModel } from './usp-form-model';

const usp: Usp = {
  id: 'usp-1',
  name: 'Fast onboarding',
  differentiator: 'Live in a day',
  products: ['Portal', 'Connector'],
  capabilities: ['SSO', 'Audit log'],
  tenantId: 't-1',
  workspaceId: 'w-1',
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

it('splits by line, trims, and drops empty lines', () => {
  expect(splitLines('Portal\n\n  Connector  \r\n   \nAPI\n')).toEqual([
    'Portal',
    'Connector',
    'API',
  ]);
  expect(splitLines('')).toEqual([]);
  expect(splitLines(undefined)).toEqual([]);
});

it('derives the legacy fields product, summary and USP in the form model', () => {
  expect(toUspFormModel(usp)).toEqual({
    name: 'Fast onboarding',
    products: 'Portal\nConnector',
    differentiator: 'Live in a day',
    capabilities: 'SSO\nAudit log',
    product: 'Fast onboarding',
    summary: 'Live in a day',
    USP: 'SSO\nAudit log',
  });
  expect(toUspFormModel(null)).toMatchObject({ name: '', product: '', summary: '', USP: '' });
});

it('sends the wire fields only, never the legacy ones', () => {
  const fields = toUspFields(toUspFormModel(usp));

  expect(fields).toEqual({
    name: 'Fast onboarding',
    differentiator: 'Live in a day',
    products: ['Portal', 'Connector'],
    capabilities: ['SSO', 'Audit log'],
  });
  expect(Object.keys(fields)).not.toEqual(expect.arrayContaining(['product', 'summary', 'USP']));
});

it('flags lists the API would refuse: more than 100 entries, or an entry over 500 characters', () => {
  expect(lineListProblem('a\nb', 'products')).toBeNull();
  expect(
    lineListProblem(Array.from({ length: 101 }, (_, i) => `p${i}`).join('\n'), 'products'),
  ).toBe('At most 100 products are allowed');
  expect(lineListProblem('x'.repeat(501), 'products')).toBe(
    'Each line must be at most 500 characters',
  );
});

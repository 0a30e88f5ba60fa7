import type { Icp } from '@portal/contract';
import {
  emptyPersona,
  emptySegment,
  sameIcpFields,
  toIcpFields,
  toIcpFormValues,
} from './icp-form-model';

const icp: Icp = {
  id: 'icp-1',
  name: 'Mid-market',
  description: 'B2B software',
  tenantId: 't-1',
  workspaceId: 'w-1',
  segments: [{ id: 'seg-1', name: 'Fintech', description: 'Payments', details: 'EU' }],
  buyerPersonas: [
    { id: 'per-1', name: 'CFO', description: '', isMobilizer: false, isBuyingCommittee: true },
  ],
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

it('names the form fields as the form does: customerDescription and isCommittee', () => {
  expect(toIcpFormValues(icp)).toEqual({
    name: 'Mid-market',
    customerDescription: 'B2B software',
    segments: [{ id: 'seg-1', name: 'Fintech', description: 'Payments', details: 'EU' }],
    buyerPersonas: [
      { id: 'per-1', name: 'CFO', description: '', isMobilizer: false, isCommittee: true },
    ],
  });
  expect(toIcpFormValues(null)).toEqual({
    name: '',
    customerDescription: '',
    segments: [],
    buyerPersonas: [],
  });
});

it('gives new entries distinct client ids', () => {
  const ids = [emptySegment().id, emptySegment().id, emptyPersona().id];
  expect(new Set(ids).size).toBe(3);
});

it('sends wire names and drops every id', () => {
  const values = toIcpFormValues(icp);
  values.segments.push(emptySegment());

  expect(toIcpFields(values)).toEqual({
    name: 'Mid-market',
    description: 'B2B software',
    segments: [
      { name: 'Fintech', description: 'Payments', details: 'EU' },
      { name: '', description: '', details: '' },
    ],
    buyerPersonas: [{ name: 'CFO', description: '', isMobilizer: false, isBuyingCommittee: true }],
  });
});

it('compares what would be sent, so client ids do not make a form dirty', () => {
  const values = toIcpFormValues(icp);
  const relabelled = { ...values, segments: values.segments.map((s) => ({ ...s, id: 'other' })) };

  expect(sameIcpFields(values, relabelled)).toBe(true);
  expect(sameIcpFields(values, { ...values, name: 'Changed' })).toBe(false);
});

import { changeList } from '@portal/contract/change-list';
import { changeTitle, entryLines, fieldLabel, flagText } from './change-text';

const icp = {
  name: 'Mid-market SaaS',
  description: 'B2B software',
  segments: [
    { name: 'Enterprise', description: 'Big', details: 'US' },
    { name: 'Fintech', description: 'Payments', details: 'EU' },
  ],
  buyerPersonas: [
    { name: 'CFO', description: 'Signs off', isMobilizer: false, isBuyingCommittee: true },
  ],
};
const usp = {
  name: 'Fast',
  differentiator: 'Live in a day',
  products: ['Portal'],
  capabilities: [],
};

it("names each change in the form's words: own texts, entries and lines", () => {
  const changes = changeList('icp', icp, {
    ...icp,
    name: 'Mid-market SaaS (EU)',
    description: 'B2B software in Europe',
    segments: [
      { ...icp.segments[0]!, details: 'EU' },
      { name: 'Retail', description: 'Shops', details: 'EU' },
    ],
    buyerPersonas: [],
  });
  expect(changes.map((change) => changeTitle('icp', change))).toEqual([
    'ICP Name changed',
    'Customer Description changed',
    'Segment “Enterprise” changed',
    'Segment “Fintech” changed',
    'Buyer persona “CFO” removed',
  ]);
  const lines = changeList('usp', usp, {
    ...usp,
    differentiator: 'Live in an hour',
    products: ['API'],
    capabilities: ['SSO'],
  });
  expect(lines.map((change) => changeTitle('usp', change))).toEqual([
    'Differentiator changed',
    'Product “Portal” removed',
    'Product “API” added',
    'Capability “SSO” added',
  ]);
});

it("reads an entry's fields and flags out", () => {
  expect(fieldLabel('icp', 'buyerPersonas', 'isBuyingCommittee')).toBe('Buying Committee');
  expect(fieldLabel('icp', 'segments', 'details')).toBe('Details');
  expect(flagText(true)).toBe('yes');
  expect(entryLines('icp', 'buyerPersonas', icp.buyerPersonas[0]!)).toEqual([
    'Name: CFO',
    'Description: Signs off',
    'Mobilizer Persona: no',
    'Buying Committee: yes',
  ]);
  expect(entryLines('icp', 'segments', { name: 'Retail', description: '', details: 'EU' })).toEqual(
    ['Name: Retail', 'Details: EU'],
  );
});

import { acmeVariant, globexPin } from '../../testing/studio';
import { icpV10, icpV11, researchV10 } from '../../testing/prompts';
import { defaultInstructions, rowOverrides } from './row-overrides';

const initech = { ...globexPin, id: 'o-initech', tenantId: 't-initech', tenantName: 'Initech' };

it("counts a type's overrides on its default instruction, and names pins on their version", () => {
  const prompts = [icpV10, icpV11, researchV10];
  const defaults = defaultInstructions(prompts);
  const overrides = [globexPin, acmeVariant, initech];

  expect(rowOverrides(icpV11, defaults, overrides)).toEqual({
    overriddenFor: ['Acme Corp', 'Globex', 'Initech'],
    pinnedFor: [],
  });
  expect(rowOverrides(icpV10, defaults, overrides)).toEqual({
    overriddenFor: [],
    pinnedFor: ['Globex', 'Initech'],
  });
  expect(rowOverrides(researchV10, defaults, overrides)).toEqual({
    overriddenFor: [],
    pinnedFor: [],
  });
});

it('takes the most recently saved active instruction of a type as its default', () => {
  const newer = { ...icpV11, id: 'p-icp-2', updatedAt: '2025-06-01T00:00:00.000Z' };
  const defaults = defaultInstructions([icpV11, newer, { ...icpV10, updatedAt: '2026-01-01' }]);

  expect(defaults.get('ICP')).toBe('p-icp-2');
  expect(rowOverrides(icpV11, defaults, [acmeVariant]).overriddenFor).toEqual([]);
  expect(rowOverrides(newer, defaults, [acmeVariant]).overriddenFor).toEqual(['Acme Corp']);
});

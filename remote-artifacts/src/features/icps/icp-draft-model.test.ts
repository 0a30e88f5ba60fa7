import { icpDraftAnswer, personaDraftAnswer } from '../../testing/drafts';
import { appendPersonas, fromIcpDraft, icpForPersonas } from './icp-draft-model';
import { emptyPersona, toIcpFields } from './icp-form-model';

it('fills the form from a drafted ICP, with client ids, and sends it back as drafted', () => {
  const values = fromIcpDraft(icpDraftAnswer.draft);

  expect(values).toMatchObject({
    name: 'Freight forwarders',
    customerDescription: icpDraftAnswer.draft.description,
    segments: [{ name: 'Ocean', description: 'Sea freight', details: 'Asia to EU' }],
    buyerPersonas: [{ name: 'COO', isMobilizer: true, isCommittee: false }],
  });
  expect(values.segments[0]?.id).toMatch(/^new-segment-/);
  expect(values.buyerPersonas[0]?.id).toMatch(/^new-persona-/);
  expect(toIcpFields(values)).toEqual(icpDraftAnswer.draft);
});

it('appends suggested personas after those typed, as many as fit', () => {
  const typed = { ...emptyPersona(), name: 'VP Sales' };
  const suggested = personaDraftAnswer.draft.buyerPersonas;

  const all = appendPersonas([typed], suggested, 50);
  expect(all.personas.map((persona) => persona.name)).toEqual(['VP Sales', 'CFO', 'IT lead']);
  expect(all.personas[2]).toMatchObject({ isCommittee: true, description: 'Checks fit' });
  expect([all.added, all.left]).toEqual([2, 0]);

  const some = appendPersonas([typed], suggested, 2);
  expect(some.personas.map((persona) => persona.name)).toEqual(['VP Sales', 'CFO']);
  expect([some.added, some.left]).toEqual([1, 1]);

  const none = appendPersonas([typed, typed], suggested, 2);
  expect(none.personas).toHaveLength(2);
  expect([none.added, none.left]).toEqual([0, 2]);
});

it('never proposes a persona whose name the form already has, case and spaces aside', () => {
  const typed = [
    { ...emptyPersona(), name: 'VP Sales' },
    { ...emptyPersona(), name: '  cfo ' },
  ];
  const suggested = [
    { name: 'CFO', description: 'Signs off', isMobilizer: false, isBuyingCommittee: true },
    { name: 'vp sales ', description: 'Again', isMobilizer: true, isBuyingCommittee: false },
    { name: 'IT lead', description: 'Checks fit', isMobilizer: false, isBuyingCommittee: true },
    { name: ' it LEAD', description: 'Twice', isMobilizer: false, isBuyingCommittee: false },
  ];

  const result = appendPersonas(typed, suggested, 50);
  expect(result.personas.map((persona) => persona.name)).toEqual(['VP Sales', '  cfo ', 'IT lead']);
  expect(result.personas[2]).toMatchObject({ description: 'Checks fit' });
  expect([result.added, result.left, result.known]).toEqual([1, 0, 3]);

  // Only new names count against the limit.
  const full = appendPersonas(typed, suggested, 2);
  expect([full.added, full.left, full.known]).toEqual([0, 1, 3]);
});

it("gives the persona instruction the form's ICP as typed, without ids or personas", () => {
  const values = fromIcpDraft(icpDraftAnswer.draft);
  expect(icpForPersonas(values)).toEqual({
    name: 'Freight forwarders',
    description: icpDraftAnswer.draft.description,
    segments: [{ name: 'Ocean', description: 'Sea freight', details: 'Asia to EU' }],
  });
});

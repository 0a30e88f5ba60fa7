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

it("gives the persona instruction the form's ICP as typed, without ids or personas", () => {
  const values = fromIcpDraft(icpDraftAnswer.draft);
  expect(icpForPersonas(values)).toEqual({
    name: 'Freight forwarders',
    description: icpDraftAnswer.draft.description,
    segments: [{ name: 'Ocean', description: 'Sea freight', details: 'Asia to EU' }],
  });
});

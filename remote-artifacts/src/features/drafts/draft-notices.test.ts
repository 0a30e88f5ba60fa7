import { appliedNotice, draftedNotice, sameAsFormNotice, suggestedNotice } from './draft-notices';

const icpV11 = { promptType: 'ICP', version: '1.1', model: 'gpt-4o-mini' } as const;

it('tells what a draft did and what to press', () => {
  expect(draftedNotice(icpV11, 'Create ICP')).toBe(
    "Drafted by the ICP instruction V1.1 with gpt-4o-mini. Review it, then press 'Create ICP'.",
  );
});

it('counts suggested personas added, and those that did not fit', () => {
  const personas = { ...icpV11, promptType: 'BUYER_PERSONA', version: '1.0' } as const;
  expect(suggestedNotice(personas, { added: 2, left: 0, known: 0 }, 50)).toBe(
    'Added 2 personas suggested by the buyer persona instruction V1.0 with gpt-4o-mini. Review them before saving.',
  );
  expect(suggestedNotice(personas, { added: 1, left: 3, known: 0 }, 50)).toBe(
    'Added 1 persona suggested by the buyer persona instruction V1.0 with gpt-4o-mini. 3 personas did not fit: an ICP has at most 50 buyer personas. Review them before saving.',
  );
  expect(suggestedNotice(personas, { added: 0, left: 2, known: 0 }, 50)).toBe(
    'No suggested persona was added: an ICP has at most 50 buyer personas.',
  );
});

it('says which suggested personas were left out because the form has them already', () => {
  const personas = { ...icpV11, promptType: 'BUYER_PERSONA', version: '1.0' } as const;
  expect(suggestedNotice(personas, { added: 1, left: 0, known: 1 }, 50)).toBe(
    'Added 1 persona suggested by the buyer persona instruction V1.0 with gpt-4o-mini. 1 suggested persona was left out: the form already has a persona of that name. Review them before saving.',
  );
  expect(suggestedNotice(personas, { added: 2, left: 1, known: 3 }, 50)).toBe(
    'Added 2 personas suggested by the buyer persona instruction V1.0 with gpt-4o-mini. 3 suggested personas were left out: the form already has personas of those names. 1 persona did not fit: an ICP has at most 50 buyer personas. Review them before saving.',
  );
  expect(suggestedNotice(personas, { added: 0, left: 0, known: 2 }, 50)).toBe(
    'No new persona was suggested: the form already has every persona the buyer persona instruction V1.0 with gpt-4o-mini suggested.',
  );
});

it('says what a draft did to a form that held text (issue 39)', () => {
  expect(appliedNotice(icpV11, 2, 3, 'Update ICP')).toBe(
    "Applied 2 of 3 changes drafted by the ICP instruction V1.1 with gpt-4o-mini. Review the form, then press 'Update ICP'.",
  );
  expect(appliedNotice(icpV11, 1, 1, 'Update ICP')).toMatch(/^Applied 1 of 1 change drafted/);
  expect(sameAsFormNotice(icpV11)).toBe(
    'The ICP instruction V1.1 with gpt-4o-mini drafted what the form already holds: nothing to change.',
  );
});

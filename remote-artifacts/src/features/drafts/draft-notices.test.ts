import { draftedNotice, suggestedNotice } from './draft-notices';

const icpV11 = { promptType: 'ICP', version: '1.1', model: 'gpt-4o-mini' } as const;

it('tells what a draft did and what to press', () => {
  expect(draftedNotice(icpV11, 'Create ICP')).toBe(
    "Drafted by the ICP instruction V1.1 with gpt-4o-mini. Review it, then press 'Create ICP'.",
  );
});

it('counts suggested personas added, and those that did not fit', () => {
  const personas = { ...icpV11, promptType: 'BUYER_PERSONA', version: '1.0' } as const;
  expect(suggestedNotice(personas, 2, 0, 50)).toBe(
    'Added 2 personas suggested by the buyer persona instruction V1.0 with gpt-4o-mini. Review them before saving.',
  );
  expect(suggestedNotice(personas, 1, 3, 50)).toBe(
    'Added 1 persona suggested by the buyer persona instruction V1.0 with gpt-4o-mini. 3 personas did not fit: an ICP has at most 50 buyer personas. Review them before saving.',
  );
  expect(suggestedNotice(personas, 0, 2, 50)).toBe(
    'No suggested persona was added: an ICP has at most 50 buyer personas.',
  );
});

import {
  badgeText,
  draftedNotice,
  generationText,
  instructionText,
  suggestedNotice,
} from './lineage-text';

const icpV11 = { promptType: 'ICP', version: '1.1', model: 'gpt-4o-mini' } as const;

it('names the instruction version as the Instructions table does', () => {
  expect(instructionText(icpV11)).toBe('ICP instruction V1.1');
  expect(instructionText({ ...icpV11, promptType: 'BUYER_PERSONA' })).toBe(
    'buyer persona instruction V1.1',
  );
  expect(instructionText({ ...icpV11, promptType: 'USP', version: '2.0' })).toBe(
    'USP instruction V2.0',
  );
});

it('badges a drafted record, and says when a person edited it', () => {
  expect(badgeText({ version: '1.1', edited: false })).toBe('AI draft · V1.1');
  expect(badgeText({ version: '1.10', edited: true })).toBe('AI draft · V1.10 · edited');
});

it("reads an audit entry's generation out", () => {
  const generation = { ...icpV11, promptId: 'p', generatedAt: '2026-11-24T10:00:00Z' };
  expect(generationText({ ...generation, edited: false })).toBe(
    'Drafted by AI: ICP instruction V1.1, model gpt-4o-mini',
  );
  expect(generationText({ ...generation, edited: true })).toBe(
    'Drafted by AI: ICP instruction V1.1, model gpt-4o-mini, edited before saving',
  );
});

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

import { badgeText, generationText, instructionText, lineageText } from './lineage-text';

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

it("states a record's lineage atop its History", () => {
  const lineage = { ...icpV11, promptId: 'p', generatedAt: '2026-11-24T10:00:00Z' };
  expect(lineageText({ ...lineage, edited: false })).toBe(
    'From an AI draft: ICP instruction V1.1, model gpt-4o-mini',
  );
  expect(lineageText({ ...lineage, edited: true })).toBe(
    'From an AI draft: ICP instruction V1.1, model gpt-4o-mini, edited since',
  );
});

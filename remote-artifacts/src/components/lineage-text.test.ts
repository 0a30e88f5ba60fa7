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

describe('a revision (issue 39)', () => {
  const revised = {
    promptId: 'p-edit',
    promptType: 'ICP_EDIT',
    version: '1.0',
    model: 'gpt-4o-mini',
    generatedAt: '2026-11-28T08:00:00Z',
    edited: false,
    changes: { kept: 2, proposed: 3 },
  } as const;

  it('names the edit instruction as the Instructions table does', () => {
    expect(instructionText(revised)).toBe('ICP Edit V1.0');
    expect(instructionText({ ...revised, promptType: 'BUYER_PERSONA_EDIT' })).toBe(
      'Buyer Persona Edit V1.0',
    );
    expect(instructionText({ ...revised, promptType: 'USP_EDIT' })).toBe('USP Edit V1.0');
  });

  it('says in History how many of the proposed changes were kept', () => {
    expect(generationText(revised)).toBe(
      'Revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept',
    );
    expect(generationText({ ...revised, changes: { kept: 1, proposed: 1 } })).toBe(
      'Revised by AI: ICP Edit V1.0, model gpt-4o-mini, 1 of 1 change kept',
    );
    expect(generationText({ ...revised, edited: true })).toBe(
      'Revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept, edited before saving',
    );
    expect(lineageText(revised)).toBe(
      'Last revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept',
    );
    expect(lineageText({ ...revised, edited: true })).toBe(
      'Last revised by AI: ICP Edit V1.0, model gpt-4o-mini, 2 of 3 changes kept, edited since',
    );
  });

  it('badges a revised record as revised', () => {
    expect(badgeText(revised)).toBe('AI revised · V1.0');
    expect(badgeText({ ...revised, edited: true })).toBe('AI revised · V1.0 · edited');
  });
});

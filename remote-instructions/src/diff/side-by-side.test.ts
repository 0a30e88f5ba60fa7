import { countChanges, describeChanges, sideBySide, type Segment } from './side-by-side';

const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: Segment[], kind: Segment['kind']) =>
  segments.filter((segment) => segment.kind === kind).map((segment) => segment.text);

it('marks inserted words on the newer side only', () => {
  const columns = sideBySide(
    'Describe the ideal customer.',
    'Describe the ideal customer in three bullet points.',
  );

  expect(marked(columns.before, 'deleted')).toEqual([]);
  expect(marked(columns.after, 'inserted')).toEqual([' in three bullet points']);
  expect(countChanges(columns)).toEqual({ deleted: 0, inserted: 1 });
});

it('marks deleted words on the older side, word by word, not character by character', () => {
  const columns = sideBySide('List the buyer personas.', 'List the main buyer roles.');

  expect(marked(columns.before, 'deleted')).toEqual(['personas']);
  expect(marked(columns.after, 'inserted')).toEqual(['main ', 'roles']);
  expect(columns.before.every((segment) => segment.kind !== 'inserted')).toBe(true);
  expect(columns.after.every((segment) => segment.kind !== 'deleted')).toBe(true);
});

it('keeps each text exactly, line breaks and spacing included', () => {
  const older = 'Line one\n  indented two\n\nthree';
  const newer = 'Line one\nindented  two\nthree and four';
  const columns = sideBySide(older, newer);

  expect(joined(columns.before)).toBe(older);
  expect(joined(columns.after)).toBe(newer);
});

it('marks nothing when the texts are the same', () => {
  const columns = sideBySide('Same text.', 'Same text.');

  expect(countChanges(columns)).toEqual({ deleted: 0, inserted: 0 });
  expect(joined(columns.after)).toBe('Same text.');
});

it('says how many stretches changed, or what to say when none did', () => {
  expect(describeChanges(sideBySide('Same text.', 'Same text.'), 'No change.')).toBe('No change.');
  expect(
    describeChanges(sideBySide('List the buyer personas.', 'List the main buyer roles.'), ''),
  ).toBe(
    '1 deletion and 2 insertions: deleted words are struck through, inserted words underlined.',
  );
});

import { actionLabel, changeText } from './audit-text';

it('names each action', () => {
  expect(actionLabel('create')).toBe('Created');
  expect(actionLabel('update')).toBe('Updated');
  expect(actionLabel('delete')).toBe('Deleted');
  expect(actionLabel('restore')).toBe('Restored');
  expect(actionLabel('purge')).toBe('Deleted forever');
});

it.each([
  [{ field: 'name', before: 'Old', after: 'New' }, 'name: “Old” → “New”'],
  [{ field: 'name', after: 'New' }, 'name: “New”'],
  [{ field: 'name', before: 'Old' }, 'name: was “Old”'],
  [{ field: 'description' }, 'description changed'],
  [{ field: 'description', before: '', after: 'Now said' }, 'description: empty → “Now said”'],
  [{ field: 'revision', before: 2, after: 3 }, 'revision: 2 → 3'],
  [{ field: 'isMobilizer', before: false, after: true }, 'isMobilizer: false → true'],
  [{ field: 'note', before: null, after: 'x' }, 'note: empty → “x”'],
])('describes %p as %p', (change, text) => {
  expect(changeText(change)).toBe(text);
});

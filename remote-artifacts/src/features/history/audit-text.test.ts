import { actionLabel, changeText } from './audit-text';

it('names each action', () => {
  expect(actionLabel('create')).toBe('Created');
  expect(actionLabel('update')).toBe('Updated');
  expect(actionLabel('delete')).toBe('Deleted');
  expect(actionLabel('restore')).toBe('Restored');
  expect(actionLabel('purge')).toBe('Deleted forever');
});

it.each([
  [{ field: 'name', before: 'Old', after: 'New' }, 'ICP Name: “Old” → “New”'],
  [{ field: 'name', after: 'New' }, 'ICP Name: “New”'],
  [{ field: 'name', before: 'Old' }, 'ICP Name: was “Old”'],
  [{ field: 'description' }, 'Customer Description changed'],
  [
    { field: 'description', before: '', after: 'Now said' },
    'Customer Description: empty → “Now said”',
  ],
  [{ field: 'buyerPersonas' }, 'Buyer Personas changed'],
  [{ field: 'revision', before: 2, after: 3 }, 'revision: 2 → 3'],
  [{ field: 'note', before: null, after: 'x' }, 'note: empty → “x”'],
])("describes an ICP's change %p as %p, in the form's words", (change, text) => {
  expect(changeText(change, 'icp')).toBe(text);
});

it("names a USP's fields as its form does", () => {
  expect(changeText({ field: 'name', after: 'Coaching' }, 'usp')).toBe('USP Name: “Coaching”');
  expect(changeText({ field: 'capabilities' }, 'usp')).toBe('Capabilities changed');
});

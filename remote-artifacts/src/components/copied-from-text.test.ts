import { copiedFromText } from './copied-from-text';

const copiedFrom = { workspaceName: 'Enterprise Sales', changedSince: false, sourceGone: false };

it('names the source workspace of a copy whose source is unchanged', () => {
  expect(copiedFromText(copiedFrom)).toBe('Copied from Enterprise Sales');
});

it('says when the source changed since the copy', () => {
  expect(copiedFromText({ ...copiedFrom, changedSince: true })).toBe(
    'Copied from Enterprise Sales · source changed since',
  );
});

it('says when the source was deleted, rather than changed', () => {
  expect(copiedFromText({ ...copiedFrom, changedSince: true, sourceGone: true })).toBe(
    'Copied from Enterprise Sales · source deleted',
  );
});

import { matchesSearch } from './search-match';

const icp = ['Mid-market SaaS', 'B2B software companies in Fintech'];

it.each([
  ['', true],
  ['   ', true],
  ['saas', true],
  ['MID-MARKET', true],
  ['fintech saas', true],
  ['software', true],
  ['retail', false],
  ['saas retail', false],
])('query %p matches: %p', (query, expected) => {
  expect(matchesSearch(query, icp)).toBe(expected);
});

it('ignores accents both ways', () => {
  expect(matchesSearch('cafe', ['Café owners'])).toBe(true);
  expect(matchesSearch('café', ['Cafe owners'])).toBe(true);
});

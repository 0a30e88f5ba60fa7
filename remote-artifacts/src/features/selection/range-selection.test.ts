import { clickSelect, rangeBetween, withAll, without } from './range-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('rangeBetween', () => {
  it('takes the ids between two cards in list order, whichever was clicked first', () => {
    expect(rangeBetween(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(order, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(order, 'c', 'c')).toEqual(['c']);
  });

  it('takes only the clicked card when the anchor is no longer listed (e.g. searched away)', () => {
    expect(rangeBetween(order, 'gone', 'd')).toEqual(['d']);
  });
});

describe('clickSelect', () => {
  it('toggles one card without shift', () => {
    expect(sorted(clickSelect(new Set(['a']), order, 'a', 'c', false))).toEqual(['a', 'c']);
    expect(sorted(clickSelect(new Set(['a', 'c']), order, 'a', 'c', false))).toEqual(['a']);
  });

  it('selects the range from the anchor with shift, keeping what was selected', () => {
    expect(sorted(clickSelect(new Set(['a', 'b']), order, 'b', 'd', true))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('clears the range when the shift-clicked card was selected', () => {
    const selected = new Set(order);
    expect(sorted(clickSelect(selected, order, 'b', 'd', true))).toEqual(['a', 'e']);
  });

  it('treats shift without an anchor as a plain click', () => {
    expect(sorted(clickSelect(new Set(), order, null, 'c', true))).toEqual(['c']);
  });

  it('leaves the given selection as it was', () => {
    const selected = new Set(['a']);
    clickSelect(selected, order, 'a', 'c', true);
    expect(sorted(selected)).toEqual(['a']);
  });
});

it('withAll adds every matching card once; without removes the given ones', () => {
  expect(sorted(withAll(new Set(['a', 'x']), ['a', 'b']))).toEqual(['a', 'b', 'x']);
  expect(sorted(without(new Set(['a', 'b', 'c']), ['b', 'z']))).toEqual(['a', 'c']);
});

import { act, renderHook } from '@testing-library/react';
import { useSelection } from './use-selection';

it('starts empty again when the workspace or tab changes', () => {
  const { result, rerender } = renderHook(({ scopeKey }) => useSelection(scopeKey), {
    initialProps: { scopeKey: 'acme/sales/icp' },
  });
  act(() => {
    result.current.store.setOrder(['a', 'b', 'c']);
    result.current.store.click('a', false);
    result.current.store.click('c', true);
  });
  expect([...result.current.selected]).toEqual(['a', 'b', 'c']);

  rerender({ scopeKey: 'acme/sales/icp' });
  expect(result.current.selected.size).toBe(3);
  rerender({ scopeKey: 'acme/sales/usp' });
  expect(result.current.selected.size).toBe(0);

  // A shift-click after the change has no anchor from before it: it selects one card.
  act(() => result.current.store.click('c', true));
  expect([...result.current.selected]).toEqual(['c']);
});

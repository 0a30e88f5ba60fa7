import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '@portal/contract';
import { resetSession, signIn, staffUser } from '../testing';
import { can, useCan } from './rights';

const as = (role: SessionUser['role']): SessionUser => ({
  ...staffUser,
  role,
  isAdmin: role === 'admin',
});

it.each([
  ['viewer', []],
  ['editor', ['change']],
  ['releaser', ['change', 'release']],
  ['admin', ['change', 'release', 'administer']],
] as const)('a %s may %j, as the API lets them', (role, rights) => {
  const held = (['change', 'release', 'administer'] as const).filter((right) =>
    can(as(role), right),
  );
  expect(held).toEqual(rights);
});

it('nobody signed in may do anything', () => {
  expect(can(null, 'change')).toBe(false);
});

it('useCan follows the signed-in user', () => {
  resetSession();
  signIn({}, as('viewer'));
  const { result, rerender } = renderHook(() => useCan('change'));
  expect(result.current).toBe(false);

  act(() => signIn({}, as('editor')));
  rerender();
  expect(result.current).toBe(true);
});

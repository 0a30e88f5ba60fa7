import { isBumped, requiredBump } from './required-bump';

const released = { '.': ['apiClient', 'sessionStore'], './antd': ['Button'] };

it('asks for nothing when the surface is unchanged', () => {
  expect(requiredBump(released, { '.': ['sessionStore', 'apiClient'], './antd': ['Button'] })).toBe(
    'none',
  );
});

it('asks for a minor release when an export or an entry point is added', () => {
  expect(requiredBump(released, { ...released, './antd': ['Button', 'Table'] })).toBe('minor');
  expect(requiredBump(released, { ...released, './data': ['useQuery'] })).toBe('minor');
});

it('asks for a major release when an export or an entry point goes, even beside additions', () => {
  expect(requiredBump(released, { ...released, '.': ['sessionStore', 'ApiError'] })).toBe('major');
  expect(requiredBump(released, { '.': released['.'] })).toBe('major');
});

it('compares versions by the bump they make', () => {
  expect(isBumped('2.0.0', '3.0.0', 'major')).toBe(true);
  expect(isBumped('2.0.0', '2.9.0', 'major')).toBe(false);
  expect(isBumped('2.0.3', '2.1.0', 'minor')).toBe(true);
  expect(isBumped('2.1.0', '2.1.5', 'minor')).toBe(false);
  expect(isBumped('2.1.0', '2.1.0', 'none')).toBe(true);
});

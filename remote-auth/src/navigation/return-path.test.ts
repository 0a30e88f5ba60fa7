import { returnPath } from './return-path';

const TENANT_SELECTION = '/auth/tenant-selection';

it.each([
  '/dashboard',
  '/dashboard?tenant=t-acme&workspace=w-1&tab=usp',
  '/dashboard/settings',
  '/dashboard?tenant=t%2Facme&edit=new',
  '/',
])('follows the same-origin path %p', (path) => {
  expect(returnPath(path)).toBe(path);
});

it.each([
  ['no redirect', null],
  ['an empty one', ''],
  ['a protocol-relative URL', '//evil.example'],
  ['a protocol-relative URL with a path', '//evil.example/dashboard'],
  ['a backslash host', '/\\evil.example'],
  ['a backslash later in the path', '/dashboard\\..\\evil'],
  ['an absolute URL', 'https://evil.example/dashboard'],
  ['an absolute URL of this scheme without slashes', 'http:evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path', 'dashboard'],
  ['a tab the browser drops, leaving //', '/\t/evil.example'],
  ['a newline the browser drops, leaving //', '/\n/evil.example'],
  ['a space', '/ /evil.example'],
  ['a NUL', '/dashboard\0'],
  ['a DEL', '/dashboard\x7f'],
])('goes to tenant selection for %s', (_label, redirect) => {
  expect(returnPath(redirect)).toBe(TENANT_SELECTION);
});

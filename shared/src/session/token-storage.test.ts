import { makeToken, staffUser } from '../testing';
import { userFromToken } from './token-storage';

it('reads the user from the payload', () => {
  expect(userFromToken(makeToken())).toEqual(staffUser);
});

it.each([
  [true, 'admin'],
  [false, 'editor'],
])('a token from before roles (isAdmin %p) reads as the role it had then: %s', (isAdmin, role) => {
  const json = JSON.stringify({ sub: 'u1', username: 'ada@example.com', isAdmin, exp: 4102444800 });
  const payload = window.btoa(json).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  expect(userFromToken(`h.${payload}.s`)).toEqual({
    id: 'u1',
    username: 'ada@example.com',
    role,
    isAdmin,
  });
});

it('an expired token gives no user', () => {
  expect(userFromToken(makeToken(staffUser, -1))).toBeNull();
});

it.each(['', 'garbage', 'a.b.c', 'a.e30.c'])('an unreadable token %p gives no user', (token) => {
  expect(userFromToken(token)).toBeNull();
});

it('keeps non-ASCII usernames intact', () => {
  const user = { id: 'u1', username: 'zoë@example.com', role: 'admin', isAdmin: true };
  const json = JSON.stringify({
    sub: 'u1',
    username: user.username,
    role: 'admin',
    isAdmin: true,
    exp: 4102444800,
  });
  const payload = window
    .btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  expect(userFromToken(`h.${payload}.s`)).toEqual(user);
});

import { sessionStore } from '@portal/shared';
import { resetSession, signIn } from '@portal/shared/testing';
import { keepSessionHint, SESSION_HINT_COOKIE } from './session-hint';

const hasHint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

let stop = () => {};
beforeEach(() => resetSession());
afterEach(() => stop());

it('sets the hint for a session found at start, and clears it at logout', () => {
  signIn();
  stop = keepSessionHint();
  expect(hasHint()).toBe(true);

  sessionStore.getState().logout();
  expect(hasHint()).toBe(false);
});

it('has no hint signed out, and sets it at sign-in', () => {
  stop = keepSessionHint();
  expect(hasHint()).toBe(false);

  signIn();
  expect(hasHint()).toBe(true);
});

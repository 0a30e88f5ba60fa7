import { validateLogin } from './login';

it('checks both fields at once', () => {
  expect(validateLogin({ username: '   ', password: '' })).toEqual({
    username: 'Username is required',
    password: 'Password is required',
  });
});

it('accepts filled fields, keeping a password of spaces', () => {
  expect(validateLogin({ username: 'staff@example.com', password: '  ' })).toEqual({});
});

import argon2 from 'argon2';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../src/auth/passwords';
import { bearer, login, loginAs, useTestApp } from '../helpers/app';

/** argon2id with OWASP's minimum, as written into the PHC string every stored hash carries. */
const PHC = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

const ctx = useTestApp();

describe('stored password hashes', () => {
  test('a password set through the API is stored as argon2id, m=19456 KiB, t=2, p=1, 32-byte hash', async () => {
    const user = { username: 'hashed@example.com', password: 'first-password' };
    await ctx.repos.users.create({
      username: user.username,
      passwordHash: await hashPassword(user.password),
    });
    const token = await loginAs(ctx.app, user.username, user.password);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: user.password, newPassword: 'second-password' },
    });
    expect(response.statusCode).toBe(200);
    const stored = (await ctx.repos.users.findByUsername(user.username))!.passwordHash;
    expect(stored).toMatch(PHC);
    expect(stored).not.toContain('second-password');
  });

  test('a stored hash that is not a valid PHC string is a failed sign-in (401), not a crash', async () => {
    await ctx.repos.users.create({ username: 'broken@example.com', passwordHash: 'not-a-hash' });
    const response = await login(ctx.app, 'broken@example.com', 'anything');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
  });

  test('an unknown username is checked against a hash with the same parameters as real ones', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      expect((await login(ctx.app, 'nobody@example.com', 'a-guess')).statusCode).toBe(401);
      expect((await login(ctx.app, 'nobody-else@example.com', 'a-guess')).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(2);
      const [first, second] = verify.mock.calls.map(([hash]) => hash);
      expect(first).toMatch(PHC);
      // Computed once and reused: the second unknown name costs a verification, not a hash.
      expect(second).toBe(first);
    } finally {
      verify.mockRestore();
    }
  });

  test('verifying answers exactly false for a malformed hash and for the dummy, never a truthy value', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
    await expect(verifyAgainstDummy('dummy password that no account has')).resolves.toBe(false);
    await expect(verifyPassword(await hashPassword('right'), 'right')).resolves.toBe(true);
  });
});

import argon2 from 'argon2';
import { hashPassword } from '../../src/auth/passwords';
import { ADMIN, login, STAFF, TEST_JWT_SECRET, useTestApp } from '../helpers/app';

const ctx = useTestApp();

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('POST /api/auth/login', () => {
  test('answers the token and the user it was issued to', async () => {
    const response = await login(ctx.app, STAFF.username, STAFF.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'isAdmin', 'role', 'token', 'username']);
    expect(body).toMatchObject({ username: STAFF.username, role: 'editor', isAdmin: false });

    const [header] = body.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = decodeClaims(body.token);
    expect(claims).toMatchObject({
      sub: body.id,
      username: STAFF.username,
      role: 'editor',
      isAdmin: false,
      iss: 'enterprise-portal-api',
      aud: 'enterprise-portal',
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(ctx.app.jwt.verify(body.token)).toMatchObject({ sub: body.id });
    expect(TEST_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  test('admin sign-in carries isAdmin true', async () => {
    const response = await login(ctx.app, ADMIN.username, ADMIN.password);
    expect(response.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
    expect(decodeClaims(response.json().token).isAdmin).toBe(true);
  });

  test('trims the username', async () => {
    expect((await login(ctx.app, `  ${STAFF.username} `, STAFF.password)).statusCode).toBe(200);
  });

  test('usernames are email addresses: any casing signs in as the one stored user', async () => {
    for (const typed of ['STAFF@EXAMPLE.COM', 'Staff@Example.com', ' sTaFf@example.COM ']) {
      const response = await login(ctx.app, typed, STAFF.password);
      expect([typed, response.statusCode]).toEqual([typed, 200]);
      expect(response.json()).toMatchObject({ username: STAFF.username });
    }
  });

  test('an accent typed as one character or as letter + accent is one username', async () => {
    // Stored as given by an older version: capitals, composed é (U+00E9).
    await ctx.repos.users.create({
      username: 'Jos\u00e9@Example.com',
      passwordHash: await hashPassword('joses-password'),
    });
    const response = await login(ctx.app, 'jose\u0301@example.com', 'joses-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('jos\u00e9@example.com');
  });

  test('wrong password and unknown user get the same 401 body', async () => {
    const wrongPassword = await login(ctx.app, STAFF.username, 'not-the-password');
    const unknownUser = await login(ctx.app, 'nobody@example.com', 'whatever1');
    const expected = {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(expected);
  });

  test('an unknown username still costs one argon2 verification', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      await login(ctx.app, 'ghost@example.com', 'whatever1');
      expect(verify).toHaveBeenCalledTimes(1);
      verify.mockClear();
      await login(ctx.app, STAFF.username, 'wrong-password');
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  test.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: STAFF.username }, 'Password is required'],
    [{ username: STAFF.username, password: '' }, 'Password is required'],
    [{ username: STAFF.username, password: 5 }, 'body/password must be string'],
    [{ username: STAFF.username, password: 'x', foo: 1 }, "Unknown field 'foo' in body"],
  ])('rejects %j with 400: %s', async (payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  test('rejects invalid JSON with 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Request body is not valid JSON',
    });
  });

  test('rejects a missing body with 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});

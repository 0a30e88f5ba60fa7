import { bearer, loginAs, STAFF, useTestApp } from '../../helpers/app';

/**
 * Found by the fuzz test: a JSON body nested a few thousand levels deep (a few KiB) made the
 * NUL/surrogate guard recurse until the stack overflowed, and the API answered 500. JSON.parse
 * itself copes with any depth the body limit lets through, so the guard must too.
 */
const ctx = useTestApp();

const nested = (depth: number, leaf: string) => '['.repeat(depth) + leaf + ']'.repeat(depth);
const post = (url: string, payload: string, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });

describe.each([1_000, 10_000, 200_000])('a body nested %i levels deep', (depth) => {
  test('sign-in: 400 naming the field, not 500', async () => {
    const response = await post(
      '/api/auth/login',
      `{"username":${nested(depth, '')},"password":"x"}`,
    );
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'body/username must be string',
    });
  });

  test('a NUL at the bottom is still found, with its path', async () => {
    const response = await post(
      '/api/auth/login',
      `{"username":"a","password":"x","extra":${nested(depth, '"\\u0000"')}}`,
    );
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CHARACTERS',
      message: `body/extra${'/0'.repeat(depth)} must not contain NUL characters or unpaired surrogates`,
    });
  });
});

test('an ICP body (8 MiB limit) nested 1,000,000 levels deep: 400', async () => {
  const token = await loginAs(ctx.app, STAFF.username, STAFF.password);
  const response = await post('/api/icp-onboarding', nested(1_000_000, '{}'), token);
  expect(response.json()).toEqual({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'body must be object',
  });
});

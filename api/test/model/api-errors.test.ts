import { ApiError } from '../../src/errors';
import { modelCallFailed } from '../../src/model/api-errors';
import { ModelError } from '../../src/model/provider';

describe('a failed model call as the API answers it', () => {
  test.each([
    [new ModelError('too-large', "The model's answer is too large (over 4 MiB).")],
    [new ModelError('provider', 'The model provider answered 307, a redirect, …', 307)],
    [new ModelError('malformed', "The model provider's answer is not JSON.")],
  ])('%s is 502 MODEL_ERROR with its message', (error) => {
    const answered = modelCallFailed(error);
    expect(answered).toBeInstanceOf(ApiError);
    expect(answered).toMatchObject({
      statusCode: 502,
      code: 'MODEL_ERROR',
      message: error.message,
    });
  });

  test('a timeout is 504 MODEL_TIMEOUT; anything else passes unchanged', () => {
    const timeout = new ModelError('timeout', 'The model did not answer within 6 s.');
    expect(modelCallFailed(timeout)).toMatchObject({
      statusCode: 504,
      code: 'MODEL_TIMEOUT',
      message: timeout.message,
    });
    const other = new Error('database gone');
    expect(modelCallFailed(other)).toBe(other);
  });
});

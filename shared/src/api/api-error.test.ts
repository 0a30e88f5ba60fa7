import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError } from './api-error';

const answer = (status: number, data: unknown) => ({
  status,
  statusText: '',
  data,
  headers: {},
  config: { headers: new AxiosHeaders() },
});

it("an axios error becomes the API's status, code and message", () => {
  const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    ...answer(409, { code: 'STALE_VERSION', message: 'Changed by someone else' }),
  });

  expect(ApiError.from(error)).toMatchObject({
    status: 409,
    code: 'STALE_VERSION',
    message: 'Changed by someone else',
    showable: true,
  });
});

it('anything else is a client error, never shown, even when shaped like an answer', () => {
  const error = Object.assign(new Error('boom'), { response: answer(500, { message: 'x' }) });

  expect(ApiError.from(error)).toMatchObject({
    status: null,
    code: 'CLIENT_ERROR',
    message: 'boom',
    showable: false,
  });
});

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

it("the API's whole answer stays on the error, for the details a route documents", () => {
  const errors = [{ row: 3, column: 'name', message: 'Name is required' }];
  const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    ...answer(400, { code: 'IMPORT_INVALID', message: 'The file has errors', errors }),
  });

  expect(ApiError.from(error).body).toEqual({
    code: 'IMPORT_INVALID',
    message: 'The file has errors',
    errors,
  });
});

it('an answer that is not an object leaves no body', () => {
  const error = new AxiosError('Bad gateway', 'ERR_BAD_RESPONSE', undefined, undefined, {
    ...answer(502, '<html>Bad gateway</html>'),
  });

  expect(ApiError.from(error)).toMatchObject({ status: 502, code: 'HTTP_502', body: null });
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

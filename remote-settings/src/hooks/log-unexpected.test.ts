// The kit's function behind every remote's action errors (remote-kit has no test runner of its own).
import { ApiError } from '@portal/shared';
import { logUnexpected } from '@portal/remote-kit';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it.each([400, 401, 403, 404, 409, 412, 429, 500, 503])(
  'logs nothing for an answer of the API (%i): the screen shows it, the client logged what spec §8 asks',
  (status) => {
    logUnexpected('Failed to save', new ApiError(status, 'X', 'Refused', true));
    expect(console.error).not.toHaveBeenCalled();
  },
);

it('logs nothing for a rule the client checks, nor for no answer (the client logs that)', () => {
  logUnexpected('Failed to save', ApiError.rule('NO_SCOPE', 'No tenant or workspace selected'));
  logUnexpected('Failed to save', new ApiError(null, 'NETWORK_ERROR', 'Network Error', false));
  expect(console.error).not.toHaveBeenCalled();
});

it('logs a thrown bug under the action, with the error itself (its stack)', () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
  logUnexpected('Failed to save', bug);
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith('Failed to save:', bug);
});

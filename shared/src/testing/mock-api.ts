import MockAdapter from 'axios-mock-adapter';
import { axiosInstance } from '../api/axios-instance';

/** Fakes the HTTP boundary of the one API client; everything above it stays real. */
export function mockApi(): MockAdapter {
  return new MockAdapter(axiosInstance, { onNoMatch: 'throwException' });
}

/** A refusal as the API sends it: its status, code and words (`ApiError` reads them). */
export const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  message,
});

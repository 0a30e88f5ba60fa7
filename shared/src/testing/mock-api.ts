import MockAdapter from 'axios-mock-adapter';
import { apiClient } from '../api';

/** Fakes the HTTP boundary of the one API client; everything above it stays real. */
export function mockApi(): MockAdapter {
  return new MockAdapter(apiClient, { onNoMatch: 'throwException' });
}

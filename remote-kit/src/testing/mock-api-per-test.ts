import type MockAdapter from 'axios-mock-adapter';
import { mockApi, resetSession, signIn } from '@portal/shared/testing';

/**
 * The usual frame of a page test: every test of the file starts from a fresh session (signed
 * in as the staff user when `signedIn`) and an empty data cache, with the one API client
 * faked by the returned adapter, which has no answers and no history at the start of a test:
 * any request a test did not answer fails it.
 */
export function mockApiPerTest({ signedIn = false }: { signedIn?: boolean } = {}): MockAdapter {
  const http = mockApi();
  beforeEach(() => {
    resetSession();
    if (signedIn) signIn();
  });
  afterEach(() => {
    http.reset();
    jest.restoreAllMocks();
  });
  afterAll(() => http.restore());
  return http;
}

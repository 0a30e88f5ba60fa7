import type MockAdapter from 'axios-mock-adapter';
import { mockApi } from './mock-api';
import { resetSession, signIn } from './session-fixtures';

/**
 * The usual frame of a page test, the host's as each remote's: every test of the file starts
 * from a fresh session (signed in as the staff user when `signedIn`) and an empty data cache,
 * with the one API client faked by the returned adapter, which has no answers and no history
 * at the start of a test: any request a test did not answer fails it. Answers every test of
 * the file needs go in the file's own `beforeEach`, after this call. Call it once per file, at
 * its top: each call fakes the one client anew.
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

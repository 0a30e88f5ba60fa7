import { listTenants } from '../api/tenants';
import { queryClient } from '../data';
import { sessionStore } from '../session';
import { mockApiPerTest } from './mock-api-per-test';
import { staffUser } from './session-fixtures';

// The kit's per-test frame, tested in order: what one test leaves behind, the next does not see.
// (One call per file: each call fakes the one client anew.)
describe('mockApiPerTest', () => {
  const http = mockApiPerTest({ signedIn: true });

  it('starts signed in as the staff user, and answers what the test arranged', async () => {
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, user: staffUser });
    http.onGet('/api/tenants/').reply(200, [{ id: 't-1' }]);
    queryClient.setQueryData(['left', 'behind'], 1);
    sessionStore.setState({ selectedTenantId: 't-1' });

    await expect(listTenants()).resolves.toEqual([{ id: 't-1' }]);
    expect(http.history.get).toHaveLength(1);
  });

  it('starts the next test with no answers, no history, no cached data and a fresh session', async () => {
    expect(http.history.get).toHaveLength(0);
    expect(queryClient.getQueryData(['left', 'behind'])).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, selectedTenantId: null });

    await expect(listTenants()).rejects.toThrow();
  });
});

import { waitFor } from '@testing-library/react';
import { acme, mockApi, resetSession, signIn } from '@portal/shared/testing';
import { startDashboardRequests } from '../early-requests/dashboard-requests';
import { renderPortal, serveFakeRemotes } from '../testing/render-portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

jest.mock('../early-requests/dashboard-requests', () => ({ startDashboardRequests: jest.fn() }));

beforeEach(() => {
  resetSession();
  serveFakeRemotes();
  mockApi().onGet('/api/tenants/').reply(200, [acme]);
  signIn();
});

it("starts the dashboard's first API calls as its shell's code arrives, once per page", async () => {
  expect(jest.mocked(startDashboardRequests)).not.toHaveBeenCalled();
  await renderPortal('/dashboard');

  await waitFor(() => expect(jest.mocked(startDashboardRequests)).toHaveBeenCalledTimes(1));
});

import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { fakePage, portalApiPerTest, renderPortal } from '../testing/render-portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// A shell whose code never arrives: anything started now was not waiting for it.
jest.mock('../shell/dashboard-shell', () => ({
  DashboardShell: () => {
    throw new Promise(() => {});
  },
}));

const prefetch = jest.fn();
const PREFETCH = 'remote_artifacts/DashboardPrefetch';

portalApiPerTest({ signedIn: true });

beforeEach(() => {
  prefetch.mockReset();
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) => (id === PREFETCH ? { prefetch } : fakePage(id)));
});

it("asks the dashboard page's remote, by its contract's name, to start the page's first data while the shell is still loading", async () => {
  await renderPortal('/dashboard?tenant=t-acme&tab=usp');

  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(jest.mocked(loadRemote)).toHaveBeenCalledWith(PREFETCH);
  await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  // The place only: the remote reads its own URL's format.
  expect(prefetch).toHaveBeenCalledWith({ search: '?tenant=t-acme&tab=usp' });
});

it.each(['/dashboard/settings', '/dashboard/usp'])(
  'asks nothing early for %s, whose page has no prefetch',
  async (path) => {
    await renderPortal(path);

    await waitFor(() => expect(jest.mocked(loadRemote)).toHaveBeenCalled());
    expect(jest.mocked(loadRemote)).not.toHaveBeenCalledWith(PREFETCH);
  },
);

it("leaves the page to load its data itself when the prefetch's module fails", async () => {
  jest
    .mocked(loadRemote)
    .mockImplementation(async (id: string) =>
      id === PREFETCH ? Promise.reject(new Error('gone')) : fakePage(id),
    );
  await renderPortal('/dashboard');

  await waitFor(() => expect(jest.mocked(loadRemote)).toHaveBeenCalledWith(PREFETCH));
  expect(screen.getByText('Loading…')).toBeInTheDocument();
});

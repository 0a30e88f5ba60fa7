import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { portalApiPerTest, renderPortal, serveFakeRemotes } from '../testing/render-portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// The page's prefetch has its own test (dashboard-frame-prefetch.test.tsx).
jest.mock('../remotes/remote-prefetch', () => ({ requestPrefetch: jest.fn() }));

// A shell whose code never arrives: anything loaded now was not waiting for it.
jest.mock('../shell/dashboard-shell', () => ({
  DashboardShell: () => {
    throw new Promise(() => {});
  },
}));

portalApiPerTest({ signedIn: true });

beforeEach(() => serveFakeRemotes());

it.each([
  ['/dashboard', 'remote_artifacts/DashboardPage'],
  ['/dashboard/settings', 'remote_settings/SettingsPage'],
  ['/dashboard/usp/', 'remote_settings/UspManagementPage'],
])('%s loads its remote page while the dashboard shell is still loading', async (path, id) => {
  await renderPortal(path);

  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(jest.mocked(loadRemote)).toHaveBeenCalledWith(id);
  expect(jest.mocked(loadRemote)).toHaveBeenCalledTimes(1);
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { resetSession, signIn } from '@portal/shared/testing';
import {
  clickAndLoad,
  portalApiPerTest,
  renderPortal,
  renderPortalInDataRouter,
  serveFakeRemotes,
} from '../testing/render-portal';
import { remotePageAt } from './route-pages';
import { DESKTOP_WIDTH, setViewportWidth } from '../testing/viewport';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const SIGNED_IN_ONLY: Array<[string, string]> = [
  ['/auth/tenant-selection', 'remote_auth/TenantSelectionPage'],
  ['/auth/workspace-selection', 'remote_auth/WorkspaceSelectionPage'],
  ['/dashboard', 'remote_artifacts/DashboardPage'],
  ['/dashboard/instruction-tuning', 'remote_instructions/InstructionTuningPage'],
  ['/dashboard/settings', 'remote_settings/SettingsPage'],
  ['/dashboard/users', 'remote_settings/UsersPage'],
  ['/dashboard/icp', 'remote_settings/IcpManagementPage'],
  ['/dashboard/usp', 'remote_settings/UspManagementPage'],
];

async function expectPage(id: string) {
  expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
}

portalApiPerTest();

beforeEach(() => {
  serveFakeRemotes();
  setViewportWidth(DESKTOP_WIDTH);
});

describe('signed out', () => {
  it('sends / to the sign-in page', async () => {
    const portal = await renderPortal('/');
    await expectPage('remote_auth/LoginPage');
    expect(portal.pathname()).toBe('/auth/login');
  });

  it('shows the sign-in page without the dashboard shell', async () => {
    await renderPortal('/auth/login');
    await expectPage('remote_auth/LoginPage');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each(SIGNED_IN_ONLY)(
    'sends %s to the sign-in page, naming it as the way back',
    async (path) => {
      const portal = await renderPortal(path);
      await expectPage('remote_auth/LoginPage');
      expect(portal.pathname()).toBe('/auth/login');
      expect(portal.search()).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('keeps the query of a deep link in the way back', async () => {
    const portal = await renderPortal('/dashboard?tenant=t-acme&workspace=w-1&tab=usp');
    await expectPage('remote_auth/LoginPage');
    expect(new URLSearchParams(portal.search()!).get('redirect')).toBe(
      '/dashboard?tenant=t-acme&workspace=w-1&tab=usp',
    );
  });

  it('sends / to the sign-in page without a way back', async () => {
    const portal = await renderPortal('/');
    await expectPage('remote_auth/LoginPage');
    expect(portal.search()).toBe('');
  });

  it('sends an unknown path to / and so to the sign-in page', async () => {
    const portal = await renderPortal('/no/such/page');
    await expectPage('remote_auth/LoginPage');
    expect(portal.pathname()).toBe('/auth/login');
  });
});

describe('signed in', () => {
  beforeEach(() => signIn());

  it('sends / to the dashboard', async () => {
    const portal = await renderPortal('/');
    await expectPage('remote_artifacts/DashboardPage');
    expect(portal.pathname()).toBe('/dashboard');
  });

  it('sends the sign-in page to the dashboard', async () => {
    const portal = await renderPortal('/auth/login');
    await expectPage('remote_artifacts/DashboardPage');
    expect(portal.pathname()).toBe('/dashboard');
  });

  it.each(SIGNED_IN_ONLY)('shows %s as %s', async (path, id) => {
    const portal = await renderPortal(path);
    await expectPage(id);
    expect(portal.pathname()).toBe(path);
  });

  it('sends an unknown dashboard path to the dashboard', async () => {
    const portal = await renderPortal('/dashboard/nowhere');
    await expectPage('remote_artifacts/DashboardPage');
    expect(portal.pathname()).toBe('/dashboard');
  });

  it('goes to the sign-in page as soon as the session ends', async () => {
    const portal = await renderPortal('/dashboard');
    await expectPage('remote_artifacts/DashboardPage');
    await act(async () => resetSession());
    await waitFor(() => expect(portal.pathname()).toBe('/auth/login'));
  });
});

describe('in a data router, as the portal runs', () => {
  it('Logout goes to the sign-in page without a way back', async () => {
    signIn();
    const router = await renderPortalInDataRouter('/dashboard/settings');
    await expectPage('remote_settings/SettingsPage');

    await clickAndLoad(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }),
    );

    await expectPage('remote_auth/LoginPage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
  });
});

it("names, for each path, the page the route table shows (the build's preload hints read it)", () => {
  const everyPage: Array<[string, string]> = [
    ['/auth/login', 'remote_auth/LoginPage'],
    ...SIGNED_IN_ONLY,
  ];
  for (const [path, id] of everyPage) {
    const page = remotePageAt(path);
    expect(page && `${page.remote}/${page.module}`).toBe(id);
  }
  expect(remotePageAt('/dashboard/nowhere')).toBeUndefined();
  expect(remotePageAt('/')).toBeUndefined();
});

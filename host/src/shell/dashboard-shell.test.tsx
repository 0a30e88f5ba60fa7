import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { acme, signIn, staffUser } from '@portal/shared/testing';
import {
  clickAndLoad,
  portalApiPerTest,
  renderPortal,
  serveFakeRemotes,
} from '../testing/render-portal';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../testing/viewport';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const http = portalApiPerTest();

beforeEach(() => {
  serveFakeRemotes();
  setViewportWidth(DESKTOP_WIDTH);
  http.onGet(`/api/workspaces/tenant/${acme.id}`).reply(200, []);
});

function sidebar() {
  return within(screen.getByRole('complementary'));
}

it('shows the title, the three destinations, the user and the tenant', async () => {
  signIn({ selectedTenantId: acme.id });
  await renderPortal('/dashboard');

  expect(sidebar().getByText('Enterprise Portal')).toBeInTheDocument();
  expect(sidebar().getByRole('link', { name: 'Onboarding Artifacts' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(sidebar().getByRole('link', { name: 'Instruction Tuning' })).toHaveAttribute(
    'href',
    '/dashboard/instruction-tuning',
  );
  expect(sidebar().getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  expect(sidebar().getByText(staffUser.username)).toBeInTheDocument();
  // Named once the tenants have loaded.
  expect(await sidebar().findByText('Acme Corp')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
});

it("offers Administration to an admin only; everyone else sees the spec's sidebar exactly", async () => {
  signIn({ selectedTenantId: acme.id });
  const portal = await renderPortal('/dashboard');
  const links = () =>
    sidebar()
      .getAllByRole('link')
      .map((link) => link.textContent);
  expect(links()).toEqual(['Onboarding Artifacts', 'Instruction Tuning', 'Settings']);
  expect(sidebar().getByRole('button', { name: 'Logout' })).toBeInTheDocument();

  await act(async () =>
    sessionStore.setState({ user: { ...staffUser, role: 'admin', isAdmin: true } }),
  );

  expect(links()).toEqual([
    'Onboarding Artifacts',
    'Instruction Tuning',
    'Settings',
    'Administration',
  ]);
  await clickAndLoad(sidebar().getByRole('link', { name: 'Administration' }));
  expect(
    await screen.findByRole('heading', { name: 'remote_admin/AdministrationPage' }),
  ).toBeInTheDocument();
  expect(portal.pathname()).toBe('/dashboard/admin');
  expect(
    screen.getByRole('complementary').querySelector('.ant-menu-item-selected'),
  ).toHaveTextContent('Administration');
});

it("says 'User' and 'No tenant' when the session lacks them", async () => {
  signIn();
  await renderPortal('/dashboard');
  await act(async () => sessionStore.setState({ user: null }));

  expect(sidebar().getByText('User')).toBeInTheDocument();
  expect(sidebar().getByText('No tenant')).toBeInTheDocument();
});

it('highlights the item of the current page and follows a click', async () => {
  signIn();
  const portal = await renderPortal('/dashboard');
  const selected = () => screen.getByRole('complementary').querySelector('.ant-menu-item-selected');
  expect(selected()).toHaveTextContent('Onboarding Artifacts');

  await clickAndLoad(sidebar().getByRole('link', { name: 'Settings' }));

  expect(
    await screen.findByRole('heading', { name: 'remote_settings/SettingsPage' }),
  ).toBeInTheDocument();
  expect(portal.pathname()).toBe('/dashboard/settings');
  expect(selected()).toHaveTextContent('Settings');
});

it('marks the dashboard visited on entry', async () => {
  signIn();
  await renderPortal('/dashboard');
  expect(sessionStore.getState().hasVisitedDashboard).toBe(true);
});

it('signs out and goes to the sign-in page on Logout', async () => {
  signIn({ selectedTenantId: acme.id });
  const portal = await renderPortal('/dashboard/settings');

  await clickAndLoad(sidebar().getByRole('button', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'remote_auth/LoginPage' })).toBeInTheDocument();
  expect(portal.pathname()).toBe('/auth/login');
  expect(sessionStore.getState()).toMatchObject({
    isAuthenticated: false,
    user: null,
    selectedTenantId: null,
  });
  expect(window.localStorage.getItem('auth_token')).toBeNull();
});

describe('on a phone', () => {
  beforeEach(() => setViewportWidth(PHONE_WIDTH));

  it('hides the sidebar behind a menu button that opens it as a slide-in menu', async () => {
    signIn({ selectedTenantId: acme.id });
    await renderPortal('/dashboard');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = within(await screen.findByRole('dialog'));
    expect(menu.getByRole('link', { name: 'Instruction Tuning' })).toBeInTheDocument();
    expect(menu.getByText('Acme Corp')).toBeInTheDocument();
  });

  it('closes the slide-in menu after choosing a destination', async () => {
    signIn();
    const portal = await renderPortal('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    await clickAndLoad(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Settings' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'remote_settings/SettingsPage' }),
    ).toBeInTheDocument();
    expect(portal.pathname()).toBe('/dashboard/settings');
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });
});

describe("'Skip to main content' (issue 37 §3)", () => {
  for (const [layout, width] of [
    ['wide', DESKTOP_WIDTH],
    ['phone', PHONE_WIDTH],
  ] as const) {
    it(`is the first stop of Tab, shown while focused, and lands on the main landmark (${layout})`, async () => {
      setViewportWidth(width);
      signIn({ selectedTenantId: acme.id });
      await renderPortal('/dashboard');
      const user = userEvent.setup();

      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main-content');
      expect(skip).toHaveStyle({ position: 'fixed' });

      await user.click(skip);
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main-content');
      expect(main).toHaveFocus();
      // Out of sight again once the focus left it.
      expect(skip).toHaveStyle({ position: 'absolute', width: '1px' });
    });
  }
});

import { screen, within } from '@testing-library/react';
import { renderRoute } from '@portal/remote-kit/testing';
import { PrerenderedShell, prerenderedShellCss } from './prerendered-shell';

it('has both layouts, the destinations, the given page, and no account yet', () => {
  // At /dashboard in a data router, with the theme, as the build pre-renders it.
  renderRoute('/dashboard', <PrerenderedShell page={<h2>The page</h2>} />);

  const sidebar = within(screen.getByRole('complementary'));
  expect(sidebar.getByRole('link', { name: 'Onboarding Artifacts' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  // Nobody is named before the code has read the session, and Logout waits for it.
  expect(sidebar.queryByText('User')).not.toBeInTheDocument();
  expect(sidebar.getByRole('button', { name: 'Logout' })).toBeDisabled();
});

it("shows the sidebar from antd's md breakpoint up, the top bar below it", () => {
  expect(prerenderedShellCss(768)).toBe(
    '@media (max-width:767.98px){.portal-shell-wide{display:none!important}' +
      '.portal-shell-content{padding:16px!important}}' +
      '@media (min-width:768px){.portal-shell-narrow{display:none!important}}',
  );
});

it("starts with 'Skip to main content', which links to the main landmark (issue 37 §3)", () => {
  renderRoute('/dashboard', <PrerenderedShell page={<h2>The page</h2>} />);

  const [first] = screen.getAllByRole('link');
  expect(first).toHaveAccessibleName('Skip to main content');
  expect(first).toHaveAttribute('href', '#main-content');
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main-content');
  expect(main).toHaveAttribute('tabindex', '-1');
  expect(within(main).getByRole('heading', { name: 'The page' })).toBeInTheDocument();
});

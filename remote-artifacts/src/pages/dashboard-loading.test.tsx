import { screen } from '@testing-library/react';
import { renderRoute } from '@portal/remote-kit/testing';
import { DashboardLoading } from './dashboard-loading';

it('shows the dashboard as it loads: heading, both switchers loading, research closed, the ICP tab loading', () => {
  renderRoute('/dashboard', <DashboardLoading />);

  expect(screen.getByRole('heading', { name: 'Onboarding Artifacts' })).toBeInTheDocument();
  expect(screen.getByLabelText('Tenant')).toBeDisabled();
  expect(screen.getByText('Loading tenants...')).toBeInTheDocument();
  expect(screen.getByLabelText('Workspace')).toBeDisabled();
  expect(screen.getByText('Loading workspaces...')).toBeInTheDocument();
  // The research panel's row, where the live page has it, but nothing to open before the page
  // is: opened there, it closed again as the live page took over (research.spec.ts saw the
  // open panel collapse).
  expect(screen.getByRole('region', { name: 'Company research' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show company research' })).toBeDisabled();
  expect(screen.getByRole('tab', { name: 'ICP Dashboard', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'USP', selected: false })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading ICPs...');
});

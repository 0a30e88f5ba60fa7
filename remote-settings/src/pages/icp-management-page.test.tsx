import { screen } from '@testing-library/react';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import IcpManagementPage from './icp-management-page';

// No handlers: any request at all fails the test.
const http = mockApiPerTest({ signedIn: true });

it('shows sample ICPs, templates and figures without calling the API', () => {
  renderRoute('/dashboard/icp', <IcpManagementPage />);

  expect(screen.getByRole('heading', { name: 'ICP Management' })).toBeInTheDocument();
  expect(screen.getByText('Total ICPs')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ideal Customer Profiles' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(4);
  expect(screen.getByText('Enterprise SaaS Buyers')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Templates' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'B2B Technology' })).toBeInTheDocument();
  expect(http.history.get).toHaveLength(0);
});

import { screen } from '@testing-library/react';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import UspManagementPage from './usp-management-page';

// No handlers: any request at all fails the test.
const http = mockApiPerTest({ signedIn: true });

it('shows sample USPs with categories and read-only ratings without calling the API', () => {
  renderRoute('/dashboard/usp', <UspManagementPage />);

  expect(screen.getByRole('heading', { name: 'USP Management' })).toBeInTheDocument();
  expect(screen.getByText('Total USPs')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
  expect(screen.getByText('Product · 6')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'AI-Powered Lead Scoring' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(http.history.get).toHaveLength(0);
});

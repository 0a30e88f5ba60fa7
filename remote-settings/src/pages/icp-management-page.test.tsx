import { screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { mockApi, resetSession, signIn } from '@portal/shared/testing';
import { renderRoute } from '../testing/render-route';
import IcpManagementPage from './icp-management-page';

// No handlers: any request at all fails the test.
let http: MockAdapter;

beforeEach(() => {
  resetSession();
  signIn();
  http = mockApi();
});

afterEach(() => {
  http.restore();
});

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

import { screen, within } from '@testing-library/react';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import UsersPage from './users-page';

// No handlers: any request at all fails the test.
const http = mockApiPerTest({ signedIn: true });

it('shows the sample user figures and one sample user', () => {
  renderRoute('/dashboard/users', <UsersPage />);

  expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  for (const [label, figure] of [
    ['Total Users', '245'],
    ['Active', '189'],
    ['Pending', '12'],
    ['Inactive', '44'],
  ]) {
    expect(screen.getByRole('group', { name: label })).toHaveTextContent(figure!);
  }
  const [header, ...rows] = screen.getAllByRole('row');
  // jsdom matches no media query, so only the columns phones show too are there.
  expect(header).toHaveTextContent(/User.*Status/);
  expect(rows).toHaveLength(1);
  expect(within(rows[0]!).getByText('Sarah Johnson')).toBeInTheDocument();
});

it('has a search box and Filter and Add User buttons that send nothing', async () => {
  const { user } = renderRoute('/dashboard/users', <UsersPage />);

  await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'sarah');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('button', { name: 'Add User' }));

  expect(http.history.get).toHaveLength(0);
  expect(http.history.post).toHaveLength(0);
  expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { acme, enterpriseSales, mockApi, resetSession } from '@portal/shared/testing';
import { icpsUrl, manyIcps } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';

const icps = manyIcps(4);
const deleteUrl = (id: string) => `/api/icp-onboarding/${acme.id}/${id}`;
const restoreUrl = (id: string) =>
  `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp/${id}/restore`;
let http: MockAdapter;

beforeEach(() => {
  resetSession();
  http = mockApi();
  http.onGet(icpsUrl()).reply(200, icps);
});

afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

const card = (name: string) => screen.queryByRole('article', { name });
const selectionBar = () => screen.getByRole('region', { name: 'Selected ICPs' });

async function confirmBulkDelete(user: ReturnType<typeof renderDashboard>['user'], count: number) {
  await user.click(within(selectionBar()).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Delete ${count} ICPs?`);
  expect(dialog).toHaveTextContent('They move to the trash');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

it('deletes a shift-clicked range after asking with the count, and Undo restores them all', async () => {
  icps.forEach(({ id }) => http.onDelete(deleteUrl(id)).reply(204));
  icps.forEach((icp) => http.onPost(restoreUrl(icp.id)).reply(200, { ...icp, revision: 2 }));
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 1' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: 'Select ICP 3' }));
  await user.keyboard('{/Shift}');
  expect(await screen.findByText('3 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 2' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 4' })).not.toBeChecked();

  await confirmBulkDelete(user, 3);

  const notice = (await screen.findByText('3 ICPs moved to the trash')).closest('[role="status"]');
  expect(http.history.delete.map((request) => request.url).sort()).toEqual(
    ['icp-1', 'icp-2', 'icp-3'].map(deleteUrl),
  );
  await waitFor(() => expect(card('ICP 2')).not.toBeInTheDocument());
  expect(card('ICP 4')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Selected ICPs' })).not.toBeInTheDocument();

  await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));

  expect(await screen.findByText('3 ICPs restored')).toBeInTheDocument();
  expect(card('ICP 1')).toBeInTheDocument();
  expect(card('ICP 3')).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url).sort()).toEqual(
    ['icp-1', 'icp-2', 'icp-3'].map(restoreUrl),
  );
});

it('selects all matching cards, and keeps what failed to delete selected, naming it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  icps.forEach(({ id }) => http.onDelete(deleteUrl(id)).reply(id === 'icp-2' ? 500 : 204));
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 4' }));
  await user.click(await screen.findByRole('button', { name: 'Select all matching' }));
  expect(screen.getByText('4 selected')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Select all matching' })).toBeDisabled();

  await confirmBulkDelete(user, 4);

  expect(
    await screen.findByText('Could not delete “ICP 2”. Failed to delete ICP. Please try again.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('3 ICPs moved to the trash')).toBeInTheDocument();
  expect(screen.getByText('1 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 2' })).toBeChecked();
  expect(card('ICP 1')).not.toBeInTheDocument();

  await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByRole('region', { name: 'Selected ICPs' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 2' })).not.toBeChecked();
});

import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl, manyIcps } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';

const icps = manyIcps(4);
// One request each way, whatever the selection (issue 36 §5).
const trashUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp`;
const restoreUrl = `${trashUrl}/restore`;
const sentIds = (requests: { data?: string }[]) =>
  requests.map((request) => JSON.parse(request.data ?? '{}').ids);
const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, icps);
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
  const chosen = icps.slice(0, 3);
  http.onPost(trashUrl).reply(200, { deleted: chosen.map((icp) => icp.id), failed: [] });
  http.onPost(restoreUrl).reply(200, {
    restored: chosen.map((icp) => ({ ...icp, revision: 2 })),
    failed: [],
  });
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
  expect(http.history.post.map((request) => request.url)).toEqual([trashUrl]);
  expect(sentIds(http.history.post)).toEqual([['icp-1', 'icp-2', 'icp-3']]);
  expect(http.history.delete).toEqual([]);
  await waitFor(() => expect(card('ICP 2')).not.toBeInTheDocument());
  expect(card('ICP 4')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Selected ICPs' })).not.toBeInTheDocument();

  await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));

  expect(await screen.findByText('3 ICPs restored')).toBeInTheDocument();
  expect(card('ICP 1')).toBeInTheDocument();
  expect(card('ICP 3')).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url)).toEqual([trashUrl, restoreUrl]);
  expect(sentIds(http.history.post)[1]).toEqual(['icp-1', 'icp-2', 'icp-3']);
});

it('selects all matching cards, and keeps what failed to delete selected, naming it', async () => {
  http.onPost(trashUrl).reply(200, {
    deleted: ['icp-1', 'icp-3', 'icp-4'],
    failed: [{ id: 'icp-2', code: 'NOT_FOUND', message: 'ICP not found' }],
  });
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 4' }));
  await user.click(await screen.findByRole('button', { name: 'Select all matching' }));
  expect(screen.getByText('4 selected')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Select all matching' })).toBeDisabled();

  await confirmBulkDelete(user, 4);

  expect(await screen.findByText('Could not delete “ICP 2”. ICP not found')).toBeInTheDocument();
  expect(await screen.findByText('3 ICPs moved to the trash')).toBeInTheDocument();
  expect(screen.getByText('1 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 2' })).toBeChecked();
  expect(card('ICP 1')).not.toBeInTheDocument();

  await user.click(within(selectionBar()).getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByRole('region', { name: 'Selected ICPs' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select ICP 2' })).not.toBeChecked();
});

it('keeps every card and the selection when the request fails, naming them all', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onPost(trashUrl).reply(500);
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ICP 2' }));
  await confirmBulkDelete(user, 2);

  expect(
    await screen.findByText(
      'Could not delete “ICP 1”, “ICP 2”. Failed to delete ICP. Please try again.',
    ),
  ).toBeInTheDocument();
  expect(card('ICP 1')).toBeInTheDocument();
  expect(card('ICP 2')).toBeInTheDocument();
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  expect(screen.queryByText(/moved to the trash/)).not.toBeInTheDocument();
});

it('says which could not be restored, and why, when Undo restores only some', async () => {
  const chosen = icps.slice(0, 2);
  const inUse = "Another ICP is named 'ICP 2'. Rename it, then restore this one.";
  http.onPost(trashUrl).reply(200, { deleted: chosen.map((icp) => icp.id), failed: [] });
  http.onPost(restoreUrl).reply(200, {
    restored: [{ ...chosen[0], revision: 2 }],
    failed: [{ id: 'icp-2', code: 'NAME_IN_USE', message: inUse }],
  });
  const { user } = renderDashboard();

  await user.click(await screen.findByRole('checkbox', { name: 'Select ICP 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select ICP 2' }));
  await confirmBulkDelete(user, 2);
  const notice = (await screen.findByText('2 ICPs moved to the trash')).closest('[role="status"]');
  await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Undo' }));

  const failure = (await screen.findByText('Could not restore “ICP 2”')).closest('[role="alert"]');
  expect(failure).toHaveTextContent(inUse);
  expect(await screen.findByRole('article', { name: 'ICP 1' })).toBeInTheDocument();
  expect(card('ICP 2')).not.toBeInTheDocument();
});
